#!/usr/bin/env node
// Writes records/*.json, the metadata fixture's data, from the title table in
// titles.mjs: every field the service would return in tr-TR, with derived
// values (popularity, vote counts, image paths, IMDb ids) made deterministic
// so that regenerating changes nothing. Run after editing titles.mjs:
//   node packages/api/test/tmdb-fixture/build-records.mjs && pnpm exec prettier --write packages/api/test/tmdb-fixture/records
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MOVIES, PEOPLE, SERIES } from "./titles.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const RECORDS_DIR = path.join(here, "records");

/** The genre lists as the service names them in tr-TR. */
export const MOVIE_GENRES = [
  { id: 28, name: "Aksiyon" },
  { id: 12, name: "Macera" },
  { id: 16, name: "Animasyon" },
  { id: 35, name: "Komedi" },
  { id: 80, name: "Suç" },
  { id: 99, name: "Belgesel" },
  { id: 18, name: "Dram" },
  { id: 10751, name: "Aile" },
  { id: 14, name: "Fantastik" },
  { id: 36, name: "Tarih" },
  { id: 27, name: "Korku" },
  { id: 10402, name: "Müzik" },
  { id: 9648, name: "Gizem" },
  { id: 10749, name: "Romantik" },
  { id: 878, name: "Bilim-Kurgu" },
  { id: 10770, name: "TV film" },
  { id: 53, name: "Gerilim" },
  { id: 10752, name: "Savaş" },
  { id: 37, name: "Vahşi Batı" },
];
export const TV_GENRES = [
  { id: 10759, name: "Aksiyon & Macera" },
  { id: 16, name: "Animasyon" },
  { id: 35, name: "Komedi" },
  { id: 80, name: "Suç" },
  { id: 99, name: "Belgesel" },
  { id: 18, name: "Dram" },
  { id: 10751, name: "Aile" },
  { id: 10762, name: "Çocuklar" },
  { id: 9648, name: "Gizem" },
  { id: 10763, name: "Haber" },
  { id: 10764, name: "Gerçeklik" },
  { id: 10765, name: "Bilim Kurgu & Fantazi" },
  { id: 10766, name: "Pembe Dizi" },
  { id: 10767, name: "Talk" },
  { id: 10768, name: "Savaş & Politik" },
  { id: 37, name: "Vahşi Batı" },
];

/**
 * Overview sentences per genre; `{t}` is the title.
 * @type {Record<number, string[]>}
 */
