/**
 * A ref callback that keeps the element after it leaves the page. The
 * disclosures drawn until the page is live are replaced by the live controls;
 * a tap just before that opens the element at once but reports it with a
 * queued `toggle` event, which a removed element never delivers to the app: the
 * replacement reads `open` from the element kept here instead (issue 34).
 */
export function keepElement<T extends HTMLElement>(ref: { current: T | null }) {
  return (element: T | null) => {
    if (element) ref.current = element;
  };
}
