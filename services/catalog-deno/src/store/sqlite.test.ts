import { CONFORMANCE, type StoreFactory } from "./conformance.ts";
import { SqliteMovieStore } from "./sqlite.ts";

for (const conformanceCase of CONFORMANCE) {
  Deno.test(`SQLite: ${conformanceCase.name}`, async () => {
    const dirs: string[] = [];
    // Real database files, so reopening is a real reopen.
    const factory: StoreFactory = {
      async fresh(seed) {
        const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
        dirs.push(dir);
        const open = () => Promise.resolve(SqliteMovieStore.open(`${dir}/catalog.sqlite`, seed));
        return { store: await open(), reopen: open };
      },
    };
    try {
      await conformanceCase.run(factory);
    } finally {
      for (const dir of dirs) await Deno.remove(dir, { recursive: true });
    }
  });
}
