import { useMemo } from "react";
import type { Movie } from "@sinema/api";
import {
  filmDurationText,
  filmGenresText,
  filmStatusOf,
  filmTypeText,
  filmYearText,
} from "@sinema/api/admin";
import { Checkbox, ContentStatusBadge, Poster, type DataTableColumn } from "@sinema/ui";
import { useFlagMutation } from "../mutations";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/** The columns that only show the title: they never change. */
const baseColumns: DataTableColumn<Movie>[] = [
  {
    id: "poster",
    header: "Afiş",
    render: (film) => <Poster src={film.poster} alt="" className={styles.thumb} />,
  },
  {
    id: "title",
    header: "Başlık",
    render: (film) => (
      <>
        <span className={styles.filmTitle}>{film.title}</span>
        {film.originalTitle && film.originalTitle !== film.title ? (
          <span className={styles.subText}>{film.originalTitle}</span>
        ) : null}
      </>
    ),
    wrap: true,
  },
  { id: "genres", header: "Türler", render: filmGenresText },
  { id: "year", header: "Yıl", render: filmYearText, align: "end" },
  { id: "duration", header: "Süre", render: filmDurationText, align: "end" },
  { id: "type", header: "Tür", render: filmTypeText },
  {
    id: "status",
    header: "Durum",
    render: (film) => <ContentStatusBadge status={filmStatusOf(film)} />,
  },
];

/**
 * The film table's columns: a box to pick the row for a bulk action, the
 * title's own columns, and issue 16's quick flags (Aktif, Öne Çıkan, Trend),
 * each saved as soon as it is ticked.
 */
export function useFilmColumns(
  selected: ReadonlySet<string>,
  onToggle: (id: string, on: boolean) => void,
): DataTableColumn<Movie>[] {
  const flags = useFlagMutation();
  return useMemo<DataTableColumn<Movie>[]>(() => {
    const flagBox = (
      film: Movie,
      label: string,
      checked: boolean,
      change: (on: boolean) => Parameters<typeof flags.mutate>[0]["flags"],
    ) => (
      <Checkbox
        label={`${label}: ${film.title}`}
        hideLabel
        checked={checked}
        onChange={(on) => flags.mutate({ film, flags: change(on) })}
      />
    );
    return [
      {
        id: "select",
        header: "Seç",
        render: (film) => (
          <Checkbox
            label={ADMIN_TEXT.selectRow(film.title)}
            hideLabel
            checked={selected.has(film._id)}
            onChange={(on) => onToggle(film._id, on)}
          />
        ),
      },
      ...baseColumns,
      {
        id: "active",
        header: "Aktif",
        render: (film) =>
          flagBox(film, "Aktif", film.status === "active", (on) => ({
            status: on ? "active" : "passive",
          })),
      },
      {
        id: "featured",
        header: "Öne Çıkan",
        render: (film) => flagBox(film, "Öne Çıkan", film.featured, (on) => ({ featured: on })),
      },
      {
        id: "trending",
        header: "Trend",
        render: (film) => flagBox(film, "Trend", film.trending, (on) => ({ trending: on })),
      },
    ];
    // `flags.mutate` and `onToggle` are stable; the table redraws when the selection changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);
}
