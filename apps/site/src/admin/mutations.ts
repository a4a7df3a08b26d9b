import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Movie, MovieFlags, MoviePage } from "@sinema/api";
import { isUnauthorized, RESTORE_MESSAGES, restoreFailureMessage } from "@sinema/api/admin";
import { api } from "../api";
import { useNotify } from "../feedback/Notifier";
import { afterCatalogueChange } from "./queries";
import { useAdminSession } from "./session";
import { ADMIN_TEXT } from "./text";

/** Every cached page of the catalogue list (whatever its filters). */
const LIST_KEY = ["catalog", "movies"] as const;

/**
 * Issue 16's quick actions: a status flag changed from the table. The row
 * shows the change at once; a refusal puts it back and says so.
 */
export function useFlagMutation() {
  const queryClient = useQueryClient();
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ film, flags }: { film: Movie; flags: MovieFlags }) =>
      api.catalog.patchMovie(film._id, flags, token),
    onMutate: async ({ film, flags }) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const before = queryClient.getQueriesData<MoviePage>({ queryKey: LIST_KEY });
      queryClient.setQueriesData<MoviePage>({ queryKey: LIST_KEY }, (page) =>
        page
          ? {
              ...page,
              movies: page.movies.map((row) => (row._id === film._id ? { ...row, ...flags } : row)),
            }
          : page,
      );
      return { before };
    },
    onError: (error, { film }, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      console.error("Changing the title's flags failed", error);
      notify(ADMIN_TEXT.flagFailed(film.title), "error");
    },
    onSettled: () => afterCatalogueChange(),
  });
}

/** Deleting one title (after its confirmation). */
export function useDeleteMutation() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  return useMutation({
    mutationFn: (film: Movie) => api.catalog.deleteMovie(film._id, token),
    onSuccess: (_, film) => notify(ADMIN_TEXT.filmDeleted(film.title), "success"),
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      console.error("Deleting the title failed", error);
      notify(ADMIN_TEXT.deleteFailed, "error");
    },
    onSettled: () => afterCatalogueChange(),
  });
}

export type BulkAction = { action: "delete" } | { action: "update"; changes: MovieFlags };

/** Several selected titles changed or deleted in one request (after one confirmation). */
export function useBulkMutation() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ ids, bulk }: { ids: string[]; bulk: BulkAction }) =>
      api.catalog.bulkMovies({ ids, ...bulk }, token),
    onSuccess: (result, { bulk }) =>
      notify(
        bulk.action === "delete"
          ? ADMIN_TEXT.bulkDeleted(result.done)
          : ADMIN_TEXT.bulkUpdated(result.done),
        "success",
      ),
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      console.error("The bulk change failed", error);
      notify(ADMIN_TEXT.bulkFailed, "error");
    },
    onSettled: () => afterCatalogueChange(),
  });
}

/** Issue 16: a deleted title brought back from the audit trail ('Geri Al'). */
export function useRestoreMutation() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  return useMutation({
    // `entryId` names the audit entry whose 'Geri Al' was pressed (its button shows the wait).
    mutationFn: ({ movieId }: { movieId: string; entryId: string }) =>
      api.catalog.restoreMovie(movieId, token),
    onSuccess: (film) => notify(RESTORE_MESSAGES.restored(film.title), "success"),
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      console.error("Restoring the title failed", error);
      notify(restoreFailureMessage(error), "error");
    },
    onSettled: () => afterCatalogueChange(),
  });
}
