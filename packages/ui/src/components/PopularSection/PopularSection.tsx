import { useId } from "react";
import * as ToggleGroup from "@radix-ui/react-toggle-group";
import { CardGrid } from "../CardGrid";
import { ContentCard, type ContentCardItem } from "../ContentCard";
import { ContentRow } from "../ContentRow";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import { LinkProvider, type LinkComponent } from "../Link";
import { LoadingState } from "../LoadingState";
import * as styles from "./PopularSection.css";
import { earlyAction } from "../../lib/earlyActions";

export type PopularMediaType = "movie" | "tv";

export const POPULAR_ERROR_MESSAGE = "Popüler içerikler yüklenirken bir hata oluştu";

export interface PopularSectionProps {
  title?: string | undefined;
  /** Films (movie) by default; the toggle asks the caller to switch. */
  mediaType: PopularMediaType;
  onMediaTypeChange: (type: PopularMediaType) => void;
  items: ContentCardItem[];
  status: "loading" | "error" | "ready";
  onRetry?: (() => void) | undefined;
  /** `grid` (default) or a horizontally scrolling row. */
  layout?: "grid" | "row" | undefined;
  seeAllHref?: string | undefined;
  linkComponent?: LinkComponent | undefined;
}

const TOGGLE_LABELS: Record<PopularMediaType, string> = { movie: "Filmler", tv: "Diziler" };

/** Popular films or series with a Filmler/Diziler toggle, as a grid or a row. */
export function PopularSection({
  title = "Popüler İçerikler",
  mediaType,
  onMediaTypeChange,
  items,
  status,
  onRetry,
  layout = "grid",
  seeAllHref,
  linkComponent,
}: PopularSectionProps) {
  const titleId = useId();
  const toggle = (
    <ToggleGroup.Root
      type="single"
      className={styles.toggle}
      value={mediaType}
      aria-label="İçerik türü"
      // Radix lets a pressed item be pressed off; a section always shows one type.
      onValueChange={(value) => value && onMediaTypeChange(value as PopularMediaType)}
    >
      {(Object.keys(TOGGLE_LABELS) as PopularMediaType[]).map((type) => (
        <ToggleGroup.Item
          {...earlyAction("contentType")}
          key={type}
          value={type}
          className={styles.toggleItem}
        >
          {TOGGLE_LABELS[type]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );

  if (layout === "row") {
    return (
      <ContentRow
        title={title}
        seeAllHref={seeAllHref}
        status={status}
        errorMessage={POPULAR_ERROR_MESSAGE}
        onRetry={onRetry}
        actions={toggle}
        linkComponent={linkComponent}
      >
        {items.map((item) => (
          <ContentCard key={item.id} item={item} variant="row" />
        ))}
      </ContentRow>
    );
  }

  return (
    <LinkProvider component={linkComponent}>
      <section className={styles.section} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {toggle}
        </div>
        {status === "loading" ? (
          <LoadingState />
        ) : status === "error" ? (
          <ErrorState message={POPULAR_ERROR_MESSAGE} onRetry={onRetry} />
        ) : items.length === 0 ? (
          <EmptyState message="Henüz içerik bulunmuyor." />
        ) : (
          <CardGrid label={title}>
            {items.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </CardGrid>
        )}
      </section>
    </LinkProvider>
  );
}
