/**
 * The player's own texts (SPEC.md §4 and §8), in a module of their own: the
 * loading screen a title page draws before the player's code (PlayerLoading)
 * reads them without pulling in the overlay and its dialog (issue 34: the
 * JavaScript a film page needs before its controls work).
 */
export const PLAYER_TEXT = {
  loading: "Yükleniyor...",
  error: "Video yüklenirken bir hata oluştu",
  exhausted: "Video oynatılamıyor - tüm kaynaklar denendi",
  nextSource: "Farklı Kaynak Dene",
  reload: "Sayfayı Yenile",
} as const;
