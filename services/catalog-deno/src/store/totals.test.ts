import assert from "node:assert/strict";
import { buildSeed } from "../seed/catalogue.ts";
import { changeOf } from "./list.ts";
import { toRow } from "./rows.ts";
import { ListTotals } from "./totals.ts";

const SEED = buildSeed("http://localhost:5050");
const film = SEED.movies.find((movie) => movie.type === "movie" && movie.status === "active")!;

Deno.test("a list's total is kept per filter set: its order, page and position share it", () => {
  const totals = new ListTotals({ entries: 4 });
  assert.equal(totals.lookup({ limit: 20, type: "movie" }), undefined);
  assert.equal(totals.remember({ limit: 20, type: "movie" }, 120), 120);
  for (const page of [{ offset: 40 }, { sort: "rating" as const, order: "asc" as const }, {}]) {
    assert.equal(totals.lookup({ limit: 5, type: "movie", ...page }), 120);
  }
  assert.equal(totals.lookup({ limit: 20, type: "series" }), undefined);
  assert.equal(totals.lookup({ limit: 20 }), undefined);
});

Deno.test("a write drops the totals of the lists it may change, and only those", () => {
  const totals = new ListTotals({ entries: 8 });
  totals.remember({ limit: 20, type: "movie" }, 120);
  totals.remember({ limit: 20, type: "series" }, 29);
  totals.remember({ limit: 20, status: "passive" }, 3);
  totals.changed(changeOf([toRow(film), toRow({ ...film, title: "Başka ad" })]));
  assert.equal(totals.lookup({ limit: 20, type: "movie" }), undefined);
  assert.equal(totals.lookup({ limit: 20, type: "series" }), 29);
  assert.equal(totals.lookup({ limit: 20, status: "passive" }), 3);
});

Deno.test("with a time to live a total is counted again once that old; past `entries` the oldest goes", () => {
  const clock = { ms: 0 };
  const totals = new ListTotals({ entries: 2, ttlMs: 5_000, now: () => clock.ms });
  totals.remember({ limit: 20, type: "movie" }, 120);
  clock.ms = 4_999;
  assert.equal(totals.lookup({ limit: 20, type: "movie" }), 120);
  clock.ms = 5_000;
  assert.equal(totals.lookup({ limit: 20, type: "movie" }), undefined);
  totals.remember({ limit: 20, type: "movie" }, 121);
  totals.remember({ limit: 20, type: "series" }, 29);
  totals.remember({ limit: 20, genre: "Drama" }, 40);
  assert.equal(totals.lookup({ limit: 20, type: "movie" }), undefined, "the oldest went");
  assert.equal(totals.lookup({ limit: 20, genre: "Drama" }), 40);
});
