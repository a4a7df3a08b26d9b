import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from "react";
import type { Notice, NoticeOptions, Tone } from "./Toasts";

type Notify = (title: string, tone?: Tone, options?: NoticeOptions) => void;

const NotifyContext = createContext<Notify>(() => {});

// Toast code (Radix) loads with the first message, not with every page.
const Toasts = lazy(() => import("./Toasts"));

/**
 * Short messages for the visitor ('Film linki kopyalandı!'), shown as toasts
 * that screen readers announce, instead of blocking alert() dialogs.
 */
export function Notifier({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((title, tone = "info", options = {}) => {
    setNotices((list) => [...list, { ...options, id: Date.now() + Math.random(), title, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notices.length > 0 ? (
        <Suspense fallback={null}>
          <Toasts notices={notices} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
