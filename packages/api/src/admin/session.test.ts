import { describe, expect, it } from "vitest";
import { problem, stubCatalog } from "../../test/helpers";
import { CatalogError } from "../catalog/client";
import {
  ADMIN_LOGIN_MESSAGES,
  ADMIN_LOGIN_PATH,
  ADMIN_TOKEN_KEY,
  clearStoredSession,
  guardRedirect,
  loginFailureMessage,
  msUntilExpiry,
  readStoredSession,
  storeSession,
  USER_LOGIN_PATH,
  USER_ROLE_KEY,
  verifySession,
  type KeyValueStorage,
} from "./session";

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

const NOW = Date.parse("2024-05-20T12:00:00Z");
const session = (expiresAt = "2024-05-20T20:00:00.000Z") => ({
  token: "tok",
  role: "admin" as const,
  expiresAt,
});

describe("stored admin session (SPEC.md §3: adminToken and userRole)", () => {
  it("a sign-in stores the token and the role 'admin' under the SPEC.md keys", () => {
    const { storage, map } = memoryStorage();
    storeSession(storage, session());
    expect(Object.fromEntries(map)).toEqual({ adminToken: "tok", userRole: "admin" });
    expect(readStoredSession(storage)).toEqual({ token: "tok", role: "admin" });
  });

  it("logout clears both keys and leaves other data alone", () => {
    const { storage, map } = memoryStorage({ adminToken: "t", userRole: "admin", theme: "dark" });
    clearStoredSession(storage);
    expect(Object.fromEntries(map)).toEqual({ theme: "dark" });
    expect(readStoredSession(storage)).toBeNull();
  });

  it("an empty token is no session", () => {
    expect(readStoredSession(memoryStorage({ adminToken: "", userRole: "admin" }).storage)).toBe(
      null,
    );
  });
});

describe("guard (SPEC.md §6)", () => {
  const cases: [string, Record<string, string>, boolean, string | null][] = [
    ["admin guard, token and role admin", { adminToken: "t", userRole: "admin" }, true, null],
    ["admin guard, no token", { userRole: "admin" }, true, ADMIN_LOGIN_PATH],
    ["admin guard, token without role", { adminToken: "t" }, true, ADMIN_LOGIN_PATH],
    ["admin guard, another role", { adminToken: "t", userRole: "user" }, true, ADMIN_LOGIN_PATH],
    ["token-only guard, token", { adminToken: "t", userRole: "user" }, false, null],
    ["token-only guard, no token", { userRole: "admin" }, false, USER_LOGIN_PATH],
  ];
  it.each(cases)("%s", (_, entries, requireAdmin, expected) => {
    expect(guardRedirect(memoryStorage(entries).storage, { requireAdmin })).toBe(expected);
  });

  it("the admin requirement is the default", () => {
    expect(guardRedirect(memoryStorage({ adminToken: "t" }).storage)).toBe("/admin-login");
  });
});

describe("checking the token with the server", () => {
  it("a session the server confirms is kept, with its expiry", async () => {
    const { client, requests } = stubCatalog(() => session());
    await expect(verifySession(client, "tok", NOW)).resolves.toEqual(session());
    expect(requests[0]?.pathname).toBe("/api/auth/session");
  });

  it("a token the server refuses (expired, revoked, forged) ends the session", async () => {
    const { client } = stubCatalog(() => problem(401, "unauthorized"));
    await expect(verifySession(client, "forged", NOW)).resolves.toBeNull();
  });

  it("a session past its expiry ends it even if the answer said otherwise", async () => {
    const { client } = stubCatalog(() => session("2024-05-20T11:59:59.000Z"));
    await expect(verifySession(client, "tok", NOW)).resolves.toBeNull();
  });

  it("an unreachable server says nothing about the token: the failure is thrown", async () => {
    const { client } = stubCatalog(() => problem(503));
    await expect(verifySession(client, "tok", NOW)).rejects.toBeInstanceOf(CatalogError);
  });

  it("counts the time left before expiry", () => {
    expect(msUntilExpiry("2024-05-20T12:00:05.000Z", NOW)).toBe(5000);
    expect(msUntilExpiry("2024-05-20T11:00:00.000Z", NOW)).toBe(0);
    expect(msUntilExpiry("yarın", NOW)).toBe(0);
  });
});

describe("login failure messages", () => {
  const failedLogin = async (answer: () => Response) => {
    const { client } = stubCatalog(answer);
    return client.login({ username: "admin", password: "x" }).catch((e: unknown) => e);
  };

  it("wrong credentials: SPEC.md §8's exact text", async () => {
    const error = await failedLogin(() => problem(401, "unauthorized"));
    expect(loginFailureMessage(error)).toBe("Kullanici adi veya sifre hatali!");
  });

  it("a name or password the contract refuses reads as wrong credentials too", async () => {
    const error = await failedLogin(() => problem(400, "validation"));
    expect(loginFailureMessage(error)).toBe(ADMIN_LOGIN_MESSAGES.wrongCredentials);
  });

  it("rate limited: the wait from Retry-After, in seconds", async () => {
    const error = await failedLogin(() => {
      const answer = problem(429, "rate-limited");
      answer.headers.set("retry-after", "42");
      return answer;
    });
    expect((error as CatalogError).retryAfterSeconds).toBe(42);
    expect(loginFailureMessage(error)).toBe(
      "Cok fazla hatali giris denemesi. Lutfen 42 saniye sonra tekrar deneyin.",
    );
  });

  it("rate limited without Retry-After: the server's one-minute window", async () => {
    const error = await failedLogin(() => problem(429, "rate-limited"));
    expect(loginFailureMessage(error)).toContain("60 saniye");
  });

  it("an unreachable server is not called a wrong password", async () => {
    const { client } = stubCatalog(() => {
      throw new TypeError("network down");
    });
    const error = await client.login({ username: "admin", password: "x" }).catch((e) => e);
    expect(loginFailureMessage(error)).toBe(ADMIN_LOGIN_MESSAGES.unreachable);
    expect(loginFailureMessage(new Error("?"))).toBe(ADMIN_LOGIN_MESSAGES.unreachable);
  });
});

it("the storage keys are SPEC.md's", () => {
  expect([ADMIN_TOKEN_KEY, USER_ROLE_KEY]).toEqual(["adminToken", "userRole"]);
});
