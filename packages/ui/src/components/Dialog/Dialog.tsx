import * as RadixDialog from "@radix-ui/react-dialog";
import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { X } from "lucide-react";
import { Fragment, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import * as styles from "./Dialog.css";

/** Accessible name of the corner close button. */
export const DIALOG_CLOSE_LABEL = "Kapat";

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  "title"
> {
  /** Every dialog is named; `hideTitle` keeps the name for screen readers only. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  /**
   * `sm`/`md`: centred cards; `fullscreen` covers the viewport (the player);
   * `sheet` slides in from the left edge (mobile navigation).
   */
  size?: "sm" | "md" | "fullscreen" | "sheet";
  /** The corner X. Off when the content draws its own close control. */
  showCloseButton?: boolean;
  /**
   * Rendered where it stands instead of in a portal at the end of the body,
   * so a dialog open from the first render is in the server's HTML (the
   * watch page's player). Radix still traps focus and hides the rest.
   */
  inPlace?: boolean;
}

/**
 * Dialog content in its portal, over a dimmed overlay. Focus trapping,
 * Escape, outside click, scroll locking and aria wiring come from Radix.
 */
function Content({
  title,
  description,
  hideTitle = false,
  size = "md",
  showCloseButton = true,
  inPlace = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  // Radix gives focus back only to a Dialog.Trigger; controlled dialogs opened
  // by any button (the player's 'İzle', a table's delete) need the same.
  const openerRef = useRef<HTMLElement | null>(null);
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  const hasHeader = !hideTitle || showCloseButton || description !== undefined;
  const isCard = size === "sm" || size === "md";
  const classes = [styles.content({ size }), isCard ? styles.card : "", className]
    .filter(Boolean)
    .join(" ");
  const Wrapper = inPlace ? Fragment : RadixDialog.Portal;
  return (
    <Wrapper>
      {/* The attribute lets tests click the overlay to check outside-click closing. */}
      <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
      <RadixDialog.Content
        className={classes}
        // Radix warns about a missing description unless told there is none.
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
        {...rest}
        onOpenAutoFocus={(event) => {
          openerRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const opener = openerRef.current;
          if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {hasHeader ? (
          <div className={size === "sheet" && hideTitle ? styles.sheetHeader : styles.header}>
            <div className={styles.headings}>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {description !== undefined ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {showCloseButton ? (
              <RadixDialog.Close className={styles.closeButton} aria-label={DIALOG_CLOSE_LABEL}>
                <X aria-hidden="true" size="1.25em" />
              </RadixDialog.Close>
            ) : null}
          </div>
        ) : (
          <VisuallyHidden>{titleNode}</VisuallyHidden>
        )}
        {children}
      </RadixDialog.Content>
    </Wrapper>
  );
}

/**
 * The library's one dialog, exposed in parts the macaw-ui way:
 * `<Dialog.Root><Dialog.Trigger/><Dialog.Content title=…><Dialog.Close/></Dialog.Content></Dialog.Root>`.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Close: RadixDialog.Close,
  Title: RadixDialog.Title,
  Description: RadixDialog.Description,
};

export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
