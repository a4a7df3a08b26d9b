import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import {
  DeviceTransferDialog,
  type DeviceTransferDialogProps,
  type DeviceTransferState,
} from "./DeviceTransferDialog";

const LINK =
  "https://sinema.example/listem#aktar=Xq3v9KpL2mTa.Hk4xT1bV8nQ2sR6uW0yZ3cE5gI7jL9oN1pS4vX6zA8";

/**
 * A stand-in for the QR image the site renders with its lazily loaded QR
 * library: a fixed pattern, so the screenshot is stable.
 */
function FakeQr() {
  const cells = Array.from({ length: 21 * 21 }, (_, i) => {
    const x = i % 21;
    const y = Math.floor(i / 21);
    const finder = (cx: number, cy: number) =>
      x >= cx &&
      x < cx + 7 &&
      y >= cy &&
      y < cy + 7 &&
      (x === cx ||
        x === cx + 6 ||
        y === cy ||
        y === cy + 6 ||
        (x >= cx + 2 && x <= cx + 4 && y >= cy + 2 && y <= cy + 4));
    const inFinder = (cx: number, cy: number) =>
      x >= cx - 1 && x <= cx + 7 && y >= cy - 1 && y <= cy + 7;
    if (inFinder(0, 0) || inFinder(14, 0) || inFinder(0, 14)) {
      return finder(0, 0) || finder(14, 0) || finder(0, 14);
    }
    return (x * 7 + y * 13 + x * y) % 3 === 0;
  });
  return (
    <svg
      viewBox="0 0 21 21"
      role="img"
      aria-label="Aktarma bağlantısının QR kodu"
      shapeRendering="crispEdges"
    >
      {cells.map((dark, i) =>
        dark ? (
          <rect key={i} x={i % 21} y={Math.floor(i / 21)} width={1} height={1} fill="#0b0b0f" />
        ) : null,
      )}
    </svg>
  );
}

const meta = {
  title: "Viewer/DeviceTransferDialog",
  component: DeviceTransferDialog,
  args: {
    defaultOpen: true,
    state: { status: "ready", link: LINK, qr: <FakeQr /> },
    onCopy: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof DeviceTransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Cihaz Aktar" });

/** The link and its QR code; copying says so. */
export const Ready: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() =>
      expect(box.getByRole("img", { name: "Aktarma bağlantısının QR kodu" })).toBeVisible(),
    );
    const field = box.getByLabelText("Aktarma bağlantısı");
    await expect(field).toHaveValue(LINK);
    await expect(field).toHaveAttribute("readonly");
    await userEvent.click(box.getByRole("button", { name: "Bağlantıyı Kopyala" }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box.getByText("Bağlantı kopyalandı!")).toBeVisible());
    await expect(
      box.getByText("Bağlantı 10 dakika geçerli ve yalnızca bir kez açılabilir."),
    ).toBeInTheDocument();
  },
};

/** The QR library is still loading: a placeholder of the same size, so nothing moves. */
export const ReadyQrLoading: Story = {
  args: { state: { status: "ready", link: LINK } },
  play: async () => {
    const box = within(await dialog());
    await waitFor(() =>
      expect(box.getByRole("status", { name: "QR kod hazırlanıyor" })).toBeVisible(),
    );
    const square = box.getByTestId("transfer-qr").getBoundingClientRect();
    await expect(square.width).toBeCloseTo(200, 0);
    await expect(square.height).toBeCloseTo(200, 0);
  },
};

/** A copy that fails (no clipboard permission) says nothing; the field still holds the link. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error("izin yok"))) },
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole("button", { name: "Bağlantıyı Kopyala" }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(box.queryByText("Bağlantı kopyalandı!")).toBeNull();
  },
};

export const Creating: Story = {
  args: { state: { status: "creating" } },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent("Aktarma bağlantısı hazırlanıyor...");
    await expect(box.queryByRole("button", { name: "Bağlantıyı Kopyala" })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    state: { status: "error", message: "Aktarma bağlantısı geçersiz ya da süresi dolmuş." },
  },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent(
      "Aktarma bağlantısı geçersiz ya da süresi dolmuş.",
    );
    await userEvent.click(box.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An error with nothing to retry (a link that was already used): no button. */
export const ErrorWithoutRetry: Story = {
  args: { state: { status: "error", message: "Aktarma bağlantısı eksik ya da hatalı." } },
  render: (args) => <DeviceTransferDialog {...args} onRetry={undefined} />,
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent(
      "Aktarma bağlantısı eksik ya da hatalı.",
    );
    await expect(box.queryByRole("button", { name: "Tekrar Dene" })).toBeNull();
  },
};

export const Importing: Story = {
  args: { state: { status: "importing" } },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent("Geçmişin aktarılıyor...");
  },
};

/** Merged: what arrived, announced; 'Tamam' is the way out. */
export const Imported: Story = {
  args: { state: { status: "imported", summary: "12 başlık ve 5 liste öğesi eklendi." } },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(
      "Aktarma tamamlandı12 başlık ve 5 liste öğesi eklendi.",
    );
    await expect(box.getByRole("button", { name: "Tamam" })).toBeEnabled();
  },
};

/** 'Tamam' closes the dialog (nothing left to picture). */
export const ImportedClose: Story = {
  ...Imported,
  tags: ["no-visual"],
  play: async () => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Set while the flow below waits for its link; the play function hands the link over. */
let finishCreating: (() => void) | null = null;

/** The whole flow on /listem: 'Cihaz Aktar' opens it, creating turns into ready, Escape gives focus back. */
function Flow(props: DeviceTransferDialogProps) {
  const [state, setState] = useState<DeviceTransferState>({ status: "creating" });
  return (
    <DeviceTransferDialog
      {...props}
      defaultOpen={false}
      state={state}
      onOpenChange={(open) => {
        finishCreating = open
          ? () => setState({ status: "ready", link: LINK, qr: <FakeQr /> })
          : null;
        if (!open) setState({ status: "creating" });
      }}
      trigger={<Button variant="secondary">Cihaz Aktar</Button>}
    />
  );
}

export const FromTheListPage: Story = {
  render: (args) => <Flow {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Cihaz Aktar" });
    await userEvent.click(trigger);
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent("Aktarma bağlantısı hazırlanıyor...");
    finishCreating?.();
    await expect(await box.findByLabelText("Aktarma bağlantısı")).toHaveValue(LINK);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const box = await dialog();
    const { left, right } = box.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(375);
    await expect(
      within(box).getByLabelText("Aktarma bağlantısı").getBoundingClientRect().right,
    ).toBeLessThanOrEqual(right);
  },
};
