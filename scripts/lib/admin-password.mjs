// The admin password when none is configured: `npm start` and `pnpm dev`
// generate a random one on first start, print it once, and keep only a salted
// PBKDF2 hash under data/ (readable by the owner only). The catalogue service
// verifies logins against that hash (ADMIN_PASSWORD_HASH_FILE).
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

/** PBKDF2-SHA256 work factor; the service reads it from the stored hash. */
export const PASSWORD_HASH_ITERATIONS = 210_000;
/** Random bytes of a generated password (24 characters of base64url). */
const GENERATED_PASSWORD_BYTES = 18;

export const ADMIN_PASSWORD_HASH_FILE = path.join(repoRoot, "data/admin-password.pbkdf2");

/**
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url), the format
 * services/catalog-deno/src/auth.ts verifies.
 * @param {string} password
 * @param {number} [iterations]
 */
export function hashPassword(password, iterations = PASSWORD_HASH_ITERATIONS) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return `pbkdf2-sha256$${iterations}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/**
 * Environment for the catalogue service's admin account: nothing when
 * ADMIN_PASSWORD (or a hash file) is set, else the stored hash, generated and
 * announced on first use.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [file]
 * @returns {Record<string, string>}
 */
export function adminPasswordEnv(env = process.env, file = ADMIN_PASSWORD_HASH_FILE) {
  if (env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH_FILE) return {};
  if (!existsSync(file)) {
    const password = randomBytes(GENERATED_PASSWORD_BYTES).toString("base64url");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${hashPassword(password)}\n`, { mode: 0o600 });
    const username = env.ADMIN_USERNAME || "admin";
    console.log(`
  ┌─ Admin account (shown only this once) ─────────────────────
  │  user      ${username}
  │  password  ${password}
  │  Only a salted hash is kept, in ${path.relative(repoRoot, file)}.
  │  To reset: delete that file and restart (a new password is
  │  printed), or set ADMIN_PASSWORD to choose one yourself.
  └────────────────────────────────────────────────────────────
`);
  }
  return { ADMIN_PASSWORD_HASH_FILE: file };
}
