/**
 * Generated titles for measuring the catalogue at scale (issue 35: 100,000
 * titles): Turkish-looking names from word lists, people from Turkish and
 * international name lists, the seed's genres, films and series. Pure: the
 * same options give the same titles on every machine (a small PRNG, no clock).
 */
import type { Episode, Movie, Season } from "../store/store.ts";
import { EPISODE_TITLES } from "./catalogue.ts";

/** Share of generated titles that are series. */
export const SERIES_SHARE = 0.3;
/** Kept modest: a series document stays the size of the seed's. */
const MAX_SEASONS = 4;
const MIN_EPISODES = 4;
const MAX_EPISODES = 10;
const FIRST_YEAR = 1950;
const LAST_YEAR = 2026;
/** `createdAt` of generated titles falls between these, so the newest pages mix them with the seed's. */
const CREATED_FROM = Date.UTC(2015, 0, 1);
const CREATED_TO = Date.UTC(2025, 0, 1);

/** mulberry32: small, fast, and good enough to spread test data. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  "Kayıp",
  "Son",
  "Kırık",
  "Gizli",
  "Uzak",
  "Sessiz",
  "Kara",
  "Beyaz",
  "Eski",
  "Yalnız",
  "Sonsuz",
  "Yasak",
  "Derin",
  "Soğuk",
  "Sıcak",
  "Büyük",
  "Küçük",
  "Yaralı",
  "Unutulmuş",
  "Kızıl",
  "Mavi",
  "Deli",
  "Çılgın",
  "Tehlikeli",
  "Masum",
  "Vahşi",
  "Karanlık",
  "Altın",
  "Gümüş",
  "Yeni",
];

const NOUNS = [
  "Aşk",
  "Gece",
  "Deniz",
  "Yol",
  "Sır",
  "Rüzgâr",
  "Kader",
  "Yalan",
  "Bahar",
  "Kış",
  "Ateş",
  "Gölge",
  "Şehir",
  "Köprü",
  "Yıldız",
  "Masal",
  "Hayal",
  "Veda",
  "Mektup",
  "Ada",
  "Liman",
  "Kervan",
  "Sokak",
  "Yağmur",
  "Bozkır",
  "Vadi",
  "Konak",
  "Saray",
  "Hançer",
  "Yemin",
  "İntikam",
  "Umut",
  "Rüya",
  "Dağ",
  "Orman",
  "Nehir",
  "Bulut",
  "Kale",
  "Çarşı",
  "Mahalle",
];

/** Second parts: "Kayıp Liman: Dönüş". */
const SUBTITLES = [
  "Dönüş",
  "Başlangıç",
  "Son Perde",
  "Yeni Nesil",
  "Hesaplaşma",
  "Uyanış",
  "İlk Gün",
  "Miras",
  "Sürgün",
  "Yüzleşme",
];

const PLACES = [
  "İstanbul",
  "Ankara",
  "İzmir",
  "Kapadokya",
  "Trabzon",
  "Mardin",
  "Bodrum",
  "Galata",
  "Beyoğlu",
  "Karadeniz",
  "Ege",
  "Anadolu",
];

const EN_ADJECTIVES = [
  "Lost",
  "Last",
  "Broken",
  "Hidden",
  "Silent",
  "Dark",
  "Cold",
  "Wild",
  "Golden",
  "Endless",
  "Forgotten",
  "Crimson",
];
const EN_NOUNS = [
  "Harbor",
  "Night",
  "Road",
  "Secret",
  "Kingdom",
  "River",
  "Promise",
  "Shadow",
  "Letter",
  "Island",
  "Storm",
  "Garden",
];

