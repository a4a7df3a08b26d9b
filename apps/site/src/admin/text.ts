/**
 * Admin screen texts. SPEC.md §2 and §8 strings are exact (written without
 * Turkish letters on purpose); the others are this project's.
 */
export const ADMIN_TEXT = {
  filmSearch: "Film ara...",
  filmSearchLabel: "Film ara",
  filmsLoading: "Film verileri yukleniyor...",
  filmsError: "Film verileri yuklenirken hata olustu",
  deleteFailed: "Film silinirken hata olustu",
  filmsEmpty: "Aramanıza uygun içerik bulunamadı.",
  refresh: "Yenile",
  addFilm: "Film Ekle",
  /** Issue 33. */
  tmdbImport: "TMDB'den Ekle",
  /** Issue 33 item 4. */
  tmdbBulk: "Toplu İçe Aktar",
  editFilm: "Filmi Düzenle",
  filmDeleted: (title: string) => `"${title}" silindi.`,
  filmSaved: (title: string) => `"${title}" kaydedildi.`,
  flagFailed: (title: string) => `"${title}" güncellenemedi, değişiklik geri alındı.`,
  selectRow: (title: string) => `Seç: ${title}`,
  selectPage: "Sayfadakilerin tümünü seç",
  selected: (count: number) => `${count} içerik seçildi`,
  bulkActivate: "Aktif Yap",
  bulkDeactivate: "Pasif Yap",
  bulkDelete: "Seçilenleri Sil",
  bulkClear: "Seçimi Temizle",
  bulkDeleteConfirm: (count: number) => `${count} içerik silinsin mi?`,
  bulkStatusConfirm: (count: number, status: "Aktif" | "Pasif") =>
    `${count} içerik ${status} yapılsın mı?`,
  bulkDeleted: (count: number) => `${count} içerik silindi.`,
  /** Issue 31 item 11: a delete's toast takes it back; screen readers hear the longer text. */
  undo: "Geri Al",
  undoDelete: (title: string) => `Silinen "${title}" içeriğini geri al`,
  undoBulkDelete: (count: number) => `Silinen ${count} içeriği geri al`,
  bulkUpdated: (count: number) => `${count} içerik güncellendi.`,
  bulkFailed: "Toplu işlem yapılamadı",
  adSearch: "Reklam ara...",
  adSearchLabel: "Reklam ara (ad veya yerleşim)",
  addAd: "Reklam Ekle",
  userSearch: "Kullanıcı ara...",
  userSearchLabel: "Kullanıcı ara (ad veya e-posta)",
  addUser: "Kullanıcı Ekle",
  /** SPEC.md §2: these buttons have no behaviour yet; they say so instead of doing nothing. */
  notYet: "Yakında eklenecek...",
  recentFilms: "Son Eklenen Filmler",
  /** Issue 16: the dashboard's newest audit entries. */
  recentActions: "Son İşlemler",
  allActions: "Tümünü Gör",
  /** Issue 16: the audit page. */
  audit: "İşlem Geçmişi",
  auditSearch: "Başlık ara...",
  auditSearchLabel: "İçerik adına göre ara",
  auditAction: "İşlem",
  auditFrom: "Başlangıç",
  auditTo: "Bitiş",
  auditClear: "Filtreleri Temizle",
  auditEmpty: "Henüz kayıtlı bir işlem yok.",
  auditNoMatch: "Filtrelere uygun işlem bulunamadı.",
  resultCount: (shown: number, total: number) =>
    shown === total ? `${total} kayıt` : `${shown} / ${total} kayıt`,
} as const;
