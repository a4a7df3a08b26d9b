import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from "react";
import * as Radix from "@radix-ui/react-dropdown-menu";
import * as styles from "./DropdownMenu.css";

/** SPEC.md §9: the menu closes this long after focus leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

interface CloseTimer {
  /** Focus went elsewhere: close after the delay, and leave focus where it went. */
  focusLeft: () => void;
  /** Focus came back inside: stay open. */
  focusReturned: () => void;
  /** Whether closing should skip returning focus to the trigger; resets the flag. */
  takeFocusLeft: () => boolean;
}

const CloseTimerContext = createContext<CloseTimer | null>(null);

export interface DropdownMenuRootProps {
  children: ReactNode;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Defaults to SPEC.md's 200 ms. */
  closeDelay?: number | undefined;
}

/**
 * Radix's menu in non-modal mode, so focus may leave it; when it does, the
 * menu closes `closeDelay` ms later instead of at once (SPEC.md §2), and
 * coming back in time keeps it open. Escape, arrow keys, typeahead and
 * returning focus to the trigger come from Radix.
 */
function Root({
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeDelay = DROPDOWN_CLOSE_DELAY_MS,
}: DropdownMenuRootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusLeft = useRef(false);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (next) focusLeft.current = false;
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const onFocusLeft = useCallback(() => {
    focusLeft.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  }, [closeDelay, setOpen]);

  const focusReturned = useCallback(() => {
    clearTimeout(timer.current);
    focusLeft.current = false;
  }, []);

  const takeFocusLeft = useCallback(() => {
    const left = focusLeft.current;
    focusLeft.current = false;
    return left;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <CloseTimerContext.Provider value={{ focusLeft: onFocusLeft, focusReturned, takeFocusLeft }}>
      <Radix.Root open={open} onOpenChange={setOpen} modal={false}>
        {children}
      </Radix.Root>
    </CloseTimerContext.Provider>
  );
}

function useCloseTimer(): CloseTimer {
  const timer = useContext(CloseTimerContext);
  if (!timer) throw new Error("DropdownMenu parts must be inside DropdownMenu.Root");
  return timer;
}

const Trigger = Radix.Trigger;

type ContentProps = ComponentPropsWithRef<typeof Radix.Content>;

function Content({
  className,
  sideOffset = 6,
  align = "start",
  onFocusOutside,
  onFocus,
  onCloseAutoFocus,
  ...rest
}: ContentProps) {
  const { focusLeft, focusReturned, takeFocusLeft } = useCloseTimer();
  return (
    <Radix.Portal>
      <Radix.Content
        {...rest}
        sideOffset={sideOffset}
        align={align}
        className={className ? `${styles.content} ${className}` : styles.content}
        onFocusOutside={(event) => {
          onFocusOutside?.(event);
          // Radix would close at once; SPEC.md wants a short grace period.
          event.preventDefault();
          focusLeft();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          focusReturned();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (takeFocusLeft()) event.preventDefault();
        }}
      />
    </Radix.Portal>
  );
}

type ItemProps = ComponentPropsWithRef<typeof Radix.Item>;

function Item({ className, ...rest }: ItemProps) {
  return (
    <Radix.Item {...rest} className={className ? `${styles.item} ${className}` : styles.item} />
  );
}

type RadioItemProps = ComponentPropsWithRef<typeof Radix.RadioItem>;

/** One choice of a `RadioGroup`: a menuitemradio, checked when it is the group's value. */
function RadioItem({ className, ...rest }: RadioItemProps) {
  return (
    <Radix.RadioItem
      {...rest}
      className={className ? `${styles.item} ${className}` : styles.item}
    />
  );
}

function Label({ className, ...rest }: ComponentPropsWithRef<typeof Radix.Label>) {
  return (
    <Radix.Label {...rest} className={className ? `${styles.label} ${className}` : styles.label} />
  );
}

function Separator({ className, ...rest }: ComponentPropsWithRef<typeof Radix.Separator>) {
  return (
    <Radix.Separator
      {...rest}
      className={className ? `${styles.separator} ${className}` : styles.separator}
    />
  );
}

/**
 * Our styled Radix DropdownMenu: `DropdownMenu.Root/Trigger/Content/Item/Label/Separator`,
 * and for one-of-many choices `RadioGroup/RadioItem/ItemIndicator` (the checked item is
 * announced as checked).
 */
export const DropdownMenu = {
  Root,
  Trigger,
  Content,
  Item,
  RadioGroup: Radix.RadioGroup,
  RadioItem,
  ItemIndicator: Radix.ItemIndicator,
  Label,
  Separator,
};
