export {
  AUDIT_ACTION_BADGES,
  AUDIT_LIST_TEXT,
  AuditList,
  type AuditActionKind,
  type AuditListChange,
  type AuditListEntry,
  type AuditListProps,
} from "./AuditList";
