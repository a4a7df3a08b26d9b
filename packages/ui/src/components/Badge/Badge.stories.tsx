import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  AdStatusBadge,
  Badge,
  ContentStatusBadge,
  NewBadge,
  RoleBadge,
  SeriesStatusBadge,
  TypeBadge,
  UserStatusBadge,
} from "./Badge";

const meta = {
  title: "Basics/Badge",
  component: Badge,
  args: { children: "HD" },
  argTypes: {
    tone: {
      control: "inline-radio",
      options: ["neutral", "accent", "info", "success", "warning", "danger", "solid"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" } as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("HD")).toBeVisible();
  },
};

export const Types: Story = {
  render: () => (
    <div style={row}>
      <TypeBadge type="movie" />
      <TypeBadge type="tv" />
      <NewBadge />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Film")).toBeVisible();
    await expect(canvas.getByText("Dizi")).toBeVisible();
    await expect(canvas.getByText("NEW")).toBeVisible();
    const film = getComputedStyle(canvas.getByText("Film")).color;
    const series = getComputedStyle(canvas.getByText("Dizi")).color;
    await expect(film).not.toBe(series);
  },
};

export const Statuses: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <div style={row}>
        <ContentStatusBadge status="active" />
        <ContentStatusBadge status="passive" />
      </div>
      <div style={row}>
        <AdStatusBadge status="active" />
        <AdStatusBadge status="paused" />
        <AdStatusBadge status="ended" />
      </div>
      <div style={row}>
        <UserStatusBadge status="active" />
        <UserStatusBadge status="inactive" />
        <UserStatusBadge status="banned" />
      </div>
      <div style={row}>
        <SeriesStatusBadge status="ongoing" />
        <SeriesStatusBadge status="ended" />
        <SeriesStatusBadge status="pending" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // Exact SPEC.md §4 labels, including the ones written without diacritics.
    for (const label of [
      "Duraklatildi",
      "Bitti",
      "Yasakli",
      "Devam Ediyor",
      "Tamamlandı",
      "Beklemede",
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByText("Aktif")).toHaveLength(3);
    await expect(canvas.getAllByText("Pasif")).toHaveLength(2);
  },
};

export const Roles: Story = {
  render: () => (
    <div style={row}>
      <RoleBadge userRole="admin" />
      <RoleBadge userRole="moderator" />
      <RoleBadge userRole="user" />
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = ["Admin", "Moderator", "Kullanici"].map(
      (label) => getComputedStyle(canvas.getByText(label)).color,
    );
    // SPEC.md §6: each role has its own badge colour.
    await expect(new Set(colours).size).toBe(3);
  },
};
