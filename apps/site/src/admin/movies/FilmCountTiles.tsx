import type { MovieCounts } from "@sinema/api";
import { StatTiles } from "@sinema/ui";

/** The catalogue's totals, counted by the server (issue 16); '…' while loading, '—' when it failed. */
export function FilmCountTiles({
  counts,
  failed,
}: {
  counts: MovieCounts | undefined;
  failed: boolean;
}) {
  const figure = (value: number | undefined) => value ?? (failed ? "—" : "…");
  return (
    <StatTiles
      tiles={[
        { label: "Toplam İçerik", value: figure(counts?.total) },
        { label: "Filmler", value: figure(counts?.movies) },
        { label: "Diziler", value: figure(counts?.series) },
        { label: "Aktif", value: figure(counts?.active) },
        { label: "Öne Çıkan", value: figure(counts?.featured) },
        { label: "Trend", value: figure(counts?.trending) },
      ]}
    />
  );
}
