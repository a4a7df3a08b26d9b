import assert from "node:assert/strict";
import { compileContract, toFieldErrors } from "../contract.ts";
import { fold } from "../text.ts";
import { buildSeed } from "./catalogue.ts";
import { seedTitles } from "./catalogue.ts";

const SPEC_GENRES = [
  "Aksiyon",
  "Komedi",
  "Drama",
  "Gerilim",
  "Bilim Kurgu",
  "Korku",
  "Romantik",
  "Animasyon",
  "Belgesel",
  "Fantastik",
  "Biyografi",
];

const seed = buildSeed("http://localhost:5050");
const movies = seed.movies;

Deno.test("the seed: at least 120 titles, 40 of them Turkish productions, films and series", () => {
  assert.ok(movies.length >= 120, `${movies.length} titles`);
  const turkish = movies.filter((m) => m.country === "Türkiye" && m.language === "tr");
  assert.ok(turkish.length >= 40, `${turkish.length} Turkish titles`);
  assert.ok(movies.filter((m) => m.type === "series").length >= 30);
  assert.ok(movies.filter((m) => m.type === "movie").length >= 60);
  assert.ok(
    turkish.some((m) => m.type === "series") &&
      turkish.some((m) => m.type === "movie"),
  );
});

Deno.test("the seed covers every genre of SPEC.md, ratings from 3 to 9.5 and varied counts", () => {
  for (const genre of SPEC_GENRES) {
    assert.ok(movies.filter((m) => m.genre.includes(genre)).length >= 3, genre);
  }
  for (const movie of movies) {
    for (const genre of movie.genre) {
      assert.ok(SPEC_GENRES.includes(genre), genre);
    }
  }
  const ratings = movies.map((m) => m.rating);
  assert.equal(Math.min(...ratings), 3);
  assert.equal(Math.max(...ratings), 9.5);
  assert.ok(
    movies.filter((m) => m.views === 0).length >= 3,
    "some never viewed",
  );
  assert.ok(
    movies.filter((m) => m.likes === 0 && m.views > 0).length >= 3,
    "some viewed, never liked",
  );
  assert.ok(
    new Set(movies.map((m) => m.views)).size > movies.length * 0.8,
    "views vary",
  );
  assert.ok(movies.filter((m) => m.featured).length >= 10);
  assert.ok(movies.filter((m) => m.trending).length >= 10);
  const passive = movies.filter((m) => m.status === "passive");
  assert.ok(passive.length >= 3 && passive.length < 10);
  const noPoster = movies.filter((m) => m.poster === undefined);
  assert.ok(
    noPoster.length >= 3 && noPoster.length <= 8,
    `${noPoster.length} without poster`,
  );
  assert.ok(
    movies.filter((m) => m.rating >= 7.5).length >= 40,
    "the high-rated list has input",
  );
});

Deno.test("every seeded title is a valid Movie of the contract, with a unique id and identity", () => {
  const contract = compileContract();
  const validate = contract.body("Movie");
  for (const movie of movies) {
    assert.ok(
      validate(movie),
      `${movie._id}: ${JSON.stringify(toFieldErrors(validate.errors))}`,
    );
  }
  assert.equal(new Set(movies.map((m) => m._id)).size, movies.length);
  const identities = movies.map((m) => `${m.type}|${fold(m.title)}|${m.releaseDate}`);
  assert.equal(new Set(identities).size, movies.length);
});

Deno.test("descriptions are written for this project: Turkish, non-empty, all different", () => {
  const descriptions = movies.map((m) => m.description ?? "");
  assert.equal(new Set(descriptions).size, movies.length);
  for (const [i, text] of descriptions.entries()) {
    assert.ok(text.length >= 60, movies[i]!._id);
    // Turkish prose: Turkish letters or common Turkish suffixes and words.
    assert.match(text, /[çğıöşüÇĞİÖŞÜ]|\b(bir|ve|ile|için)\b/, movies[i]!._id);
  }
});

