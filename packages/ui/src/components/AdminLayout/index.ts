export {
  ADMIN_FALLBACK_TITLE,
  ADMIN_SECTIONS,
  ADMIN_TEXT,
  AdminLayout,
  activeAdminSection,
  type AdminLayoutProps,
  type AdminSection,
} from "./AdminLayout";
