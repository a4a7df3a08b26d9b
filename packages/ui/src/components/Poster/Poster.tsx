import { useState } from "react";
import { ImageOff } from "lucide-react";
import * as styles from "./Poster.css";

export interface PosterProps {
  src?: string | null | undefined;
  /** Describes the image; usually the title. Empty for a decorative poster next to its title. */
  alt: string;
  /** Fixed shape so the layout does not jump while images load. */
  ratio?: "poster" | "backdrop" | "square" | undefined;
  /**
   * The page's main image (its largest, above the fold): loaded eagerly and
   * first (`fetchpriority="high"`). Everything else waits until near the viewport.
   */
  priority?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A poster or backdrop with a fixed aspect ratio. A missing or broken image
 * shows the placeholder instead (SPEC.md §8).
 */
export function Poster({ src, alt, ratio, priority = false, className }: PosterProps) {
  // Remember which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const frame = styles.frame({ ratio });
  return (
    <span className={className ? `${frame} ${className}` : frame}>
      {broken ? (
        <span
          className={styles.placeholder}
          {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
          data-placeholder=""
        >
          <ImageOff className={styles.placeholderIcon} aria-hidden />
        </span>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          // The main image is painted with the page's first frame: decoded
          // apart ("async"), it missed that frame even when it had arrived
          // before it (Lighthouse, home: image in at 131 ms, first paint at
          // 196 ms, the image painted at 279 ms), and the page's largest paint
          // waited for whatever ran in between.
          decoding={priority ? "sync" : "async"}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