const TR_FIRST = [
  "Ahmet",
  "Mehmet",
  "Ayşe",
  "Fatma",
  "Zeynep",
  "Elif",
  "Emre",
  "Burak",
  "Cem",
  "Deniz",
  "Ece",
  "Selin",
  "Kerem",
  "Barış",
  "Gökhan",
  "Hülya",
  "Şükrü",
  "Özge",
  "Çağla",
  "İlker",
  "Tuba",
  "Serkan",
  "Nur",
  "Oğuz",
  "Meltem",
  "Tolga",
  "Yasemin",
  "Haluk",
  "Songül",
  "Engin",
];
const TR_LAST = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Yıldırım",
  "Öztürk",
  "Aydın",
  "Özdemir",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
  "Çetin",
  "Koç",
  "Kurt",
  "Özkan",
  "Şimşek",
  "Polat",
  "Erdoğan",
  "Güneş",
  "Akbulut",
  "Karaca",
  "Bilgin",
  "Ünal",
  "Toprak",
  "Ergüven",
  "Sözen",
  "Akın",
];
const INT_FIRST = [
  "James",
  "Maria",
  "John",
  "Emma",
  "Lucas",
  "Sofia",
  "Hans",
  "Ingrid",
  "Pierre",
  "Camille",
  "Luca",
  "Giulia",
  "Javier",
  "Lucía",
  "Kenji",
  "Yuki",
  "Min-jun",
  "Ji-woo",
  "Olga",
  "Dmitri",
];
const INT_LAST = [
  "Smith",
  "Johnson",
  "Brown",
  "Miller",
  "Müller",
  "Schmidt",
  "Dubois",
  "Moreau",
  "Rossi",
  "Bianchi",
  "García",
  "Fernández",
  "Tanaka",
  "Sato",
  "Kim",
  "Park",
  "Ivanova",
  "Petrov",
  "Nielsen",
  "O'Brien",
];

const PLOTS = [
  "yıllar sonra döndüğü kasabada eski bir sırla yüzleşir",
  "ailesini kurtarmak için tehlikeli bir yola çıkar",
  "beklenmedik bir mirasın peşinde kendini bir entrikanın ortasında bulur",
  "kaybolan kardeşini ararken şehrin karanlık yüzünü keşfeder",
  "imkânsız bir aşkın bedelini ödemeye hazırlanır",
  "geçmişte verdiği bir sözün ağırlığını taşır",
  "küçük bir yalanın büyüyerek herkesi sarmasını izler",
  "bir gecede bütün hayatını değiştiren bir kararla sınanır",
];
const HEROES = [
  "Genç bir öğretmen",
  "Emekli bir polis",
  "Hırslı bir gazeteci",
  "İki kardeş",
  "Bir balıkçı ailesi",
  "Yalnız bir ressam",
  "Bir grup arkadaş",
  "Kasabanın doktoru",
];
const FOREIGN_COUNTRIES: readonly (readonly [string, string])[] = [
  ["ABD", "en"],
  ["Birleşik Krallık", "en"],
  ["Fransa", "fr"],
  ["Almanya", "de"],
  ["İtalya", "it"],
  ["İspanya", "es"],
  ["Japonya", "ja"],
  ["Güney Kore", "ko"],
];

export interface ScaleOptions {
  /** How many titles. */
  count: number;
  /** PRNG seed: the same count and seed give the same titles. */
  seed: number;
  /** Part of every id (`m-scale-<tag>-…`): runs with different tags never share an id. */
  tag: string;
  /** Genre names to draw from (the seed's). */
  genres: readonly string[];
  /** Player host for `videoUrl` and episode `streamUrl`s. */
  embedBaseUrl: string;
}

/**
 * `count` generated titles, ~30% series, none sharing an id or an identity
 * (title, type, release date) with another of the same call.
 */
