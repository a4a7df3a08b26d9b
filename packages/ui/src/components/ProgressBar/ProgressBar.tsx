import * as styles from "./ProgressBar.css";

/** Default accessible name: how much of the title was watched. */
export const PROGRESS_BAR_LABEL = "İzlenme durumu";

export interface ProgressBarProps {
  /** Share watched, 0 to 1; values outside are clamped, NaN counts as 0. */
  value: number;
  /** The bar's accessible name. */
  label?: string | undefined;
  /** What a screen reader says instead of the bare percentage, e.g. 'Kaldığın yer: 1s 12dk'. */
  valueText?: string | undefined;
  /** `sm` sits on a card's image; `md` stands alone. */
  size?: "sm" | "md" | undefined;
  className?: string | undefined;
}

/** How far the viewer got in a film or an episode. */
export function ProgressBar({
  value,
  label = PROGRESS_BAR_LABEL,
  valueText,
  size = "md",
  className,
}: ProgressBarProps) {
  const percent = Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 100) : 0;
  const track = styles.track({ size });
  return (
    <div
      className={className ? `${track} ${className}` : track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `%${percent}`}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
