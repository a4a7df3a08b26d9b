import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  TMDB_REFRESH_TEXT,
  TmdbRefreshDialog,
  type TmdbRefreshDialogProps,
  type TmdbRefreshRow,
} from "./TmdbRefreshDialog";

const ROWS: TmdbRefreshRow[] = [
  {
    field: "title",
    label: "Başlık",
    before: "Dune (Elle Düzeltilmiş)",
    after: "Dune: Çöl Gezegeni",
    handEdited: true,
    checked: false,
  },
  {
    field: "duration",
    label: "Süre (dakika)",
    before: "150",
    after: "155",
    handEdited: false,
    checked: true,
  },
  {
    field: "poster",
    label: "Afiş Adresi",
    before: "",
    after: "https://image.tmdb.org/t/p/w500/d5NXSklXo0qyIYkgV94XAgMIckC.jpg",
    handEdited: false,
    checked: true,
  },
];

/** The dialog with its own choices, as the admin drives it. */
function Harness(
  props: Omit<TmdbRefreshDialogProps, "onToggle"> & {
    onToggle?: TmdbRefreshDialogProps["onToggle"];
  },
) {
  const [rows, setRows] = useState(props.rows);
  return (
    <TmdbRefreshDialog
      {...props}
      rows={rows}
      onToggle={(field, checked) => {
        props.onToggle?.(field, checked);
        setRows((current) =>
          current.map((row) => (row.field === field ? { ...row, checked } : row)),
        );
      }}
    />
  );
}

const meta = {
  title: "Admin/TmdbRefreshDialog",
  component: Harness,
  args: {
    defaultOpen: true,
    titleName: "Dune: Çöl Gezegeni",
    status: "ready",
    rows: ROWS,
    onApply: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: TMDB_REFRESH_TEXT.title });

/** Old → new per field; the field edited by hand since the import says so and starts unchosen. */
export const Default: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    const title = box.getByRole("checkbox", { name: "Başlık" });
    await waitFor(() => expect(title).toBeVisible());
    await expect(title).not.toBeChecked();
    await expect(box.getByText(TMDB_REFRESH_TEXT.handEdited)).toBeVisible();
    await expect(box.getByRole("checkbox", { name: "Süre (dakika)" })).toBeChecked();
    await expect(box.getByRole("checkbox", { name: "Afiş Adresi" })).toBeChecked();
    const row = box.getByRole("row", { name: /Süre/ });
    await expect(row).toHaveTextContent("150");
    await expect(row).toHaveTextContent("155");
    await userEvent.click(title);
    await expect(args.onToggle).toHaveBeenCalledWith("title", true);
    await expect(title).toBeChecked();
    await userEvent.click(box.getByRole("button", { name: TMDB_REFRESH_TEXT.apply }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Nothing chosen: nothing to apply. */
export const NothingChosen: Story = {
  args: { rows: ROWS.map((row) => ({ ...row, checked: false })) },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("button", { name: TMDB_REFRESH_TEXT.apply })).toBeDisabled();
  },
};

/** The service says what the catalogue says. */
export const NoChanges: Story = {
  args: { rows: [] },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("status")).toHaveTextContent(TMDB_REFRESH_TEXT.noChanges);
    await expect(box.getByRole("button", { name: TMDB_REFRESH_TEXT.apply })).toBeDisabled();
  },
};

/** The service's answer on its way. */
export const Loading: Story = {
  args: { status: "loading", rows: [] },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByText(TMDB_REFRESH_TEXT.loading)).toBeInTheDocument();
    await expect(box.queryByRole("table")).toBeNull();
  },
};

/** A refused key or a failing service. */
export const Error: Story = {
  args: { status: "error", rows: [], error: "Anahtar geçersiz", onRetry: fn() },
  play: async ({ args }) => {
    const box = within(await dialog());
    await expect(box.getByRole("alert")).toHaveTextContent("Anahtar geçersiz");
    await userEvent.click(box.getByRole("button", { name: TMDB_REFRESH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Writing the chosen fields. */
export const Applying: Story = {
  args: { applying: true },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("checkbox", { name: "Süre (dakika)" })).toBeDisabled();
    await expect(box.getByRole("button", { name: TMDB_REFRESH_TEXT.applying })).toBeInTheDocument();
  },
};

/** A long description wraps in its cell. */
export const LongContent: Story = {
  args: {
    rows: [
      {
        field: "description",
        label: "Açıklama",
        before: "Kısa.",
        after: "Çöl gezegeni Arrakis'te geçen, ".repeat(20),
        handEdited: false,
        checked: true,
      },
    ],
  },
  play: async () => {
    const box = within(await dialog());
    const table = box.getByRole("table");
    await waitFor(() => expect(table).toBeVisible());
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
  },
};
