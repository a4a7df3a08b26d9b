import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Movie, MovieFlags, MoviePage } from "@sinema/api";
import {
  isUnauthorized,
  restoredMessage,
  restoreFailureMessage,
  UNDO_DELETE_MS,
} from "@sinema/api/admin";
import { api } from "../api";
import { useNotify } from "../feedback/Notifier";
import type { NoticeOptions } from "../feedback/Toasts";
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

/**
 * Issue 31 item 11: a delete's toast stays 30 s and offers 'Geri Al', the
 * audit trail's own restore, for the titles it deleted.
 */
function useUndoDelete() {
  const restore = useRestoreMutation();
  return (movieIds: readonly string[], altText: string): NoticeOptions => ({
    duration: UNDO_DELETE_MS,
    action: {
      label: ADMIN_TEXT.undo,
      altText,
      onAction: () => restore.mutate({ movieIds }),
    },
  });
}

/** Deleting one title (after its confirmation). */
export function useDeleteMutation() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  const undo = useUndoDelete();
  return useMutation({
    mutationFn: (film: Movie) => api.catalog.deleteMovie(film._id, token),
    onSuccess: (_, film) =>
      notify(
        ADMIN_TEXT.filmDeleted(film.title),
        "success",
        undo([film._id], ADMIN_TEXT.undoDelete(film.title)),
      ),
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
  const undo = useUndoDelete();
  return useMutation({
    mutationFn: ({ ids, bulk }: { ids: string[]; bulk: BulkAction }) =>
      api.catalog.bulkMovies({ ids, ...bulk }, token),
    onSuccess: (result, { ids, bulk }) => {
      if (bulk.action === "update") {
        notify(ADMIN_TEXT.bulkUpdated(result.done), "success");
        return;
      }
      // Ids the server no longer had were not deleted by this request: nothing to take back.
      const deleted = ids.filter((id) => !result.missing.includes(id));
      notify(
        ADMIN_TEXT.bulkDeleted(result.done),
        "success",
        deleted.length > 0 ? undo(deleted, ADMIN_TEXT.undoBulkDelete(deleted.length)) : {},
      );
    },
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

/**
 * Issue 16: deleted titles brought back, the audit trail's 'Geri Al' (one
 * title) and a delete's toast (issue 31 item 11: every title it deleted).
 */
export function useRestoreMutation() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  return useMutation({
    // `entryId` names the audit entry whose 'Geri Al' was pressed (its button shows the wait).
    mutationFn: async ({ movieIds }: { movieIds: readonly string[]; entryId?: string }) => {
      const restored: Movie[] = [];
      const failures: unknown[] = [];
      // One at a time: a bulk delete may hold hundreds of titles, and each
      // call's time-out starts when it is made, not when the browser sends it.
      for (const id of movieIds) {
        try {
          restored.push(await api.catalog.restoreMovie(id, token));
        } catch (error) {
          if (isUnauthorized(error)) throw error;
          failures.push(error);
        }
      }
      if (restored.length === 0) throw failures[0];
      return { restored, failures };
    },
    onSuccess: ({ restored, failures }) => {
      notify(restoredMessage(restored.map((film) => film.title)), "success");
      // Some are back, the rest not: say why (each one's own 'Geri Al' stays on the audit page).
      if (failures.length > 0) notify(restoreFailureMessage(failures[0]), "error");
    },
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
