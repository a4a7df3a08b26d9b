import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  LISTEM_SORTS,
  listemItems,
  parseListemSort,
  setInList,
  type ListemSort,
} from "@sinema/api";
import {
  Button,
  CardGrid,
  ConfirmDialog,
  ContentCard,
  EmptyState,
  Link,
  ListToggle,
  LoadingState,
  Select,
} from "@sinema/ui";
import { listemCard } from "../content/cards";
import { PageMeta } from "../seo/PageMeta";
import { ReceiveTransfer, SendTransfer } from "../viewer/DeviceTransfer";
import { useViewer } from "../viewer/ViewerProvider";
import * as pageStyles from "./pages.css";
import * as styles from "./listem.css";

export const LISTEM_TEXT = {
  title: "Listem",
  description: "Listene eklediğin filmler ve diziler; yalnızca bu tarayıcıda saklanır.",
  empty: "Listen boş",
  home: "Ana Sayfaya Dön",
  sort: "Sırala",
  clear: "Geçmişi Temizle",
  clearTitle: "Tüm geçmişin silinsin mi?",
  clearDescription:
    "Listen, izleme ilerlemen, izlendi ve beğeni işaretlerin ile puanların bu tarayıcıdan silinir. Bu işlem geri alınamaz.",
  clearConfirm: "Temizle",
  cleared: "Geçmişin temizlendi.",
  // The list lives in this browser's storage: without script there is nothing to show.
  needsScript: "Listeni görmek için tarayıcında JavaScript'i aç.",
} as const;

const SORT_LABELS: Record<ListemSort, string> = {
  added: "Eklenme tarihi",
  title: "Ada göre (A-Z)",
  rating: "Puana göre",
};

/** The sort is in the address (`?sirala=title`), so a reload or a shared link keeps it. */
const SORT_PARAM = "sirala";

/**
 * '/listem': the viewer's list, from this browser's record. The server renders
 * the page's frame with a loading state; the list fills in once the record is read.
 */
export function Component() {
  const { record, loaded, update, clear } = useViewer();
  const [params, setParams] = useSearchParams();
  const sort = parseListemSort(params.get(SORT_PARAM));
  const [confirming, setConfirming] = useState(false);
  const items = listemItems(record, sort);

  return (
    <main id="main" className={pageStyles.page}>
      <PageMeta
        title={LISTEM_TEXT.title}
        description={LISTEM_TEXT.description}
        canonicalPath="/listem"
      />
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>{LISTEM_TEXT.title}</h1>
        <p className={pageStyles.muted}>{LISTEM_TEXT.description}</p>
      </div>
      <div className={styles.toolbar}>
        <Select
          label={LISTEM_TEXT.sort}
          value={sort}
          options={LISTEM_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === "added") next.delete(SORT_PARAM);
                else next.set(SORT_PARAM, value);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
        <span className={styles.spacer} />
        <div className={styles.actions}>
          <SendTransfer disabled={!loaded} />
          <Button variant="secondary" disabled={!loaded} onClick={() => setConfirming(true)}>
            {LISTEM_TEXT.clear}
          </Button>
        </div>
      </div>
      {!loaded ? (
        <>
          <LoadingState />
          <noscript>
            <p className={pageStyles.muted}>{LISTEM_TEXT.needsScript}</p>
          </noscript>
        </>
      ) : items.length === 0 ? (
        <EmptyState message={LISTEM_TEXT.empty} action={<Link href="/">{LISTEM_TEXT.home}</Link>} />
      ) : (
        <CardGrid label={LISTEM_TEXT.title}>
          {items.map((item) => (
            <div key={item.key} className={styles.item}>
              <ContentCard headingLevel={2} item={listemCard(item)} />
              <ListToggle
                className={styles.toggle}
                pressed
                title={item.meta.title}
                onPressedChange={(pressed) =>
                  update((r, now) => setInList(r, { key: item.key, meta: item.meta }, pressed, now))
                }
              />
            </div>
          ))}
        </CardGrid>
      )}
      <ReceiveTransfer />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={LISTEM_TEXT.clearTitle}
        description={LISTEM_TEXT.clearDescription}
        confirmLabel={LISTEM_TEXT.clearConfirm}
        onConfirm={() => {
          clear();
          setConfirming(false);
        }}
      />
    </main>
  );
}
