/**
 * SPEC.md §2: "New releases lists ten hard-coded titles." Facts (names,
 * years, genres) may be real; descriptions are written for this project.
 */
export interface SampleTitle {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  rating: number;
  genres: string[];
  overview: string;
  /** As shown on list pages, e.g. '2s 35dk'. */
  duration: string;
}

export const NEW_RELEASES: readonly SampleTitle[] = [
  {
    id: "nr-kurak-gunler",
    title: "Kurak Günler",
    type: "movie",
    year: 2022,
    rating: 7.6,
    genres: ["Drama", "Gerilim"],
    overview:
      "Küçük bir kasabaya atanan genç savcı, kuraklıkla birlikte büyüyen bir sırrın peşine düşer.",
    duration: "2s 9dk",
  },
  {
    id: "nr-bir-zamanlar-anadoluda",
    title: "Bir Zamanlar Anadolu'da",
    type: "movie",
    year: 2011,
    rating: 7.8,
    genres: ["Drama", "Suç"],
    overview: "Bir gece boyunca bozkırda bir cesedi arayan ekibin sessiz ve uzun yolculuğu.",
    duration: "2s 37dk",
  },
  {
    id: "nr-kulup",
    title: "Kulüp",
    type: "tv",
    year: 2021,
    rating: 8.2,
    genres: ["Drama"],
    overview:
      "1950'lerin İstanbul'unda bir gece kulübünde yeni bir hayata başlayan bir kadının hikâyesi.",
    duration: "50dk",
  },
  {
    id: "nr-bergen",
    title: "Bergen",
    type: "movie",
    year: 2022,
    rating: 6.9,
    genres: ["Biyografi", "Drama"],
    overview: "Sesiyle bir kuşağı etkileyen şarkıcının sahnedeki ve sahne dışındaki mücadelesi.",
    duration: "2s 18dk",
  },
  {
    id: "nr-yesilcam",
    title: "Yeşilçam",
    type: "tv",
    year: 2021,
    rating: 7.7,
    genres: ["Drama", "Komedi"],
    overview:
      "Altmışların film stüdyolarında ayakta kalmaya çalışan bir yapımcının iniş çıkışları.",
    duration: "45dk",
  },
  {
    id: "nr-ask-mantik-intikam",
    title: "Aşk Mantık İntikam",
    type: "tv",
    year: 2021,
    rating: 6.8,
    genres: ["Romantik", "Drama"],
    overview: "Yıllar önce terk edildiği adamla iş yerinde karşılaşan bir kadının hesaplaşması.",
    duration: "2s 10dk",
  },
  {
    id: "nr-hara",
    title: "Hara",
    type: "movie",
    year: 2023,
    rating: 6.5,
    genres: ["Aksiyon", "Gerilim"],
    overview: "Bir at çiftliğinde saklanan kaçak, geçmişinin peşini bırakmadığını anlar.",
    duration: "1s 52dk",
  },
  {
    id: "nr-kar-ve-ayi",
    title: "Kar ve Ayı",
    type: "movie",
    year: 2022,
    rating: 6.9,
    genres: ["Drama", "Gizem"],
    overview: "Karlı bir dağ köyüne atanan hemşirenin gelişiyle kaybolan bir adamın izi sürülür.",
    duration: "1s 33dk",
  },
  {
    id: "nr-tozkoparan-iskender",
    title: "Tozkoparan İskender",
    type: "tv",
    year: 2023,
    rating: 6.4,
    genres: ["Aile", "Komedi"],
    overview:
      "Dedektif olmaya heveskâr bir çocuk, mahalledeki küçük gizemleri arkadaşlarıyla çözer.",
    duration: "1s 40dk",
  },
  {
    id: "nr-istanbul-icin-son-cagri",
    title: "İstanbul İçin Son Çağrı",
    type: "movie",
    year: 2023,
    rating: 5.6,
    genres: ["Romantik", "Komedi"],
    overview: "New York'ta kayıp bir bavul yüzünden tanışan iki yabancının tek gecelik macerası.",
    duration: "1s 31dk",
  },
];
