import type { Movie } from "../store/store.ts";

/**
 * The seed catalogue written for this project. Descriptions are original
 * Turkish text; facts (titles, years, genres) may be real.
 */
export const SEED_MOVIES: readonly Movie[] = [
  {
    _id: "m-kis-uykusu",
    title: "Kış Uykusu",
    originalTitle: "Kış Uykusu",
    description:
      "Kapadokya'da bir otel işleten emekli oyuncunun kış boyunca ailesi ve kiracılarıyla yüzleşmesi.",
    type: "movie",
    genre: ["Drama"],
    releaseDate: "2014-06-13",
    duration: 196,
    rating: 8.0,
    views: 15400,
    likes: 2100,
    featured: true,
    trending: false,
    status: "active",
  },
  {
    _id: "m-dune",
    title: "Dune",
    originalTitle: "Dune",
    description:
      "Çöl gezegeninde değerli bir kaynağın kontrolü için soylu bir ailenin oğlunun çıktığı tehlikeli yolculuk.",
    type: "movie",
    genre: ["Bilim Kurgu", "Aksiyon"],
    releaseDate: "2021-10-22",
    duration: 155,
    rating: 8.0,
    views: 48000,
    likes: 7300,
    featured: true,
    trending: true,
    status: "active",
  },
  {
    _id: "s-sahsiyet",
    title: "Şahsiyet",
    originalTitle: "Şahsiyet",
    description:
      "Alzheimer teşhisi konan emekli bir adliye memurunun, unutmadan önce geçmişteki adaletsizliklerin hesabını sorması.",
    type: "series",
    genre: ["Gerilim", "Drama"],
    releaseDate: "2018-03-16",
    duration: 90,
    rating: 8.7,
    views: 32000,
    likes: 5400,
    featured: false,
    trending: true,
    status: "active",
  },
];
