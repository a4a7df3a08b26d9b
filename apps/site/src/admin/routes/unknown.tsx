import { EmptyState } from "@sinema/ui";
import { AdminTitle } from "../AdminTitle";

/** An /admin address that is no section: the top bar says 'Admin Panel' (SPEC.md §2). */
export function Component() {
  return (
    <>
      <AdminTitle section="Bölüm bulunamadı" />
      <EmptyState message="Bu bölüm bulunamadı. Menüden bir bölüm seçin." />
    </>
  );
}
