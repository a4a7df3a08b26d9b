/** Lucide's heart outline, drawn filled. */
const HEART =
  "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z";

/**
 * '💕' as an inline icon: the emoji draws as an empty box where the system
 * has no colour-emoji font (issue 17). Decorative: the text beside it keeps
 * the emoji for screen readers and copy-paste.
 */
export function TwoHearts({ className }: { className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-icon="two-hearts"
    >
      <path d={HEART} transform="translate(0 6) scale(0.72)" />
      <path d={HEART} transform="translate(11 0) scale(0.55)" />
    </svg>
  );
}
