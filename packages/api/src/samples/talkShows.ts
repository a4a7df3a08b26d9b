/**
 * SPEC.md §2: "The talk-show page lists five hard-coded episodes with guest,
 * rating, duration and date. The first is marked NEW." Written for this project.
 */
/** The catalogue series of the talk show (the seed's 'Konuşanlar'): the cards lead to its episodes. */
export const TALK_SHOW_SERIES_ID = "s-konusanlar";

export interface TalkShowEpisode {
  id: string;
  /** Where it is in the series: its card plays this episode (issue 31: the cards led nowhere). */
  season: number;
  episode: number;
  title: string;
  show: string;
  guest: string;
  rating: number;
  /** As shown, e.g. '1s 12dk'. */
  duration: string;
  /** ISO date of broadcast. */
  date: string;
  description: string;
  isNew: boolean;
}

export const TALK_SHOW_EPISODES: readonly TalkShowEpisode[] = [
  {
    id: "konusanlar-s3e12",
    season: 3,
    episode: 12,
    title: "Sezon Finali: Sahnenin Arkası",
    show: "Konuşanlar",
    guest: "Ayşe Yıldız",
    rating: 8.6,
    duration: "1s 12dk",
    date: "2024-05-18",
    description: "Tiyatro sahnesinden sete uzanan kariyeri, kulis hikâyeleri ve izleyici soruları.",
    isNew: true,
  },
  {
    id: "konusanlar-s3e11",
    season: 3,
    episode: 11,
    title: "Gülmek Ciddi İştir",
    show: "Konuşanlar",
    guest: "Mert Kaya",
    rating: 8.2,
    duration: "58dk",
    date: "2024-05-11",
    description:
      "Stand-up dünyasının yükselen ismi, ilk gösterisinin nasıl neredeyse iptal olduğunu anlatıyor.",
    isNew: false,
  },
  {
    id: "konusanlar-s3e10",
    season: 3,
    episode: 10,
    title: "Mutfakta Bir Gece",
    show: "Konuşanlar",
    guest: "Şef Deniz Aras",
    rating: 7.9,
    duration: "1s 4dk",
    date: "2024-05-04",
    description:
      "Ünlü şef stüdyoda canlı yemek yaparken çocukluk lezzetlerini ve ilk restoranını konuşuyor.",
    isNew: false,
  },
  {
    id: "konusanlar-s3e9",
    season: 3,
    episode: 9,
    title: "Notaların İzinde",
    show: "Konuşanlar",
    guest: "Elif Şahin",
    rating: 8.4,
    duration: "1s 7dk",
    date: "2024-04-27",
    description: "Yeni albümünden akustik bir performans ve şarkılarının ortaya çıkış hikâyeleri.",
    isNew: false,
  },
  {
    id: "konusanlar-s3e8",
    season: 3,
    episode: 8,
    title: "Sahada ve Hayatta",
    show: "Konuşanlar",
    guest: "Burak Demir",
    rating: 7.6,
    duration: "55dk",
    date: "2024-04-20",
    description: "Milli sporcu, sakatlıktan dönüşünü ve gençlere verdiği antrenmanları anlatıyor.",
    isNew: false,
  },
];
