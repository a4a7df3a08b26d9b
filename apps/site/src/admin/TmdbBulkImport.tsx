import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import {
  BULK_CONCURRENCY,
  BULK_COUNTS,
  bulkFailureText,
  bulkFilterErrors,
  bulkGenres,
  bulkSummaryText,
  createBulkImportSteps,
  createTmdbImportClient,
  DEFAULT_BULK_FILTERS,
  defaultBulkChoice,
  isUnauthorized,
  runBulkImport,
  sleepUnlessAborted,
  TMDB_FAILURE_MESSAGES,
  tmdbFailureOf,
  type BulkCandidate,
  type BulkCount,
  type BulkFilters,
  type BulkProgress,
} from "@sinema/api/admin";
import { TmdbBulkDialog, type TmdbBulkFilterValues, type TmdbBulkPhase } from "@sinema/ui";
import { api, runtimeConfigQuery } from "../api";
import { afterCatalogueChange } from "./queries";
import { useAdminSession } from "./session";
import { editHref } from "./TmdbImport";

const catalogBase = import.meta.env.VITE_CATALOG_BASE || undefined;

/**
 * Issue 33 item 4: the bulk import's own client toward the metadata service,
 * gated to BULK_CONCURRENCY requests in flight across every title and season.
 */
const bulkTmdb = createTmdbImportClient({
  baseUrl: catalogBase ? `${catalogBase.replace(/\/+$/, "")}/tmdb` : "/api/tmdb",
  maxConcurrent: BULK_CONCURRENCY,
});

const valuesOf = (filters: BulkFilters): TmdbBulkFilterValues => ({
  ...filters,
  count: String(filters.count),
});

const filtersOf = (values: TmdbBulkFilterValues): BulkFilters => ({
  ...values,
  count: (BULK_COUNTS.find((count) => String(count) === values.count) ??
    DEFAULT_BULK_FILTERS.count) as BulkCount,
});

interface Failure {
  key: string;
  title: string;
  reason: string;
}

export interface TmdbBulkImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Toplu İçe Aktar': list → choose → confirm once → passive drafts added
 * with progress and a summary. Closing the dialog while titles are being
 * added cancels the rest.
 */
export function TmdbBulkImport({ open, onOpenChange }: TmdbBulkImportProps) {
  const { token, onUnauthorized } = useAdminSession();
  const steps = useMemo(
    () => createBulkImportSteps({ tmdb: bulkTmdb, catalog: api.catalog, token }),
    [token],
  );
  const config = useQuery(runtimeConfigQuery);
  const unavailable = config.data?.metadataEnabled === false;
  const [values, setValues] = useState(() => valuesOf(DEFAULT_BULK_FILTERS));
  const [submitted, setSubmitted] = useState<BulkFilters | null>(null);
  const [shownErrors, setShownErrors] = useState(false);
  const filters = filtersOf(values);
  const errors = bulkFilterErrors(filters);

  const list = useQuery({
    queryKey: ["tmdb", "bulk-list", submitted] as const,
    queryFn: () => steps.candidates(submitted!),
    enabled: open && submitted !== null && !unavailable,
    retry: false,
    staleTime: 0,
  });
  const candidates = useMemo(() => list.data ?? [], [list.data]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // A new list chooses every title the catalogue does not have.
  const [chosenFor, setChosenFor] = useState<readonly BulkCandidate[] | undefined>(undefined);
  if (list.data !== chosenFor) {
    setChosenFor(list.data);
    setChosen(defaultBulkChoice(list.data ?? []));
  }

  const [phase, setPhase] = useState<TmdbBulkPhase>("choose");
  const [progress, setProgress] = useState<BulkProgress | undefined>(undefined);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [summary, setSummary] = useState<string | undefined>(undefined);
  const [cancelling, setCancelling] = useState(false);
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    const items = candidates.filter((c) => !c.existingId && chosen.has(c.key));
    const controller = new AbortController();
    running.current = controller;
    setPhase("running");
    setCancelling(false);
    setFailures([]);
    setProgress({ done: 0, total: items.length, added: 0, skipped: 0, failed: 0 });
    const result = await runBulkImport({
      items,
      run: steps.add,
      sleep: sleepUnlessAborted,
      signal: controller.signal,
      onProgress: (now, item, outcome, error) => {
        setProgress(now);
        if (outcome !== "failed") return;
        if (isUnauthorized(error)) {
          // The session ended: no further title can be stored.
          controller.abort();
          onUnauthorized();
          return;
        }
        console.error(`Bulk import of ${item.key} failed`, error);
        setFailures((current) => [
          ...current,
          { key: item.key, title: item.title, reason: bulkFailureText(error) },
        ]);
      },
    });
    running.current = null;
    setProgress(result);
    setSummary(bulkSummaryText(result, controller.signal.aborted));
    setPhase("done");
    void afterCatalogueChange();
  };

  const cancel = () => {
    running.current?.abort();
    setCancelling(true);
  };

  const failed = list.error;
  const failure = failed ? tmdbFailureOf(failed) : undefined;
  const error = unavailable
    ? TMDB_FAILURE_MESSAGES["no-key"]
    : failure
      ? TMDB_FAILURE_MESSAGES[failure]
      : undefined;
  const retryable = failure !== undefined && failure !== "no-key" && failure !== "invalid-key";

  return (
    <TmdbBulkDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && running.current) cancel();
        onOpenChange(next);
      }}
      filters={values}
      onFiltersChange={(next) => {
        // A genre the other type cannot be asked for is dropped.
        const genre = bulkGenres(next.mediaType).includes(next.genre as never) ? next.genre : "";
        setValues({ ...next, genre });
      }}
      genres={bulkGenres(values.mediaType)}
      counts={BULK_COUNTS}
      filterErrors={shownErrors ? errors : undefined}
      onList={() => {
        setShownErrors(true);
        if (Object.keys(errors).length > 0) return;
        if (JSON.stringify(filters) === JSON.stringify(submitted)) void list.refetch();
        else setSubmitted(filters);
      }}
      listStatus={
        submitted === null ? "idle" : list.isFetching ? "loading" : list.isError ? "error" : "ready"
      }
      candidates={candidates.map((candidate) => ({
        key: candidate.key,
        title: candidate.title,
        originalTitle: candidate.originalTitle,
        year: candidate.year,
        mediaType: candidate.mediaType,
        posterUrl: candidate.posterUrl,
        ...(candidate.existingId ? { existingHref: editHref(candidate.existingId) } : {}),
      }))}
      chosen={chosen}
      onChosenChange={(key, on) =>
        setChosen((current) => {
          const next = new Set(current);
          if (on) next.add(key);
          else next.delete(key);
          return next;
        })
      }
      onChooseAll={(on) => setChosen(on ? defaultBulkChoice(candidates) : new Set())}
      phase={phase}
      onAsk={() => setPhase("confirm")}
      onConfirm={() => void start()}
      onBack={() => {
        setPhase("choose");
        if (summary !== undefined) {
          setSummary(undefined);
          // The list again, as the catalogue now is.
          void list.refetch();
        }
      }}
      progress={progress}
      onCancel={cancel}
      cancelling={cancelling}
      summary={summary}
      failures={failures}
      error={error}
      unavailable={unavailable}
      onRetry={retryable ? () => void list.refetch() : undefined}
    />
  );
}
