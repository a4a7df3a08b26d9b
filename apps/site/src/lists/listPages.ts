import type { ListKind } from "@sinema/api";
import { LIST_EMPTY_MESSAGES } from "@sinema/ui";

export interface ListPageSpec {
  title: string;
  /** Title when the page is asked with ?type=tv (featured, trending). */
  tvTitle?: string;
  description: string;
  /** SPEC.md §8: the page's own error text. */
  errorMessage: string;
  emptyMessage: string;
  /** Trending is ranked #1, #2, ... (SPEC.md §2). */
  ranked?: boolean;
}

/** Each shared list page's texts (SPEC.md §2 and §8). */
export const LIST_PAGES: Record<ListKind, ListPageSpec> = {
  featured: {
    title: "Öne Çıkanlar",
    tvTitle: "Öne Çıkan Diziler",
    description: "Editörlerimizin ve izleyicilerin en beğendiği öne çıkan filmler ve diziler.",
    errorMessage: "One cikan icerikler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
  },
  trending: {
    title: "Trend",
    tvTitle: "Trend Diziler",
    description: "Bugün en çok izlenen ve konuşulan filmler ve diziler.",
    errorMessage: "Trend icerikler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
    ranked: true,
  },
  "new-movies": {
    title: "Yeni Filmler",
    description: "Vizyona yeni giren ve kataloğa yeni eklenen filmler.",
    errorMessage: "Yeni filmler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.movie,
  },
  "new-series": {
    title: "Yeni Diziler",
    description: "Yayına yeni başlayan ve kataloğa yeni eklenen diziler.",
    errorMessage: "Yeni diziler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.series,
  },
  "new-episodes": {
    title: "Yeni Bölümler",
    description: "Devam eden dizilerin en yeni bölümleri.",
    errorMessage: "Yeni bolumler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.series,
  },
  recommended: {
    title: "Önerilenler",
    description: "Yüksek puanlı, izlemeye değer öneriler.",
    errorMessage: "Onerilen icerik yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.recommended,
  },
  "imdb-high-rated": {
    title: "IMDb Yüksek Puanlı",
    description: "Puanı 7.5 ve üzeri olan filmler ve diziler, en yüksek puanlı önce.",
    errorMessage: "Yuksek puanli icerik yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.highRated,
  },
  "most-commented": {
    title: "En Çok Yorumlananlar",
    description: "İzleyicilerin en çok yorum yaptığı filmler ve diziler.",
    errorMessage: "En cok yorumlanan icerikler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
  },
  "most-liked": {
    title: "En Çok Beğenilenler",
    description: "En çok beğeni alan filmler ve diziler.",
    errorMessage: "En cok begenilen icerikler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
  },
  "most-viewed": {
    title: "En Çok İzlenenler",
    description: "En çok izlenen filmler ve diziler.",
    errorMessage: "En cok izlenen icerikler yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
  },
  "turkish-content": {
    title: "Türk Yapımları",
    description: "Yerli filmler ve diziler: Türk yapımı içerikler bir arada.",
    errorMessage: "Turk icerik yuklenirken bir hata olustu",
    emptyMessage: LIST_EMPTY_MESSAGES.content,
  },
};
