import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

// The catalogue API as the admin specs use it beside the browser: sign in,
// create the titles a test needs (remembered so the spec can remove them),
// read one back.

export const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

export const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiLogin(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/auth/login", {
    data: { username: "admin", password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Creates a film (or what `fields` says) and adds its id to `created`. */
export async function createTitle<T extends { _id: string }>(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  created: string[],
): Promise<T> {
  const token = await apiLogin(request);
  const answer = await request.post("/api/movies", {
    headers: bearer(token),
    data: { type: "movie", ...fields },
  });
  expect(answer.status()).toBe(201);
  const movie = ((await answer.json()) as { data: T }).data;
  created.push(movie._id);
  return movie;
}

/** The stored title, or null when there is none. */
export async function storedTitle<T>(request: APIRequestContext, id: string): Promise<T | null> {
  const answer = await request.get(`/api/movies/${id}`);
  return answer.status() === 200 ? ((await answer.json()) as { data: T }).data : null;
}
