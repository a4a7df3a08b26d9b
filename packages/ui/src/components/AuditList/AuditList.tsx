import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { Badge } from "../Badge";
import type { BadgeTone } from "../Badge";
import { Button } from "../Button";
import { Spinner } from "../Spinner";
import * as styles from "./AuditList.css";

export type AuditActionKind =
  "create" | "import" | "update" | "refresh" | "status" | "delete" | "restore";

/** What each kind of write is called in the list, and its colour. */
export const AUDIT_ACTION_BADGES = {
  create: { label: "Eklendi", tone: "success" },
  import: { label: "TMDB'den eklendi", tone: "success" },
  update: { label: "Düzenlendi", tone: "info" },
  refresh: { label: "TMDB'den güncellendi", tone: "info" },
  status: { label: "Durum Değişti", tone: "warning" },
  delete: { label: "Silindi", tone: "danger" },
  restore: { label: "Geri Alındı", tone: "success" },
} as const satisfies Record<AuditActionKind, { label: string; tone: BadgeTone }>;

export const AUDIT_LIST_TEXT = {
  loading: "İşlemler yükleniyor...",
  error: "İşlemler yüklenirken bir hata oluştu",
  empty: "Henüz kayıtlı bir işlem yok.",
  retry: "Tekrar Dene",
  restore: "Geri Al",
  bulk: "Toplu",
  before: "Önce:",
  after: "Sonra:",
  by: "Yapan:",
  changedFields: (labels: readonly string[]) => `Değişen: ${labels.join(", ")}`,
} as const;

export interface AuditListChange {
  /** The field's name, e.g. 'Başlık'. */
  label: string;
  /** The value before, in words ('—' when there was none). */
  before: string;
  after: string;
}

/** One recorded write, its values already in words. */
export interface AuditListEntry {
  id: string;
  action: AuditActionKind;
  /** Who wrote: the admin's username. */
  actor: string;
  /** The title's name when it was written. */
  title: string;
  /** Part of a bulk request. */
  bulk: boolean;
  /** When, as the admin reads it ('15.01.2026 13:05'). */
  when: string;
  /** The same moment for machines (ISO 8601). */
  dateTime: string;
  changes: readonly AuditListChange[];
  /** A delete that can still be taken back. */
  restorable: boolean;
}

export interface AuditListProps {
  /** The list's accessible name ('Son İşlemler', 'İşlem Geçmişi'). */
  label: string;
  entries: readonly AuditListEntry[];
  status: "loading" | "error" | "ready";
  onRetry?: (() => void) | undefined;
  /** Offered as 'Geri Al' on each restorable entry; absent, the list only reads. */
  onRestore?: ((entry: AuditListEntry) => void) | undefined;
  /** The entry whose restore is on its way: its button is busy, the others wait. */
  restoringId?: string | undefined;
  /**
   * `compact` (the dashboard) names the changed fields on one line instead of
   * listing each value before and after.
   */
  variant?: "full" | "compact" | undefined;
  /** The entries shown are about to be replaced (new filters or page): announced as busy. */
  stale?: boolean | undefined;
  loadingText?: string | undefined;
  errorText?: string | undefined;
  emptyText?: string | undefined;
}

/**
 * The audit trail (issue 16): who changed which title, when and how, newest
 * first; a delete still kept offers 'Geri Al'. Every state comes from props.
 */
export function AuditList({
  label,
  entries,
  status,
  onRetry,
  onRestore,
  restoringId,
  variant = "full",
  stale = false,
  loadingText = AUDIT_LIST_TEXT.loading,
  errorText = AUDIT_LIST_TEXT.error,
  emptyText = AUDIT_LIST_TEXT.empty,
}: AuditListProps) {
  let body: ReactNode;
  if (status === "loading") {
    body = (
      <div className={styles.message} role="status">
        <Spinner /> {loadingText}
      </div>
    );
  } else if (status === "error") {
    body = (
      <div className={styles.message} role="alert">
        <span className={styles.errorText}>{errorText}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {AUDIT_LIST_TEXT.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (entries.length === 0) {
    body = <p className={styles.message}>{emptyText}</p>;
  } else {
    body = (
      <ol className={stale ? `${styles.list} ${styles.stale}` : styles.list} aria-label={label}>
        {entries.map((entry) => (
          <AuditItem
            key={entry.id}
            entry={entry}
            variant={variant}
            onRestore={onRestore}
            restoring={restoringId === entry.id}
            waiting={restoringId !== undefined && restoringId !== entry.id}
          />
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.root} aria-busy={status === "loading" || stale || undefined}>
      {body}
    </div>
  );
}

function AuditItem({
  entry,
  variant,
  onRestore,
  restoring,
  waiting,
}: {
  entry: AuditListEntry;
  variant: "full" | "compact";
  onRestore: ((entry: AuditListEntry) => void) | undefined;
  restoring: boolean;
  waiting: boolean;
}) {
  const badge = AUDIT_ACTION_BADGES[entry.action];
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {entry.bulk ? <Badge tone="neutral">{AUDIT_LIST_TEXT.bulk}</Badge> : null}
        <span className={styles.title}>{entry.title}</span>
        {entry.restorable && onRestore ? (
          <Button
            size="sm"
            variant="secondary"
            className={styles.restore}
            icon={<RotateCcw aria-hidden size="1em" />}
            loading={restoring}
            disabled={waiting}
            aria-label={`${AUDIT_LIST_TEXT.restore}: ${entry.title}`}
            onClick={() => onRestore(entry)}
          >
            {AUDIT_LIST_TEXT.restore}
          </Button>
        ) : null}
      </div>
      <p className={styles.meta}>
        <span className={visuallyHidden}>{AUDIT_LIST_TEXT.by} </span>
        <span className={styles.actor}>{entry.actor}</span>
        <span aria-hidden> · </span>
        <time dateTime={entry.dateTime}>{entry.when}</time>
      </p>
      {entry.changes.length === 0 ? null : variant === "compact" ? (
        <p className={styles.summary}>
          {AUDIT_LIST_TEXT.changedFields(entry.changes.map((change) => change.label))}
        </p>
      ) : (
        <dl className={styles.changes}>
          {entry.changes.map((change, index) => (
            <div key={`${change.label}-${index}`} className={styles.change}>
              <dt className={styles.field}>{change.label}</dt>
              <dd className={styles.values}>
                <span className={styles.before} title={change.before}>
                  <span className={visuallyHidden}>{AUDIT_LIST_TEXT.before} </span>
                  {change.before}
                </span>
                <span className={styles.arrow} aria-hidden>
                  →
                </span>
                <span className={styles.after} title={change.after}>
                  <span className={visuallyHidden}>{AUDIT_LIST_TEXT.after} </span>
                  {change.after}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
