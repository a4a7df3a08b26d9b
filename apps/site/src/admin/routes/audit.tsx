import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import {
  AUDIT_ACTION_FILTER,
  AUDIT_PAGE_SIZES,
  auditEntryView,
  auditListParams,
  auditListSearch,
  auditListStateOf,
  isUnauthorized,
  lastFilmPage,
  type AuditPageSize,
} from "@sinema/api/admin";
import { AuditList, Button, Pager, Select, TextField, type AuditListEntry } from "@sinema/ui";
import { useAddressListState } from "../addressListState";
import { AdminTitle } from "../AdminTitle";
import { useRestoreMutation } from "../mutations";
import { auditQuery } from "../queries";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/**
 * Issue 16: the audit trail, filterable by action, title and days, paged on
 * the server; 'Geri Al' on a delete brings the title back.
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const { state, update, term, setTerm } = useAddressListState(auditListStateOf, auditListSearch);
  const entries = useQuery(auditQuery(token, auditListParams(state)));
  const restore = useRestoreMutation();
  const shown = useMemo(
    () => (entries.data?.entries ?? []).map((entry) => auditEntryView(entry)),
    [entries.data],
  );

  useEffect(() => {
    if (entries.error && isUnauthorized(entries.error)) onUnauthorized();
  }, [entries.error, onUnauthorized]);

  // A page past the end (the filters narrowed, an old link): go to the last one.
  const total = entries.data?.total;
  const pastEnd =
    total !== undefined &&
    !entries.isPlaceholderData &&
    state.page > lastFilmPage(total, state.size);
  useEffect(() => {
    if (pastEnd && total !== undefined) {
      update({ page: lastFilmPage(total, state.size) }, { replace: true });
    }
  });

  const filtered = Boolean(state.action || state.q.trim() || state.from || state.to);
  const stale = entries.isPlaceholderData || term !== state.q;
  const onRestore = (entry: AuditListEntry) => {
    const recorded = entries.data?.entries.find((e) => String(e.id) === entry.id);
    if (recorded) restore.mutate({ movieIds: [recorded.movieId], entryId: entry.id });
  };

  return (
    <div className={styles.stack}>
      <AdminTitle section={ADMIN_TEXT.audit} />
      <section className={styles.section} aria-label={ADMIN_TEXT.audit}>
        <div className={styles.auditFilters} role="search">
          <TextField
            label={ADMIN_TEXT.auditSearchLabel}
            hideLabel
            type="search"
            placeholder={ADMIN_TEXT.auditSearch}
            value={term}
            onChange={setTerm}
            className={styles.searchField}
          />
          <Select
            label={ADMIN_TEXT.auditAction}
            value={state.action ?? ""}
            options={AUDIT_ACTION_FILTER}
            onChange={(value) =>
              update({
                action:
                  AUDIT_ACTION_FILTER.find((option) => option.value === value)?.value || undefined,
              })
            }
          />
          <TextField
            label={ADMIN_TEXT.auditFrom}
            type="date"
            value={state.from}
            onChange={(from) => update({ from })}
          />
          <TextField
            label={ADMIN_TEXT.auditTo}
            type="date"
            value={state.to}
            onChange={(to) => update({ to })}
          />
          {filtered ? (
            <Button
              variant="ghost"

              onClick={() => {
                setTerm("");
                update({ action: undefined, q: "", from: "", to: "" });
              }}
            >
              {ADMIN_TEXT.auditClear}
            </Button>
          ) : null}
        </div>
        <AuditList
          label={ADMIN_TEXT.audit}
          entries={shown}
          status={tableStatus(entries)}
          stale={stale}
          emptyText={filtered ? ADMIN_TEXT.auditNoMatch : ADMIN_TEXT.auditEmpty}
          onRetry={() => void entries.refetch()}
          onRestore={onRestore}
          restoringId={restore.isPending ? restore.variables.entryId : undefined}
        />
        <Pager
          offset={(state.page - 1) * state.size}
          pageSize={state.size}
          total={total}
          pageSizes={AUDIT_PAGE_SIZES}
          disabled={entries.isPlaceholderData}
          onOffsetChange={(offset) => update({ page: offset / state.size + 1 })}
          onPageSizeChange={(size) => update({ size: size as AuditPageSize })}
        />
      </section>
    </div>
  );
}
