import { Button } from "@sinema/ui";
import { SearchBox } from "../SearchBox";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

export interface FilmToolbarProps {
  /** The search text as typed. */
  term: string;
  onTermChange: (term: string) => void;
  /** The list or the counts are being fetched again. */
  refreshing: boolean;
  onRefresh: () => void;
  /** Opens 'TMDB'den Ekle'. */
  onImport: () => void;
  /** Opens the bulk import from TMDB. */
  onBulkImport: () => void;
  /** Opens the empty form. */
  onAdd: () => void;
}

/** The film list's search box and its actions: refresh, the two imports, and add. */
export function FilmToolbar({
  term,
  onTermChange,
  refreshing,
  onRefresh,
  onImport,
  onBulkImport,
  onAdd,
}: FilmToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchBox
        label={ADMIN_TEXT.filmSearchLabel}
        placeholder={ADMIN_TEXT.filmSearch}
        value={term}
        onChange={onTermChange}
      />
      <div className={styles.toolbarActions}>
        <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
          {ADMIN_TEXT.refresh}
        </Button>
        <Button variant="secondary" onClick={onImport}>
          {ADMIN_TEXT.tmdbImport}
        </Button>
        <Button variant="secondary" onClick={onBulkImport}>
          {ADMIN_TEXT.tmdbBulk}
        </Button>
        <Button onClick={onAdd}>{ADMIN_TEXT.addFilm}</Button>
      </div>
    </div>
  );
}