const OVERVIEWS = {
  28: [
    "{t}, nefes kesen bir aksiyon hikayesinde tek başına bir suç örgütüne karşı duran bir adamı anlatıyor.",
    "Geçmişinden kaçamayan eski bir ajan, {t} boyunca sevdiklerini korumak için son bir göreve çıkar.",
  ],
  12: [
    "Haritada olmayan bir yere uzanan bu macera, {t} ile sıradan bir grubu olağanüstü bir yolculuğa çıkarıyor.",
    "{t}, kayıp bir mirasın peşine düşen iki arkadaşın tehlikelerle dolu macerasını anlatıyor.",
  ],
  16: [
    "Renkli bir dünyada geçen {t}, cesaretini keşfeden küçük bir kahramanın animasyon masalı.",
    "{t}, hayal gücünün sınırlarını zorlayan el çizimi karelerle bir dostluğun hikayesini anlatıyor.",
  ],
  35: [
    "{t}, yanlış anlaşılmaların birbirini kovaladığı, kahkaha dolu bir komedi.",
    "Bir mahallenin bütün renkli karakterlerini bir araya getiren {t}, sıcak ve komik bir aile hikayesi.",
  ],
  80: [
    "{t}, şehrin karanlık sokaklarında büyüyen bir suç imparatorluğunun yükselişini ve çöküşünü izliyor.",
    "Bir soygunun ardından çözülmeye başlayan sırlar, {t} boyunca herkesi suçun içine çekiyor.",
  ],
  99: [
    "{t}, gerçek tanıklıklar ve arşiv görüntüleriyle az bilinen bir dönemi anlatan bir belgesel.",
    "Bu belgesel, {t} ile doğa ve insan arasındaki kırılgan dengeyi yakından inceliyor.",
  ],
  18: [
    "{t}, bir ailenin yıllar süren sessizliğini bozan bir yaz gününün dramını anlatıyor.",
    "Küçük bir kasabada geçen {t}, geçmişiyle yüzleşmek zorunda kalan bir kadının dram dolu hikayesi.",
  ],
  10751: [
    "{t}, farklı kuşaklardan bir ailenin birlikte çıktığı unutulmaz bir tatili anlatıyor.",
    "Bütün aileyle izlenecek {t}, bir çocuğun sokakta bulduğu köpekle kurduğu dostluğu anlatıyor.",
  ],
  14: [
    "Efsanelerle dolu bir krallıkta geçen {t}, kehanetteki kahramanın fantastik yolculuğunu anlatıyor.",
    "{t}, sihrin yasaklandığı bir dünyada gücünü saklamak zorunda kalan bir genç kızın fantastik hikayesi.",
  ],
  36: [
    "{t}, tarihin akışını değiştiren günleri o günleri yaşayanların gözünden anlatıyor.",
    "Gerçek olaylardan esinlenen {t}, bir imparatorluğun son yıllarına tanıklık eden bir tarih anlatısı.",
  ],
  27: [
    "Terk edilmiş bir evde geçen {t}, her gece biraz daha yaklaşan bir varlığın korku dolu hikayesi.",
    "{t}, köyüne dönen bir gencin çocukluk korkularıyla yeniden yüzleştiği bir korku filmi.",
  ],
  10402: [
    "{t}, sahneye çıkmak için her şeyi göze alan bir müzisyenin tutkusunu anlatıyor.",
    "Bir şarkının peşinden giden {t}, müzik ve aşk arasında kalan bir hayatın hikayesi.",
  ],
  9648: [
    "Sisli bir kasabada kaybolan bir öğretmen, {t} boyunca çözülmesi gereken bir gizeme dönüşüyor.",
    "{t}, her ipucunun yeni bir soru doğurduğu sürükleyici bir gizem hikayesi.",
  ],
  10749: [
    "{t}, tesadüfen yolları kesişen iki yabancının romantik ve hüzünlü aşk hikayesi.",
    "Yıllar sonra aynı şehirde karşılaşan eski sevgililerin hikayesi {t}, romantik bir ikinci şans masalı.",
  ],
  878: [
    "Uzak bir gelecekte geçen {t}, insanlığın yeni bir yurt arayışını anlatan bir bilim kurgu destanı.",
    "{t}, zamanı bükebilen bir icadın beklenmedik sonuçlarını anlatan bir bilim kurgu.",
  ],
  10770: ["{t}, televizyon için çekilmiş sıcak bir hikaye."],
  53: [
    "{t}, bir gecede her şeyini kaybeden bir adamın gerilim dolu intikam planını anlatıyor.",
    "Kimseye güvenemeyen bir tanık, {t} boyunca peşindeki katilden kaçmaya çalışıyor.",
  ],
  10752: [
    "{t}, cephede omuz omuza savaşan bir avuç askerin savaş ve kardeşlik hikayesi.",
    "Savaşın ortasında kalan bir köyün hikayesini anlatan {t}, umudun direnişine odaklanıyor.",
  ],
  37: [
    "{t}, kanunsuz bir kasabaya gelen yalnız bir silahşorun western hikayesi.",
    "Altına hücum yıllarında geçen {t}, vahşi batıda bir intikam yolculuğu.",
  ],
  10759: [
    "{t}, her bölümde yeni bir tehlikeyle karşılaşan bir ekibin aksiyon ve macera dolu serüveni.",
    "Kaderi kılıcına bağlı bir savaşçının aksiyon dolu yolculuğunu anlatan {t}, büyük bir macera.",
  ],
  10762: ["{t}, çocuklar için oyun, merak ve dostluk dolu kısa bölümlerden oluşan bir dizi."],
  10765: [
    "{t}, gerçekliğin sınırlarının bulanıklaştığı bir dünyada geçen bir bilim kurgu ve fantazi dizisi.",
    "Doğaüstü güçleri olan bir gencin hikayesini anlatan {t}, fantazi ile gizemi buluşturuyor.",
  ],
  10767: ["{t}, ünlü konukların sohbet ve şarkılarla ağırlandığı bir talk show."],
  10768: [
    "{t}, bir devletin kuruluşunu savaş ve siyaset entrikalarıyla anlatan bir dizi.",
    "Saray entrikalarıyla çevrili bir hükümdarın hikayesini anlatan {t}, savaş ve politika dolu bir dönem dizisi.",
  ],
};

const PATH_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * FNV-1a: a stable number per string, so derived fields never change between runs.
 * @param {string} text
 */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * An image path shaped like the service's: 27 characters and .jpg.
 * @param {string} seed
 */
function imagePath(seed) {
  let out = "";
  let h = hash(seed);
  for (let i = 0; i < 27; i += 1) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    out += PATH_ALPHABET[h % PATH_ALPHABET.length];
  }
  return `/${out}.jpg`;
}

/** @param {string} seed */
function imdbId(seed) {
  return `tt${String((hash(`imdb:${seed}`) % 9_000_000) + 100_000).padStart(7, "0")}`;
}

/** @param {string} title @param {number[]} genreIds @param {string} seed */
function overview(title, genreIds, seed) {
  const genre = genreIds.find((id) => OVERVIEWS[id]) ?? 18;
  const choices = OVERVIEWS[genre] ?? [];
  return (choices[hash(seed) % choices.length] ?? "{t}").replaceAll("{t}", title);
}