export function* scaleTitles(options: ScaleOptions): Generator<Movie> {
  const random = prng(options.seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const base = options.embedBaseUrl.replace(/\/+$/, "");
  const identities = new Set<string>();
  for (let i = 0; i < options.count; i++) {
    const series = random() < SERIES_SHARE;
    const turkish = random() < 0.6;
    const [country, language] = turkish ? ["Türkiye", "tr"] : pick(FOREIGN_COUNTRIES);
    const year = int(FIRST_YEAR, LAST_YEAR);
    const month = int(1, 12);
    const day = int(1, 28);
    const releaseDate = `${year}-${pad(month)}-${pad(day)}`;
    let title = turkishTitle(random, pick);
    // Another title of this run already has this name, type and date: tell them apart.
    for (let n = 2; identities.has(`${series}|${title}|${releaseDate}`); n++) {
      title = `${title.replace(/ \d+$/, "")} ${n}`;
    }
    identities.add(`${series}|${title}|${releaseDate}`);
    const originalTitle = turkish ? title : `The ${pick(EN_ADJECTIVES)} ${pick(EN_NOUNS)}`;
    const genre = distinct(int(1, 3), () => pick(options.genres));
    const person = () =>
      turkish || random() < 0.2
        ? `${pick(TR_FIRST)} ${pick(TR_LAST)}`
        : `${pick(INT_FIRST)} ${pick(INT_LAST)}`;
    const director = random() < 0.1 ? [person(), person()] : person();
    const cast = distinct(int(3, 5), person);
    const rating =
      Math.round(Math.min(9.6, Math.max(1.5, 6.4 + (random() + random() - 1) * 4)) * 10) / 10;
    const views = Math.floor(100 * Math.pow(20_000, random()));
    const likes = Math.floor(views * (0.01 + random() * 0.11));
    const id = `${series ? "s" : "m"}-scale-${options.tag}-${i.toString(36)}`;
    const createdAt = new Date(
      CREATED_FROM + Math.floor(random() * (CREATED_TO - CREATED_FROM)),
    ).toISOString();
    const duration = series ? int(35, 130) : int(80, 170);
    const playerId = 900_000 + i;
    const movie: Movie = {
      _id: id,
      title,
      originalTitle,
      description: `${pick(HEROES)} ${pick(PLOTS)}. ${pick(PLACES)}'da geçen bir ${
        series ? "dizi" : "film"
      }.`,
      type: series ? "series" : "movie",
      genre,
      category: `${turkish ? "Yerli" : "Yabancı"} ${series ? "Dizi" : "Film"}`,
      releaseDate,
      duration,
      videoUrl: `${base}/v2/embed/${series ? "tv" : "movie"}/${playerId}`,
      poster: `/api/images/poster/${id}.svg`,
      backdrop: `/api/images/backdrop/${id}.svg`,
      director,
      cast,
      country,
      language,
      audio: [language],
      ...(turkish ? {} : { subtitles: ["tr"] }),
      rating,
      views,
      likes,
      comments: int(0, 300),
      ageRating: pick(["7+", "13+", "16+", "18+"]),
      quality: year >= 2015 ? "4K" : year >= 2000 ? "1080p" : "720p",
      featured: random() < 0.005,
      trending: random() < 0.02,
      status: random() < 0.03 ? "passive" : "active",
      createdAt,
      updatedAt: createdAt,
    };
    if (series) {
      movie.seasons = seasons(
        random,
        int,
        title,
        year,
        duration,
        `${base}/v2/embed/tv/${playerId}`,
      );
      movie.totalSeasons = movie.seasons.length;
      movie.airingStatus = year >= 2024 ? "ongoing" : "ended";
    }
    yield movie;
  }
}

function turkishTitle(random: () => number, pick: <T>(list: readonly T[]) => T): string {
  const shape = random();
  if (shape < 0.45) return `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
  if (shape < 0.65) return `${pick(NOUNS)} ve ${pick(NOUNS)}`;
  if (shape < 0.85) return `${pick(ADJECTIVES)} ${pick(NOUNS)}: ${pick(SUBTITLES)}`;
  return `${pick(PLACES)} ${pick(NOUNS)}`;
}

function seasons(
  random: () => number,
  int: (min: number, max: number) => number,
  title: string,
  firstYear: number,
  duration: number,
  stream: string,
): Season[] {
  return Array.from({ length: int(1, MAX_SEASONS) }, (_, s): Season => {
    const episodes = Array.from({ length: int(MIN_EPISODES, MAX_EPISODES) }, (_, e): Episode => ({
      number: e + 1,
      title: EPISODE_TITLES[Math.floor(random() * EPISODE_TITLES.length)]!,
      description: `${title}, ${s + 1}. sezon ${e + 1}. bölüm.`,
      duration,
      airDate: `${Math.min(firstYear + s, LAST_YEAR)}-${pad(1 + (e % 12))}-${pad(1 + e)}`,
      streamUrl: `${stream}/${s + 1}/${e + 1}`,
    }));
    return { number: s + 1, title: `${s + 1}. Sezon`, year: firstYear + s, episodes };
  });
}

function distinct<T>(count: number, draw: () => T): T[] {
  const out = new Set<T>();
  // Bounded: a short list may not hold `count` distinct values.
  for (let tries = 0; out.size < count && tries < count * 10; tries++) out.add(draw());
  return [...out];
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
