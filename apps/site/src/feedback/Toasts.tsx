import { Toast, ToastProvider, type ToastAction } from "@sinema/ui";

export type Tone = "info" | "success" | "error";

/** What a notice may carry beyond its text: a button, and a longer stay to press it. */
export interface NoticeOptions {
  action?: ToastAction;
  /** Milliseconds on screen; the toast's default otherwise. */
  duration?: number;
}

export interface Notice extends NoticeOptions {
  id: number;
  title: string;
  tone: Tone;
}

/** The notices on screen; each closes by itself or when dismissed. */
export default function Toasts({
  notices,
  onDismiss,
}: {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
}) {
  return (
    <ToastProvider>
      {notices.map((notice) => (
        <Toast
          key={notice.id}
          open
          title={notice.title}
          tone={notice.tone}
          action={notice.action}
          duration={notice.duration}
          onOpenChange={(open) => {
            if (!open) onDismiss(notice.id);
          }}
        />
      ))}
    </ToastProvider>
  );
}
