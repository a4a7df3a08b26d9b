import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AuditList } from "./AuditList";
import { longAudit, SAMPLE_AUDIT } from "./AuditList.fixtures";

const meta = {
  title: "Admin/AuditList",
  component: AuditList,
  args: {
    label: "İşlem Geçmişi",
    entries: SAMPLE_AUDIT,
    status: "ready",
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The audit page: newest first, who and when, each changed field before and
 * after, and 'Geri Al' on the deletes that can still be taken back.
 */
export const Default: Story = {
  args: { onRestore: fn() },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole("list", { name: "İşlem Geçmişi" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(SAMPLE_AUDIT.length);
    await expect(items[0]).toHaveTextContent("Silindi");
    await expect(items[0]).toHaveTextContent("Toplu");
    const edit = items[3]!;
    await expect(edit).toHaveTextContent("Düzenlendi");
    await expect(within(edit).getByText("15.01.2026 12:30")).toHaveAttribute(
      "datetime",
      "2026-01-15T09:30:00.000Z",
    );
    // Before and after are told apart in words, not only by colour and the arrow.
    const title = within(edit).getByText("Başlık").nextElementSibling as HTMLElement;
    await expect(title).toHaveTextContent("Önce: Dune→Sonra: Dune: Çöl Gezegeni");
    // Only restorable deletes offer 'Geri Al'.
    const buttons = canvas.getAllByRole("button", { name: /^Geri Al/ });
    await expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Geri Al: Kış Uykusu",
      "Geri Al: Ahlat Ağacı",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Geri Al: Ahlat Ağacı" }));
    await expect(args.onRestore).toHaveBeenCalledWith(SAMPLE_AUDIT[1]);
  },
};

/** The dashboard's 'Son İşlemler': changed fields named on one line, nothing to restore. */
export const Compact: Story = {
  args: {
    label: "Son İşlemler",
    entries: SAMPLE_AUDIT.slice(0, 5),
    variant: "compact",
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Son İşlemler" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    await expect(canvas.getByText("Değişen: Başlık, Puan, Öne Çıkan")).toBeVisible();
    await expect(canvas.queryByText("Önce:")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A restore on its way: its button is busy, the other one waits. */
export const Restoring: Story = {
  args: { restoringId: "9", onRestore: fn() },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole("button", { name: "Geri Al: Kış Uykusu" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Geri Al: Ahlat Ağacı" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: "loading", entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("İşlemler yükleniyor...");
    await expect(canvas.getByRole("status").parentElement).toHaveAttribute("aria-busy", "true");
  },
};

export const Error: Story = {
  args: { status: "error", entries: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "İşlemler yüklenirken bir hata oluştu",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar Dene" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { entries: [], emptyText: "Filtrelere uygun işlem bulunamadı." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Filtrelere uygun işlem bulunamadı.")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** New filters on their way: the entries shown stay, the frame is dashed and marked busy. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "İşlem Geçmişi" });
    await expect(list.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(getComputedStyle(list.parentElement!).borderTopStyle).toBe("dashed");
    await expect(getComputedStyle(list).cursor).toBe("progress");
  },
};

/** Long Turkish titles, user names and values wrap or are clamped; 200 entries. */
export const LongContent: Story = {
  args: { entries: longAudit(200), onRestore: fn() },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "İşlem Geçmişi" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(200);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // A long value is cut to three lines; the whole text is its title.
    const value = within(list).getAllByTitle(/^Anadolu bozkırında/)[0]!;
    await expect(value.scrollHeight).toBeGreaterThan(value.clientHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { onRestore: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "İşlem Geçmişi" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole("button", { name: "Geri Al: Kış Uykusu" })).toBeVisible();
  },
};
