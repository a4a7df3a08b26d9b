import * as styles from "./QrCode.css";

export interface QrCodeProps {
  /**
   * The symbol's modules row by row, true for dark, with its quiet zone (the
   * light margin of 4 modules the standard asks for): what a QR encoder's raw
   * output gives, e.g. the `qr` package's `encodeQR(text, "raw", { border: 4 })`.
   */
  modules: ReadonlyArray<ReadonlyArray<boolean>>;
  /** What the code holds, for people who cannot scan it. */
  label: string;
}

/**
 * A QR code drawn from its modules as one SVG path: dark modules on a light
 * ground in any theme (readers expect that), crisp at any size.
 */
export function QrCode({ modules, label }: QrCodeProps) {
  const size = modules.length;
  let path = "";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={styles.code}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className={styles.ground} width={size} height={size} />
      <path className={styles.modules} d={path} />
    </svg>
  );
}
