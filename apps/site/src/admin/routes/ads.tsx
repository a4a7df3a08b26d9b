import { useMemo, useState } from "react";
import { AD_SAMPLES, adTypeText, filterAds, type AdSample } from "@sinema/api/admin";
import {
  AdStatusBadge,
  Button,
  DataTable,
  formatCount,
  formatLira,
  formatRate,
  type DataTableColumn,
} from "@sinema/ui";
import { useNotify } from "../../feedback/Notifier";
import { AdminTitle } from "../AdminTitle";
import { SearchBox } from "../SearchBox";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/** SPEC.md §2: name, type, placement, impressions, clicks, CTR, budget, spent and status. */
const columns: DataTableColumn<AdSample>[] = [
  {
    id: "name",
    header: "Reklam Adı",
    render: (ad) => <span className={styles.filmTitle}>{ad.name}</span>,
    wrap: true,
  },
  { id: "type", header: "Tür", render: (ad) => adTypeText(ad.type) },
  { id: "placement", header: "Yerleşim", render: (ad) => ad.placement },
  {
    id: "impressions",
    header: "Gösterim",
    render: (ad) => formatCount(ad.impressions),
    align: "end",
  },
  { id: "clicks", header: "Tıklama", render: (ad) => formatCount(ad.clicks), align: "end" },
  { id: "ctr", header: "CTR", render: (ad) => formatRate(ad.ctr), align: "end" },
  { id: "budget", header: "Bütçe", render: (ad) => formatLira(ad.budget), align: "end" },
  { id: "spent", header: "Harcanan", render: (ad) => formatLira(ad.spent), align: "end" },
  { id: "status", header: "Durum", render: (ad) => <AdStatusBadge status={ad.status} /> },
];

/** SPEC.md §2 ad management: the sample list, searchable by name or placement. */
export function Component() {
  const notify = useNotify();
  const [term, setTerm] = useState("");
  const shown = useMemo(() => filterAds(AD_SAMPLES, term), [term]);
  // SPEC.md §2: add, view, edit and delete have no behaviour yet.
  const notYet = () => notify(ADMIN_TEXT.notYet);
  return (
    <div className={styles.stack}>
      <AdminTitle section="Reklam Yönetimi" />
      <section className={styles.section} aria-label="Reklamlar">
        <div className={styles.toolbar}>
          <SearchBox
            label={ADMIN_TEXT.adSearchLabel}
            placeholder={ADMIN_TEXT.adSearch}
            value={term}
            onChange={setTerm}
          />
          <div className={styles.toolbarActions}>
            <Button onClick={notYet}>{ADMIN_TEXT.addAd}</Button>
          </div>
        </div>
        <p className={styles.resultCount} aria-live="polite">
          {ADMIN_TEXT.resultCount(shown.length, AD_SAMPLES.length)}
        </p>
        <DataTable
          caption="Reklamlar"
          columns={columns}
          density="compact"
          rows={shown}
          getRowId={(ad) => ad.id}
          status="ready"
          emptyText="Aramanıza uygun reklam bulunamadı."
          rowActions={{
            getLabel: (ad) => ad.name,
            onView: notYet,
            onEdit: notYet,
            onDelete: notYet,
          }}
        />
      </section>
    </div>
  );
}
