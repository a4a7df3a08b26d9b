import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Toast, ToastProvider } from "@sinema/ui";

type Tone = "info" | "success" | "error";

interface Notice {
  id: number;
  title: string;
  tone: Tone;
}

type Notify = (title: string, tone?: Tone) => void;

const NotifyContext = createContext<Notify>(() => {});

/**
 * Short messages for the visitor ('Film linki kopyalandı!'), shown as toasts
 * that screen readers announce, instead of blocking alert() dialogs.
 */
export function Notifier({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((title, tone = "info") => {
    setNotices((list) => [...list, { id: Date.now() + Math.random(), title, tone }]);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      <ToastProvider>
        {children}
        {notices.map((notice) => (
          <Toast
            key={notice.id}
            open
            title={notice.title}
            tone={notice.tone}
            onOpenChange={(open) => {
              if (!open) setNotices((list) => list.filter((n) => n.id !== notice.id));
            }}
          />
        ))}
      </ToastProvider>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
