import type { Meta, StoryObj } from "@storybook/react-vite";
import { Users } from "lucide-react";
import { expect } from "storybook/test";
import { formatPercentChange } from "../../format";
import { StatCard } from "./StatCard";

const meta = {
  title: "Admin/StatCard",
  component: StatCard,
  args: { label: "Toplam Kullanıcı", value: "12.847", change: 12.5, icon: <Users size="1.2em" /> },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvas }) => {
    const change = canvas.getByText(/geçen aya göre/).parentElement;
    await expect(change).toHaveTextContent("artış+12,5% geçen aya göre");
    // Green for growth.
    await expect(getComputedStyle(change as Element).color).toBe("rgb(52, 211, 153)");
  },
};

export const Down: Story = {
  args: { label: "Aktif Reklam", value: "47", change: -3.1 },
  play: async ({ canvas }) => {
    const change = canvas.getByText(/geçen aya göre/).parentElement;
    await expect(change).toHaveTextContent("düşüş-3,1% geçen aya göre");
    await expect(getComputedStyle(change as Element).color).toBe("rgb(255, 90, 103)");
  },
};

export const NoChange: Story = {
  args: { change: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/geçen aya göre/).parentElement).toHaveTextContent("0%");
    await expect([formatPercentChange(8), formatPercentChange(-0.25)]).toEqual(["+8%", "-0,3%"]);
  },
};

/** Issue 16: a figure whose previous period counted nothing has no percentage, only words. */
export const NoPrevious: Story = {
  args: { label: "Oynatma", value: "37", change: null, period: "önceki 30 güne göre" },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(card).toHaveTextContent("önceki dönemde kayıt yok");
    await expect(card).not.toHaveTextContent("%");
    await expect(canvas.queryByText("önceki 30 güne göre")).toBeNull();
  },
};

/** A count with nothing to compare with: no change line at all. */
export const WithoutChange: Story = {
  args: { label: "Toplam Film", value: "149", change: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(card).toHaveTextContent("Toplam Film149");
    await expect(card.querySelectorAll("p")).toHaveLength(2);
  },
};

export const LongContent: Story = {
  args: {
    label: "Günlük Ortalama İzlenme Süresi ve Toplam Görüntülenme Sayısı",
    value: "1.234.567.890",
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => <StatCard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article").getBoundingClientRect().right).toBeLessThanOrEqual(
      375,
    );
  },
};
