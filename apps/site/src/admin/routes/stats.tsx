import { ComingSoon } from "@sinema/ui";
import { AdminTitle } from "../AdminTitle";

/** SPEC.md §2: statistics is a 'coming soon' placeholder. */
export function Component() {
  return (
    <>
      <AdminTitle section="İstatistikler" />
      <ComingSoon title="İstatistikler" headingLevel={2} />
    </>
  );
}
