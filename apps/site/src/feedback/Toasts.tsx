import { Toast, ToastProvider } from "@sinema/ui";

export type Tone = "info" | "success" | "error";

export interface Notice {
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
          onOpenChange={(open) => {
            if (!open) onDismiss(notice.id);
          }}
        />
      ))}
    </ToastProvider>
  );
}