Deno.test("series have numbered seasons and episodes whose players are on the embed provider", () => {
  for (const series of movies.filter((m) => m.type === "series")) {
    assert.ok(
      series.seasons && series.seasons.length === series.totalSeasons,
      series._id,
    );
    series.seasons.forEach((season, s) => {
      assert.equal(season.number, s + 1);
      assert.ok(season.episodes.length > 0);
      season.episodes.forEach((episode, e) => {
        assert.equal(episode.number, e + 1);
        assert.match(
          episode.streamUrl ?? "",
          new RegExp(
            `^http://localhost:5050/v2/embed/tv/[^/]+/${s + 1}/${e + 1}$`,
          ),
        );
      });
    });
  }
  for (const movie of movies) {
    assert.match(
      movie.videoUrl ?? "",
      /^http:\/\/localhost:5050\/v2\/embed\/(movie|tv)\/[A-Za-z0-9_-]+$/,
    );
  }
  const other = buildSeed("https://player.example:8443/");
  assert.match(
    other.movies[0]!.videoUrl!,
    /^https:\/\/player\.example:8443\/v2\/embed\/movie\//,
  );
});

Deno.test("at least 40 embeds, each for an episode of an active seeded series", () => {
  assert.ok(seed.embeds.length >= 40, `${seed.embeds.length} embeds`);
  const streams = new Set(
    movies.flatMap((m) => m.seasons?.flatMap((s) => s.episodes.map((e) => e.streamUrl)) ?? []),
  );
  for (const embed of seed.embeds) {
    assert.ok(streams.has(embed.embed_url), embed.slug);
  }
  assert.equal(
    new Set(seed.embeds.map((e) => e.slug)).size,
    seed.embeds.length,
  );
});

Deno.test("the list is newest first with Kış Uykusu on top, Turkish and foreign titles mixed", () => {
  const titles = seedTitles();
  assert.equal(titles[0]!.t, "Kış Uykusu");
  const firstTen = movies.slice(0, 10);
  assert.ok(
    firstTen.some((m) => m.country === "Türkiye") &&
      firstTen.some((m) => m.country !== "Türkiye"),
  );
  const created = movies.map((m) => m.createdAt);
  assert.deepEqual(created, [...created].sort().reverse());
});

Deno.test("languages (issue 15): Turkish productions in Turkish; foreign titles mostly subtitled, a share dubbed, some original only", () => {
  const turkish = movies.filter((m) => m.language === "tr");
  const foreign = movies.filter((m) => m.language !== "tr");
  assert.ok(turkish.every((m) => m.audio?.[0] === "tr"));
  const share = (keep: (m: (typeof movies)[number]) => boolean) =>
    foreign.filter(keep).length / foreign.length;
  const subtitled = share((m) => m.subtitles?.includes("tr") ?? false);
  const dubbed = share((m) => m.audio?.includes("tr") ?? false);
  const originalOnly = share((m) => !m.audio?.includes("tr") && !m.subtitles?.includes("tr"));
  assert.ok(subtitled >= 0.6 && subtitled < 1, `subtitled ${subtitled}`);
  assert.ok(dubbed >= 0.25 && dubbed <= 0.6, `dubbed ${dubbed}`);
  assert.ok(originalOnly >= 0.05 && originalOnly <= 0.35, `original only ${originalOnly}`);
  for (const movie of foreign) assert.ok(movie.audio?.includes(movie.language as string));
  // A dubbed foreign series: its own episode address is the subtitled original.
  const series = foreign.find((m) => m.type === "series" && m.audio?.[0] === "tr")!;
  const episode = series.seasons![0]!.episodes[0]!;
  assert.deepEqual(episode.audio, [series.language]);
  assert.deepEqual(episode.subtitles, ["tr"]);
});

Deno.test("every seeded series says how it airs (issue 31: Breaking Bad and Friends read 'Beklemede')", () => {
  const series = movies.filter((m) => m.type === "series");
  const status = new Map(series.map((m) => [m._id, m.airingStatus]));
  for (const m of series) assert.ok(m.airingStatus, `${m._id} has an airing status`);
  assert.equal(status.get("s-breaking-bad"), "ended");
  assert.equal(status.get("s-friends"), "ended");
  assert.equal(status.get("s-sahsiyet"), "ended");
  assert.equal(status.get("s-the-last-of-us"), "ongoing");
  // The three labels all occur, and films carry none.
  assert.deepEqual(new Set(status.values()), new Set(["ongoing", "ended", "pending"]));
  assert.ok(movies.filter((m) => m.type === "movie").every((m) => m.airingStatus === undefined));
});
