import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Pager } from "./Pager";

const meta = {
  title: "Admin/Pager",
  component: Pager,
  args: {
    offset: 0,
    pageSize: 25,
    total: 149,
    pageSizes: [25, 50, 100],
    onOffsetChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: no way back, the next page one click away. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("1–25 / 149")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Önceki" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Sonraki" }));
    await expect(args.onOffsetChange).toHaveBeenCalledWith(25);
    await userEvent.selectOptions(canvas.getByLabelText("Sayfa başına"), "50");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const MiddlePage: Story = {
  args: { offset: 50 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("51–75 / 149")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Önceki" }));
    await expect(args.onOffsetChange).toHaveBeenCalledWith(25);
  },
};

/** The last page is shorter and has no next. */
export const LastPage: Story = {
  args: { offset: 125 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("126–149 / 149")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sonraki" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Önceki" })).toBeEnabled();
  },
};

/** The total is not known yet. */
export const Loading: Story = {
  args: { total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("…")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sonraki" })).toBeDisabled();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 / 0")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sonraki" })).toBeDisabled();
  },
};

/** Thousands in Turkish number style, 100 rows a page. */
export const LongContent: Story = {
  args: { offset: 1200, pageSize: 100, total: 12_345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1.201–1.300 / 12.345")).toBeVisible();
  },
};

/** While a page is on its way. */
export const Disabled: Story = {
  args: { offset: 25, disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText("Sayfa başına")).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Sayfalar" })).toBeVisible();
  },
};
