import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ErrorState } from "@sinema/ui";
import { queryClient } from "../api";
import { ChunkLoadError } from "./lazyRoute";
import { NotFoundPage } from "../routes/notFound";

/** Shown when a page's code could not be downloaded: only a reload can help. */
const CHUNK_ERROR_MESSAGE = "Sayfa yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.";

/**
 * An error boundary for a route, showing that page's SPEC.md §8 text with a
 * 'Tekrar Dene' that refetches (cached answers dropped) and reruns the loader.
 */
export function routeErrorBoundary(message: string) {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    const revalidator = useRevalidator();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
    if (error instanceof ChunkLoadError) {
      return <ErrorState message={CHUNK_ERROR_MESSAGE} onRetry={() => window.location.reload()} />;
    }
    console.error(error);
    return (
      <ErrorState
        message={message}
        onRetry={() => {
          void queryClient.invalidateQueries().then(() => revalidator.revalidate());
        }}
      />
    );
  };
}
