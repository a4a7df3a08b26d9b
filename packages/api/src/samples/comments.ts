/**
 * SPEC.md §3 "Comment (local only)": the sample comments a detail page shows.
 * New comments are not sent anywhere (SPEC.md §5).
 */
export interface SampleComment {
  id: string;
  user: string;
  initials: string;
  /** 0-10; 0 when the commenter did not rate. */
  rating: number;
  date: string;
  text: string;
  likes: number;
  dislikes: number;
}

export const SAMPLE_COMMENTS: readonly SampleComment[] = [
  {
    id: "c1",
    user: "Zeynep Aydın",
    initials: "ZA",
    rating: 9,
    date: "2 gün önce",
    text: "Görüntü yönetimi ve müzikler harikaydı, ikinci kez izlerken bile sıkılmadım.",
    likes: 24,
    dislikes: 1,
  },
  {
    id: "c2",
    user: "Emre Çelik",
    initials: "EÇ",
    rating: 7,
    date: "1 hafta önce",
    text: "Başı biraz yavaş ama son yarım saati her şeye değiyor. Türkçe altyazı da gayet iyi.",
    likes: 11,
    dislikes: 3,
  },
  {
    id: "c3",
    user: "Selin Öztürk",
    initials: "SÖ",
    rating: 0,
    date: "3 hafta önce",
    text: "Ailece izledik, özellikle oyunculuklar çok doğaldı.",
    likes: 6,
    dislikes: 0,
  },
];

/** SPEC.md §5: a comment is ignored when blank after trimming. */
export function isBlankComment(text: string): boolean {
  return text.trim().length === 0;
}
