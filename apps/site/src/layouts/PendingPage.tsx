import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { PageSkeleton, type PageSkeletonShape } from "@sinema/ui";

/**
 * How long a navigation may take before the content area gives way to the
 * next page's skeleton: quicker ones (cached data) go straight to the page
 * without a flash of grey.
 */
export const SKELETON_DELAY_MS = 200;

const DETAIL_PAGES = /^\/(movie|tv|series|shows)\//;

/** The skeleton that looks like the page at `pathname`. */
export function skeletonShape(pathname: string): PageSkeletonShape {
  return DETAIL_PAGES.test(pathname) ? "detail" : "list";
}

/**
 * True once the navigation named `key` has been pending for `delayMs`; a
 * later navigation (another key) starts its own wait.
 */
function usePendingFor(key: string | null, delayMs: number): boolean {
  const [heldKey, setHeldKey] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setHeldKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return key !== null && heldKey === key;
}

/**
 * The content area of the public layout (issue 17): the page, or, while a
 * navigation to another page waits for its code or data, that page's
 * skeleton, so the header and footer stay and the screen is never empty
 * nor showing the page being left as if nothing happened.
 */
export function PageOrSkeleton({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const showSkeleton = usePendingFor(leaving ? navigation.location.key : null, SKELETON_DELAY_MS);
  if (showSkeleton && navigation.location) {
    return (
      <main id="main" aria-busy="true">
        <PageSkeleton shape={skeletonShape(navigation.location.pathname)} />
      </main>
    );
  }
  return children;
}
