import { useMemo, useState } from "react";
import { filterUsers, initialsOf, USER_SAMPLES, type UserSample } from "@sinema/api/admin";
import {
  Button,
  DataTable,
  formatCount,
  formatShortDate,
  formatShortDateTime,
  RoleBadge,
  UserStatusBadge,
  type DataTableColumn,
} from "@sinema/ui";
import { useNotify } from "../../feedback/Notifier";
import { AdminTitle } from "../AdminTitle";
import { SearchBox } from "../SearchBox";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/** SPEC.md §2: user (initials avatar, name, email), role, status, join date, last login, films watched. */
const columns: DataTableColumn<UserSample>[] = [
  {
    id: "user",
    header: "Kullanıcı",
    render: (user) => (
      <span className={styles.userCell}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span>
          <span className={styles.filmTitle}>{user.name}</span>
          <span className={styles.subText}>{user.email}</span>
        </span>
      </span>
    ),
  },
  { id: "role", header: "Rol", render: (user) => <RoleBadge userRole={user.role} /> },
  { id: "status", header: "Durum", render: (user) => <UserStatusBadge status={user.status} /> },
  {
    id: "joined",
    header: "Katılım",
    render: (user) => formatShortDate(user.joinDate),
  },
  {
    id: "lastLogin",
    header: "Son Giriş",
    render: (user) => formatShortDateTime(user.lastLogin),
  },
  {
    id: "watched",
    header: "İzlenen Film",
    render: (user) => formatCount(user.moviesWatched),
    align: "end",
  },
];

/** SPEC.md §2 user management: the sample list, searchable by name or email. */
export function Component() {
  const notify = useNotify();
  const [term, setTerm] = useState("");
  const shown = useMemo(() => filterUsers(USER_SAMPLES, term), [term]);
  // SPEC.md §2: the buttons have no behaviour yet.
  const notYet = () => notify(ADMIN_TEXT.notYet);
  return (
    <div className={styles.stack}>
      <AdminTitle section="Kullanıcı Yönetimi" />
      <section className={styles.section} aria-label="Kullanıcılar">
        <div className={styles.toolbar}>
          <SearchBox
            label={ADMIN_TEXT.userSearchLabel}
            placeholder={ADMIN_TEXT.userSearch}
            value={term}
            onChange={setTerm}
          />
          <div className={styles.toolbarActions}>
            <Button onClick={notYet}>{ADMIN_TEXT.addUser}</Button>
          </div>
        </div>
        <p className={styles.resultCount} aria-live="polite">
          {ADMIN_TEXT.resultCount(shown.length, USER_SAMPLES.length)}
        </p>
        <DataTable
          caption="Kullanıcılar"
          columns={columns}
          density="compact"
          rows={shown}
          getRowId={(user) => user.id}
          status="ready"
          emptyText="Aramanıza uygun kullanıcı bulunamadı."
          rowActions={{
            getLabel: (user) => user.name,
            onView: notYet,
            onEdit: notYet,
            onDelete: notYet,
          }}
        />
      </section>
    </div>
  );
}
