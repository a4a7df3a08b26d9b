import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

// What the admin specs share: the catalogue API beside the browser (sign in,
// create the titles a test needs, remembered so the spec can remove them,
// read one back) and the film management page's parts.

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

/** A session as a sign-in leaves it, without going through the form. */
export async function signedIn(page: Page, request: APIRequestContext, path = "/admin") {
  const token = await apiLogin(request);
  await page.goto("/admin-login");
  await page.evaluate((value) => {
    localStorage.setItem("adminToken", value);
    localStorage.setItem("userRole", "admin");
  }, token);
  await page.goto(path);
  return token;
}

/**
 * The film management table, searched (by the title unless told otherwise)
 * down to the rows of that title, once the table shows the answer to this
 * search: until then it marks itself busy and still shows the rows before.
 */
export async function findFilm(page: Page, title: string, term = title) {
  await page.getByPlaceholder("Film ara...").fill(term);
  const table = page.getByRole("table", { name: "Filmler" });
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  return table.getByRole("row").filter({ hasText: title });
}

/** A toast (Radix also copies its text into a hidden announcer, hence the list item). */
export const toast = (page: Page, text: string) =>
  page.getByRole("listitem").filter({ hasText: text });
