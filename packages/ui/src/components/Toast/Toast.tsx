import type { ReactNode } from "react";
import * as RadixToast from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { Button } from "../Button";
import { IconButton } from "../IconButton";
import * as styles from "./Toast.css";

/** How long a toast stays unless told otherwise. */
export const TOAST_DURATION_MS = 4000;

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number | undefined;
}

/** Place once near the root: holds the viewport where toasts appear (F8 jumps to it). */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={duration} label="Bildirim" swipeDirection="right">
      {children}
      <RadixToast.Viewport className={styles.viewport} label="Bildirimler ({hotkey})" />
    </RadixToast.Provider>
  );
}

type Tone = "info" | "success" | "error";

const ICONS: Record<Tone, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert };

/** A button in the toast that closes it and does something (e.g. 'Geri Al' after a delete). */
export interface ToastAction {
  label: string;
  /**
   * Read out instead of the button when the toast is announced (F8 reaches
   * the button itself), so it says what the action does, e.g.
   * 'Silinen "Kış Uykusu" içeriğini geri al'.
   */
  altText: string;
  onAction: () => void;
}

export interface ToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  tone?: Tone | undefined;
  /** Milliseconds before it closes by itself; the provider's default otherwise. */
  duration?: number | undefined;
  action?: ToastAction | undefined;
}

/** A short message that closes by itself; Radix pauses it on hover and focus. */
export function Toast({
  open,
  onOpenChange,
  title,
  description,
  tone = "info",
  duration,
  action,
}: ToastProps) {
  const Icon = ICONS[tone];
  return (
    <RadixToast.Root
      className={styles.root({ tone })}
      open={open}
      onOpenChange={onOpenChange}
      type={tone === "error" ? "foreground" : "background"}
      {...(duration === undefined ? {} : { duration })}
    >
      <Icon className={styles.icon} aria-hidden />
      <div>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
      {action ? (
        <RadixToast.Action asChild altText={action.altText}>
          <Button variant="secondary" size="sm" onClick={action.onAction}>
            {action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close asChild>
        <IconButton label="Kapat" size="sm" icon={<X aria-hidden />} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
