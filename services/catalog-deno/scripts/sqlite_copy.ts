/**
 * Issue 29's `pnpm backup` / `pnpm restore` for SQLite: copies one database
 * file into another with SQLite's online backup API (node:sqlite `backup`),
 * page by page under SQLite's own locking, so a running service may keep
 * writing to the source. Usage: sqlite_copy.ts <from> <to>
 */
import { backup, DatabaseSync } from "node:sqlite";

const [from, to] = Deno.args;
if (!from || !to) {
  console.error("usage: sqlite_copy.ts <from> <to>");
  Deno.exit(2);
}
try {
  await Deno.stat(from);
} catch {
  console.error(`${from} does not exist`);
  Deno.exit(1);
}
const source = new DatabaseSync(from, { readOnly: true });
try {
  const pages = await backup(source, to);
  console.log(JSON.stringify({ event: "copied", from, to, pages }));
} finally {
  source.close();
}
