/** Sample admin rows for stories (SPEC.md §2: the film management table). */
export interface SampleFilm {
  id: string;
  title: string;
  genres: string[];
  year: string;
  duration: string;
  type: "Film" | "Dizi";
  status: "Aktif" | "Pasif";
}

const TITLES = [
  "Esaretin Bedeli",
  "Kuruluş Osman",
  "Babam ve Oğlum",
  "Ayla",
  "Muhteşem Yüzyıl",
  "Eşkıya",
  "Diriliş Ertuğrul",
  "Kış Uykusu",
];
const GENRES = [["Drama"], ["Aksiyon", "Tarih"], ["Drama", "Aile"], ["Savaş", "Dram"], ["Tarih"]];

export function sampleFilms(count: number): SampleFilm[] {
  return Array.from({ length: count }, (_, i) => {
    const minutes = 90 + ((i * 17) % 80);
    return {
      id: `f${i + 1}`,
      title:
        TITLES[i % TITLES.length] +
        (i >= TITLES.length ? ` ${Math.floor(i / TITLES.length) + 1}` : ""),
      genres: GENRES[i % GENRES.length] ?? [],
      year: String(1994 + ((i * 3) % 30)),
      duration: `${Math.floor(minutes / 60)}s ${minutes % 60}dk`,
      type: i % 3 === 1 ? "Dizi" : "Film",
      status: i % 4 === 3 ? "Pasif" : "Aktif",
    };
  });
}
