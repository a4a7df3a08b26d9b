import type { HTMLAttributes, ReactNode } from "react";
import { badge, type BadgeTone } from "./Badge.css";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone | undefined;
  children: ReactNode;
}

export function Badge({ tone, className, children, ...rest }: BadgeProps) {
  const classes = badge({ tone });
  return (
    <span {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </span>
  );
}

interface Labelled {
  label: string;
  tone: BadgeTone;
}

/** SPEC.md §3: a card's type badge. */
export const TYPE_BADGES = {
  movie: { label: "Film", tone: "solid" },
  tv: { label: "Dizi", tone: "info" },
} as const satisfies Record<string, Labelled>;

/** SPEC.md §4: content status; anything but active reads as passive. */
export const CONTENT_STATUS_BADGES = {
  active: { label: "Aktif", tone: "success" },
  passive: { label: "Pasif", tone: "neutral" },
} as const satisfies Record<string, Labelled>;

/** SPEC.md §4: ad statuses. */
export const AD_STATUS_BADGES = {
  active: { label: "Aktif", tone: "success" },
  paused: { label: "Duraklatildi", tone: "warning" },
  ended: { label: "Bitti", tone: "neutral" },
} as const satisfies Record<string, Labelled>;

/** SPEC.md §4: user statuses. */
export const USER_STATUS_BADGES = {
  active: { label: "Aktif", tone: "success" },
  inactive: { label: "Pasif", tone: "neutral" },
  banned: { label: "Yasakli", tone: "danger" },
} as const satisfies Record<string, Labelled>;

/** SPEC.md §6: roles, each its own colour. */
export const ROLE_BADGES = {
  admin: { label: "Admin", tone: "accent" },
  moderator: { label: "Moderator", tone: "info" },
  user: { label: "Kullanici", tone: "neutral" },
} as const satisfies Record<string, Labelled>;

/** SPEC.md §4: series status; anything but ongoing or ended is pending. */
export const SERIES_STATUS_BADGES = {
  ongoing: { label: "Devam Ediyor", tone: "success" },
  ended: { label: "Tamamlandı", tone: "neutral" },
  pending: { label: "Beklemede", tone: "warning" },
} as const satisfies Record<string, Labelled>;

export type ContentType = keyof typeof TYPE_BADGES;
export type ContentStatus = keyof typeof CONTENT_STATUS_BADGES;
export type AdStatus = keyof typeof AD_STATUS_BADGES;
export type UserStatus = keyof typeof USER_STATUS_BADGES;
export type UserRole = keyof typeof ROLE_BADGES;
export type SeriesStatus = keyof typeof SERIES_STATUS_BADGES;

function fromTable(entry: Labelled, rest: Omit<BadgeProps, "children" | "tone">) {
  return (
    <Badge {...rest} tone={entry.tone}>
      {entry.label}
    </Badge>
  );
}

type TableBadgeProps = Omit<BadgeProps, "children" | "tone">;

export function TypeBadge({ type, ...rest }: TableBadgeProps & { type: ContentType }) {
  return fromTable(TYPE_BADGES[type], rest);
}

export function ContentStatusBadge({
  status,
  ...rest
}: TableBadgeProps & { status: ContentStatus }) {
  return fromTable(CONTENT_STATUS_BADGES[status], rest);
}

export function AdStatusBadge({ status, ...rest }: TableBadgeProps & { status: AdStatus }) {
  return fromTable(AD_STATUS_BADGES[status], rest);
}

export function UserStatusBadge({ status, ...rest }: TableBadgeProps & { status: UserStatus }) {
  return fromTable(USER_STATUS_BADGES[status], rest);
}

export function RoleBadge({ userRole, ...rest }: TableBadgeProps & { userRole: UserRole }) {
  return fromTable(ROLE_BADGES[userRole], rest);
}

export function SeriesStatusBadge({ status, ...rest }: TableBadgeProps & { status: SeriesStatus }) {
  return fromTable(SERIES_STATUS_BADGES[status], rest);
}

/** Marks the newest talk-show episode (SPEC.md §2). */
export function NewBadge(props: TableBadgeProps) {
  return (
    <Badge {...props} tone="solid">
      NEW
    </Badge>
  );
}