/**
 * Popularity grows with rating and recency, with a stable jitter per title.
 * @param {number} rating @param {string} date @param {string} seed
 */
function popularity(rating, date, seed) {
  const year = Number(date.slice(0, 4)) || 2000;
  const recency = Math.max(0, year - 1990) * 6;
  const jitter = (hash(`pop:${seed}`) % 4000) / 100;
  return Math.round((rating * 12 + recency + jitter) * 1000) / 1000;
}

/**
 * @param {string} table
 * @returns {string[][]}
 */
function rows(table) {
  return table
    .trim()
    .split("\n")
    .map((line) => line.split("|"));
}

const movies = rows(MOVIES).map(
  ([
    id = "",
    title = "",
    original = "",
    lang = "",
    country = "",
    date = "",
    genres = "",
    rating = "",
    runtime = "",
  ]) => {
    const genreIds = genres.split(",").map(Number);
    const vote = Number(rating);
    return {
      adult: false,
      backdrop_path: imagePath(`backdrop:m${id}`),
      genre_ids: genreIds,
      id: Number(id),
      original_language: lang,
      original_title: original,
      overview: overview(title, genreIds, `m${id}`),
      popularity: popularity(vote, date, `m${id}`),
      poster_path: imagePath(`poster:m${id}`),
      release_date: date,
      title,
      video: false,
      vote_average: vote,
      vote_count: 200 + (hash(`votes:m${id}`) % 30000),
      // Detail-only fields; the server leaves them out of list answers.
      runtime: Number(runtime),
      imdb_id: imdbId(`m${id}`),
      production_countries: [{ iso_3166_1: country }],
      status: "Released",
      budget: (hash(`budget:m${id}`) % 200) * 1_000_000,
      revenue: (hash(`revenue:m${id}`) % 900) * 1_000_000,
    };
  },
);

const series = rows(SERIES).map(
  ([
    id = "",
    name = "",
    original = "",
    lang = "",
    country = "",
    date = "",
    genres = "",
    rating = "",
    runtime = "",
    seasons = "",
    perSeason = "",
    status = "",
    network = "",
  ]) => {
    const genreIds = genres.split(",").map(Number);
    const vote = Number(rating);
    const seasonCount = Number(seasons);
    const firstYear = Number(date.slice(0, 4));
    return {
      adult: false,
      backdrop_path: imagePath(`backdrop:t${id}`),
      first_air_date: date,
      genre_ids: genreIds,
      id: Number(id),
      name,
      origin_country: [country],
      original_language: lang,
      original_name: original,
      overview: overview(name, genreIds, `t${id}`),
      popularity: popularity(vote, date, `t${id}`),
      poster_path: imagePath(`poster:t${id}`),
      vote_average: vote,
      vote_count: 100 + (hash(`votes:t${id}`) % 20000),
      // Detail-only fields.
      episode_run_time: [Number(runtime)],
      status,
      in_production: status === "Returning Series",
      number_of_seasons: seasonCount,
      number_of_episodes: seasonCount * Number(perSeason),
      episodes_per_season: Number(perSeason),
      last_air_date: `${Math.min(firstYear + seasonCount - 1, 2025)}${date.slice(4)}`,
      networks: [{ id: hash(`network:${network}`) % 5000, name: network }],
      imdb_id: imdbId(`t${id}`),
    };
  },
);

const people = rows(PEOPLE).map(
  ([id = "", name = "", department = "", gender = "", knownFor = ""]) => ({
    adult: false,
    gender: Number(gender),
    id: Number(id),
    known_for_department: department,
    media_type: "person",
    name,
    original_name: name,
    popularity: 20 + (hash(`pop:p${id}`) % 8000) / 100,
    profile_path: imagePath(`profile:p${id}`),
    known_for: knownFor.split(","),
  }),
);

/** @type {Array<[string, Array<{ id: number }>]>} */
const ALL = [
  ["movie", movies],
  ["tv", series],
  ["person", people],
];
const seen = new Set();
for (const [kind, list] of ALL) {
  for (const item of list) {
    const key = `${kind}:${item.id}`;
    if (seen.has(key)) throw new Error(`duplicate ${key}`);
    seen.add(key);
  }
}

await mkdir(RECORDS_DIR, { recursive: true });
/** @param {string} name @param {unknown} value */
const write = (name, value) =>
  writeFile(path.join(RECORDS_DIR, name), `${JSON.stringify(value, null, 2)}\n`);
await write("movies.json", movies);
await write("tv.json", series);
await write("people.json", people);
await write("genres.json", { movie: MOVIE_GENRES, tv: TV_GENRES });
console.log(`wrote ${movies.length} films, ${series.length} series, ${people.length} people`);
