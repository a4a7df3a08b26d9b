/**
 * The viewer's record (packages/api/src/viewer) for every public page.
 *
 * Pages are rendered on the server, where nobody is remembered: the server
 * and the hydrating render both show the empty record (the store's server
 * snapshot), and the browser's own record fills in right after hydration.
 * localStorage is never read on the server, in a loader or while hydrating.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  CONTINUE_HINT_COOKIE,
  continueHintCookie,
  createViewerStore,
  hasContinueHint,
  VIEWER_NOTICE_TEXT,
  VIEWER_SERVER_SNAPSHOT,
  type ViewerChange,
  type ViewerRecord,
  type ViewerStore,
} from "@sinema/api";
import { useNotify } from "../feedback/Notifier";
import { useHydrated } from "../ssr/useHydrated";

export interface ViewerContextValue {
  /** The empty record until the browser's is read (server render, first client render). */
  record: ViewerRecord;
  /** True once the browser's record is in `record`. */
  loaded: boolean;
  /** Applies a pure change (packages/api's rules) to the stored record and saves it (browser only). */
  update: (change: ViewerChange) => void;
  /** 'Geçmişi Temizle'. */
  clear: () => void;
}

const ViewerContext = createContext<ViewerContextValue>({
  record: VIEWER_SERVER_SNAPSHOT,
  loaded: false,
  update: () => {},
  clear: () => {},
});

/** localStorage, or null where it is blocked (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let browserStore: ViewerStore | null = null;

/** One store per page, shared by every component (created on first use, in an effect). */
export function viewerStore(): ViewerStore {
  browserStore ??= createViewerStore({
    storage: browserStorage(),
    events: window,
    onError: (error) => console.warn("Viewer record not saved:", error),
  });
  return browserStore;
}

const subscribe = (listener: () => void) => viewerStore().subscribe(listener);
const browserSnapshot = () => viewerStore().getSnapshot();
const serverSnapshot = () => VIEWER_SERVER_SNAPSHOT;

export function ViewerProvider({ children }: { children: ReactNode }) {
  const notify = useNotify();
  // The server snapshot on the server and while hydrating, the browser's record
  // from the render after (a transition: see useHydrated). Not by
  // useSyncExternalStore's own hand-over: a snapshot that differs from the
  // server's after hydration is rendered again synchronously, with every
  // reader of the record (a film page whole, home's 155 card buttons) in one
  // task in the middle of hydration.
  const loaded = useHydrated();
  const record = useSyncExternalStore(
    subscribe,
    loaded ? browserSnapshot : serverSnapshot,
    serverSnapshot,
  );

  useEffect(() => {
    const store = viewerStore();
    const notice = store.notice();
    if (notice) {
      notify(VIEWER_NOTICE_TEXT[notice], "info");
      store.acknowledgeNotice();
    }
  }, [notify]);

  // The server renders home's 'İzlemeye Devam Et' room for a browser with
  // titles to continue: the hint cookie follows the record.
  useEffect(() => {
    if (!loaded) return;
    const cookie = continueHintCookie(record);
    const wanted = cookie.startsWith(`${CONTINUE_HINT_COOKIE}=1`);
    if (wanted !== hasContinueHint(document.cookie)) document.cookie = cookie;
  }, [record, loaded]);

  const update = useCallback((change: ViewerChange) => {
    viewerStore().update(change);
  }, []);
  const clear = useCallback(() => viewerStore().clear(), []);
  const value = useMemo(() => ({ record, loaded, update, clear }), [record, loaded, update, clear]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerContextValue {
  return useContext(ViewerContext);
}
