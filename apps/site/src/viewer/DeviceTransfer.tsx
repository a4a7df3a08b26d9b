/**
 * 'Cihaz Aktar' on /listem (issue 14): this device sends its record (the
 * dialog shows the link and its QR code), and a device that opens such a
 * link receives it. The rules and the crypto are packages/api's
 * (viewer/transferFlow.ts); this only wires them to the dialog.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  createTransferClient,
  isRetryableTransferFailure,
  parseTransferFragment,
  receiveRecord,
  sendRecord,
  TRANSFER_FAILURE_TEXT,
  TRANSFER_FRAGMENT_PARAM,
  transferFailure,
  transferSummaryText,
  type TransferClient,
  type TransferLink,
} from "@sinema/api";
import {
  Button,
  DEVICE_TRANSFER_TEXT,
  DeviceTransferDialog,
  QrCode,
  type DeviceTransferState,
} from "@sinema/ui";
import { viewerStore } from "./ViewerProvider";

/** The QR image's name for people who cannot scan it (the same words as the dialog's stories). */
export const TRANSFER_QR_LABEL = "Aktarma bağlantısının QR kodu";

const catalogBase = import.meta.env.VITE_CATALOG_BASE || undefined;
let client: TransferClient | null = null;
const transfers = () =>
  (client ??= createTransferClient(catalogBase ? { baseUrl: catalogBase } : {}));

/** The QR encoder, downloaded the first time a dialog shows a link. */
const loadQr = () => import("./transferQr");

function failed(error: unknown, retry: boolean): DeviceTransferState & { retry: boolean } {
  const failure = transferFailure(error);
  if (failure === "unavailable") console.warn("Device transfer failed:", error);
  return {
    status: "error",
    message: TRANSFER_FAILURE_TEXT[failure],
    retry: retry && isRetryableTransferFailure(failure),
  };
}

type SendState = DeviceTransferState & { retry?: boolean };

/** 'Cihaz Aktar': a new link each time the dialog opens. */
export function SendTransfer({ disabled }: { disabled: boolean }) {
  const [state, setState] = useState<SendState>({ status: "creating" });
  /** Bumped on every attempt and on close, so a late answer of an old one is dropped. */
  const attempt = useRef(0);

  const start = useCallback(() => {
    const mine = ++attempt.current;
    const current = () => attempt.current === mine;
    setState({ status: "creating" });
    void (async () => {
      let link: string;
      try {
        ({ link } = await sendRecord(
          viewerStore().getSnapshot(),
          transfers(),
          window.location.origin,
        ));
      } catch (error) {
        if (current()) setState(failed(error, true));
        return;
      }
      if (!current()) return;
      setState({ status: "ready", link });
      try {
        const { qrModules } = await loadQr();
        const qr: ReactNode = <QrCode modules={qrModules(link)} label={TRANSFER_QR_LABEL} />;
        if (current()) setState({ status: "ready", link, qr });
      } catch (error) {
        // The link works without its picture; the placeholder stays.
        console.warn("QR code not drawn:", error);
      }
    })();
  }, []);

  const link = state.status === "ready" ? state.link : null;
  return (
    <DeviceTransferDialog
      state={state}
      onOpenChange={(open) => {
        if (open) start();
        else attempt.current += 1;
      }}
      onCopy={() => (link ? navigator.clipboard.writeText(link) : undefined)}
      onRetry={state.status === "error" && state.retry ? start : undefined}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          {DEVICE_TRANSFER_TEXT.title}
        </Button>
      }
    />
  );
}

/**
 * Opening `/listem#aktar=<id>.<key>`: the fragment leaves the address at
 * once (the link works once; a reload or a bookmark must not try again, and
 * the key should not linger in the history), then the record is picked up,
 * opened and merged, and the dialog says what happened.
 */
export function ReceiveTransfer() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SendState>({ status: "importing" });
  /** The fragment handled last: effects may run twice (StrictMode), a link is picked up once. */
  const handled = useRef<string | null>(null);
  /** The link received last, for 'Tekrar Dene' when no answer came. */
  const lastLink = useRef<TransferLink | null>(null);

  /** Picks up, opens and merges the link's record; a malformed fragment says so at once. */
  const receive = useCallback((fragment: string) => {
    setOpen(true);
    const link = parseTransferFragment(fragment);
    lastLink.current = link;
    if (!link) {
      setState({ status: "error", message: TRANSFER_FAILURE_TEXT["bad-key"] });
      return;
    }
    setState({ status: "importing" });
    receiveRecord(link, transfers(), (change) => viewerStore().update(change)).then(
      (summary) => setState({ status: "imported", summary: transferSummaryText(summary) }),
      (error: unknown) => setState(failed(error, true)),
    );
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    if (!params.has(TRANSFER_FRAGMENT_PARAM) || handled.current === hash) return;
    handled.current = hash;
    // history.replaceState through the router, so its location agrees.
    navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true });
    receive(hash);
  }, [hash, pathname, search, navigate, receive]);

  const retry = () => {
    const link = lastLink.current;
    if (link) receive(`#${TRANSFER_FRAGMENT_PARAM}=${link.id}.${link.key}`);
  };

  return (
    <DeviceTransferDialog
      open={open}
      onOpenChange={setOpen}
      state={state}
      onCopy={() => undefined}
      onRetry={state.status === "error" && state.retry ? retry : undefined}
    />
  );
}
