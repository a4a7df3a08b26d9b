import { useNotify } from "../feedback/Notifier";

/** SPEC.md §2 'Paylaş': the copy fallback's confirmation. */
export const LINK_COPIED = "Film linki kopyalandı!";

/**
 * 'Paylaş': the native share sheet where there is one, else the link is
 * copied and the visitor told so. A dismissed share sheet is not an error.
 */
export function useShare() {
  const notify = useNotify();
  return async (title: string) => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(LINK_COPIED, "success");
    } catch (error) {
      console.error("Copying the link failed", error);
      notify("Bağlantı kopyalanamadı", "error");
    }
  };
}
