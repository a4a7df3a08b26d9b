import { FILM_GENRES, FILM_SORTS, type FilmListState } from "@sinema/api/admin";
import { Select } from "@sinema/ui";
import * as styles from "../admin.css";

const ALL = { value: "", label: "Tümü" } as const;
const TYPE_FILTER = [ALL, { value: "movie", label: "Film" }, { value: "series", label: "Dizi" }];
const STATUS_FILTER = [
  ALL,
  { value: "active", label: "Aktif" },
  { value: "passive", label: "Pasif" },
];
const GENRE_FILTER = [ALL, ...FILM_GENRES.map((genre) => ({ value: genre, label: genre }))];

export interface FilmFiltersProps {
  state: FilmListState;
  /** Writes the change into the address (see useAddressListState). */
  onChange: (change: Partial<FilmListState>) => void;
}

/** The film list's filters and sort: type, status, genre, and sort with its order. */
export function FilmFilters({ state, onChange }: FilmFiltersProps) {
  return (
    <div className={styles.filters}>
      <Select
        label="İçerik Türü"
        value={state.type ?? ""}
        options={TYPE_FILTER}
        onChange={(value) =>
          onChange({ type: value === "movie" || value === "series" ? value : undefined })
        }
      />
      <Select
        label="Durum"
        value={state.status ?? ""}
        options={STATUS_FILTER}
        onChange={(value) =>
          onChange({
            status: value === "active" || value === "passive" ? value : undefined,
          })
        }
      />
      <Select
        label="Türler"
        value={state.genre ?? ""}
        options={GENRE_FILTER}
        onChange={(value) => onChange({ genre: value || undefined })}
      />
      <Select
        label="Sıralama"
        value={`${state.sort}-${state.order}`}
        options={FILM_SORTS}
        onChange={(value) => {
          const chosen = FILM_SORTS.find((sort) => sort.value === value)?.value;
          if (!chosen) return;
          const [sort, order] = chosen.split("-") as [
            FilmListState["sort"],
            FilmListState["order"],
          ];
          onChange({ sort, order });
        }}
      />
    </div>
  );
}
