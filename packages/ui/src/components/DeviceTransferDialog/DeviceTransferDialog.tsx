import { CircleCheck, Copy } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../Button";
import { Dialog, type DialogRootProps } from "../Dialog";
import { ErrorState } from "../ErrorState";
import { LoadingState } from "../LoadingState";
import { Spinner } from "../Spinner";
import * as styles from "./DeviceTransferDialog.css";

export const DEVICE_TRANSFER_TEXT = {
  title: "Cihaz Aktar",
  description: "Listen, izleme geçmişin ve tercihlerin hesap açmadan başka bir cihaza taşınır.",
  creating: "Aktarma bağlantısı hazırlanıyor...",
  instructions: "Diğer cihazda bu bağlantıyı aç ya da QR kodu okut.",
  qrLoading: "QR kod hazırlanıyor",
  linkLabel: "Aktarma bağlantısı",
  copy: "Bağlantıyı Kopyala",
  copied: "Bağlantı kopyalandı!",
  expiry: "Bağlantı 10 dakika geçerli ve yalnızca bir kez açılabilir.",
  importing: "Geçmişin aktarılıyor...",
  imported: "Aktarma tamamlandı",
  done: "Tamam",
} as const;

export type DeviceTransferState =
  /** Encrypting and uploading the record. */
  | { status: "creating" }
  /** The link is ready; the QR image may still be loading (`qr` absent). */
  | { status: "ready"; link: string; qr?: ReactNode }
  | { status: "error"; message: string }
  /** This device opened a link: downloading, decrypting, merging. */
  | { status: "importing" }
  /** Merged; `summary` says what arrived, e.g. '12 başlık ve 5 liste öğesi eklendi.' */
  | { status: "imported"; summary: string };

export interface DeviceTransferDialogProps extends Pick<
  DialogRootProps,
  "open" | "defaultOpen" | "onOpenChange"
> {
  state: DeviceTransferState;
  /** Copies the link; the 'kopyalandı' line shows once it resolves, nothing if it rejects. */
  onCopy: () => void | Promise<void>;
  /** Shows 'Tekrar Dene' in the error state. */
  onRetry?: (() => void) | undefined;
  /** The 'Cihaz Aktar' button on /listem; focus returns to it on close. */
  trigger?: ReactNode;
}

/**
 * 'Cihaz Aktar': the link and QR code that carry the viewer's record to
 * another device, and the same dialog on the device that opens the link.
 */
export function DeviceTransferDialog({
  state,
  onCopy,
  onRetry,
  trigger,
  ...root
}: DeviceTransferDialogProps) {
  return (
    <Dialog.Root {...root}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size="sm"
        title={DEVICE_TRANSFER_TEXT.title}
        description={DEVICE_TRANSFER_TEXT.description}
      >
        <div className={styles.body} data-status={state.status}>
          <TransferBody state={state} onCopy={onCopy} onRetry={onRetry} />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TransferBody({
  state,
  onCopy,
  onRetry,
}: Pick<DeviceTransferDialogProps, "state" | "onCopy" | "onRetry">) {
  switch (state.status) {
    case "creating":
      return <LoadingState message={DEVICE_TRANSFER_TEXT.creating} />;
    case "importing":
      return <LoadingState message={DEVICE_TRANSFER_TEXT.importing} />;
    case "error":
      return <ErrorState message={state.message} onRetry={onRetry} />;
    case "imported":
      return (
        <>
          <div className={styles.done} role="status">
            <CircleCheck className={styles.doneIcon} aria-hidden />
            <p className={styles.doneTitle}>{DEVICE_TRANSFER_TEXT.imported}</p>
            <p className={styles.note}>{state.summary}</p>
          </div>
          <Dialog.Close asChild>
            <Button fullWidth>{DEVICE_TRANSFER_TEXT.done}</Button>
          </Dialog.Close>
        </>
      );
    case "ready":
      // Keyed by the link: a new link starts without the 'kopyalandı' line.
      return <ReadyBody key={state.link} link={state.link} qr={state.qr} onCopy={onCopy} />;
  }
}

function ReadyBody({
  link,
  qr,
  onCopy,
}: {
  link: string;
  qr: ReactNode | undefined;
  onCopy: () => void | Promise<void>;
}) {
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const copy = async () => {
    try {
      await onCopy();
    } catch {
      // The caller logs a failed copy; the link stays selectable by hand.
      return;
    }
    setCopied(true);
  };
  return (
    <>
      <p className={styles.note}>{DEVICE_TRANSFER_TEXT.instructions}</p>
      {/* Fixed size: the lazily loaded QR image replaces the placeholder without moving anything. */}
      <div className={styles.qr} data-testid="transfer-qr">
        {qr ?? <Spinner size="md" label={DEVICE_TRANSFER_TEXT.qrLoading} />}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={linkId}>
          {DEVICE_TRANSFER_TEXT.linkLabel}
        </label>
        <input
          id={linkId}
          className={styles.link}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button fullWidth icon={<Copy aria-hidden size="1.1em" />} onClick={copy}>
        {DEVICE_TRANSFER_TEXT.copy}
      </Button>
      <p className={styles.copied} role="status">
        {copied ? DEVICE_TRANSFER_TEXT.copied : null}
      </p>
      <p className={styles.note}>{DEVICE_TRANSFER_TEXT.expiry}</p>
    </>
  );
}
