import {
  ChartColumn,
  Clapperboard,
  History,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Menu,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { Link, type LinkComponent } from "../Link";
import * as styles from "./AdminLayout.css";

export interface AdminSection {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** SPEC.md §2: the admin area's sections, in sidebar order (and issue 16's audit trail). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: "Dashboard", href: "/admin", icon: LayoutDashboard },
  { label: "Film Yönetimi", href: "/admin/movies", icon: Clapperboard },
  { label: "İşlem Geçmişi", href: "/admin/audit", icon: History },
  { label: "Reklam Yönetimi", href: "/admin/ads", icon: Megaphone },
  { label: "Kullanıcı Yönetimi", href: "/admin/users", icon: Users },
  { label: "İstatistikler", href: "/admin/stats", icon: ChartColumn },
];

/** SPEC.md §2: the top bar's title when no section matches. */
export const ADMIN_FALLBACK_TITLE = "Admin Panel";

export const ADMIN_TEXT = {
  brand: "Admin Panel",
  logout: "Çıkış Yap",
  openMenu: "Menüyü aç",
  navLabel: "Yönetim menüsü",
} as const;

const normalize = (path: string) => path.replace(/\/+$/, "") || "/";

/** The section whose address is the current path (trailing slashes ignored), if any. */
export function activeAdminSection(
  currentPath: string,
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): AdminSection | undefined {
  const path = normalize(currentPath);
  return sections.find((section) => normalize(section.href) === path);
}

export interface AdminLayoutProps {
  /** The current location's path; picks the active link and the title. */
  currentPath: string;
  onLogout: () => void;
  children: ReactNode;
  sections?: readonly AdminSection[];
  linkComponent?: LinkComponent | undefined;
}

/**
 * The admin area's frame: a sidebar with its sections and logout, and a
 * top bar with the section title. Under 768 px the sidebar becomes a
 * slide-over (Radix Dialog: overlay, Escape and outside click close it).
 */
export function AdminLayout({
  currentPath,
  onLogout,
  children,
  sections = ADMIN_SECTIONS,
  linkComponent,
}: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeAdminSection(currentPath, sections);
  const nav = (onNavigate?: () => void) => (
    <AdminNav
      sections={sections}
      active={active}
      onLogout={onLogout}
      linkComponent={linkComponent}
      onNavigate={onNavigate}
    />
  );
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>{nav()}</aside>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className={styles.menuButton}
                aria-label={ADMIN_TEXT.openMenu}
              >
                <Menu aria-hidden="true" size="1.25em" />
              </Button>
            </Dialog.Trigger>
            <Dialog.Content
              size="sheet"
              title={ADMIN_TEXT.navLabel}
              hideTitle
              className={styles.sheet}
            >
              {nav(() => setMenuOpen(false))}
            </Dialog.Content>
          </Dialog.Root>
          <h1 className={styles.title}>{active?.label ?? ADMIN_FALLBACK_TITLE}</h1>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}

function AdminNav({
  sections,
  active,
  onLogout,
  linkComponent,
  onNavigate,
}: {
  sections: readonly AdminSection[];
  active: AdminSection | undefined;
  onLogout: () => void;
  linkComponent: LinkComponent | undefined;
  onNavigate: (() => void) | undefined;
}) {
  return (
    <nav className={styles.nav} aria-label={ADMIN_TEXT.navLabel}>
      <p className={styles.brand}>{ADMIN_TEXT.brand}</p>
      <ul className={styles.links}>
        {sections.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Link
              component={linkComponent}
              href={href}
              className={styles.link}
              aria-current={active?.href === href ? "page" : undefined}
              onClick={onNavigate}
            >
              <Icon aria-hidden="true" size="1.2em" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        className={styles.logout}
        icon={<LogOut aria-hidden="true" size="1.2em" />}
        onClick={onLogout}
      >
        {ADMIN_TEXT.logout}
      </Button>
    </nav>
  );
}
