import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clapperboard, Eye, Megaphone, Users } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ChartPlaceholder } from "../ChartPlaceholder";
import { ComingSoon } from "../ComingSoon";
import { DataTable } from "../DataTable";
import { sampleFilms } from "../DataTable/DataTable.fixtures";
import { StatCard } from "../StatCard";
import { StatTiles } from "../StatTiles";
import { AdminLayout } from "./AdminLayout";

const films = sampleFilms(5);

function DashboardContent() {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
      <div
        style={{
          display: "grid",
          gap: 16,
          gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
        }}
      >
        <StatCard
          label="Toplam Kullanıcı"
          value="12.847"
          change={12.5}
          icon={<Users size="1.2em" />}
        />
        <StatCard
          label="Toplam Film"
          value="3.421"
          change={8.2}
          icon={<Clapperboard size="1.2em" />}
        />
        <StatCard label="Aktif Reklam" value="47" change={-3.1} icon={<Megaphone size="1.2em" />} />
        <StatCard
          label="Günlük Görüntülenme"
          value="89.234"
          change={15.3}
          icon={<Eye size="1.2em" />}
        />
      </div>
      <DataTable
        caption="Son Eklenen Filmler"
        columns={[
          { id: "title", header: "Başlık", render: (f) => f.title, wrap: true },
          { id: "year", header: "Yıl", render: (f) => f.year, align: "end" },
          { id: "status", header: "Durum", render: (f) => f.status },
        ]}
        rows={films}
        getRowId={(f) => f.id}
        status="ready"
      />
      <ChartPlaceholder />
    </div>
  );
}

const meta = {
  title: "Admin/AdminLayout",
  component: AdminLayout,
  parameters: { layout: "fullscreen" },
  args: { currentPath: "/admin", onLogout: fn(), children: <DashboardContent /> },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard: sidebar with the sections, its title in the top bar. */
export const Default: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Yönetim menüsü" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => l.textContent)).toEqual([
      "Dashboard",
      "Film Yönetimi",
      "İşlem Geçmişi",
      "Reklam Yönetimi",
      "Kullanıcı Yönetimi",
      "İstatistikler",
    ]);
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Dashboard");
    // The hamburger is for phones only.
    await expect(canvas.queryByRole("button", { name: "Menüyü aç" })).toBeNull();
    await userEvent.click(within(nav).getByRole("button", { name: "Çıkış Yap" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const FilmManagement: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: {
    currentPath: "/admin/movies/",
    children: (
      <StatTiles
        tiles={[
          { label: "Toplam İçerik", value: 128 },
          { label: "Filmler", value: 96 },
          { label: "Diziler", value: 32 },
          { label: "Aktif", value: 120 },
          { label: "Öne Çıkan", value: 12 },
          { label: "Trend", value: 18 },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Film Yönetimi");
    await expect(canvas.getByRole("link", { name: "Film Yönetimi" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const Statistics: Story = {
  args: {
    currentPath: "/admin/stats",
    children: <ComingSoon title="İstatistikler" headingLevel={2} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("İstatistikler");
    await expect(canvas.getByText("Yakında eklenecek...")).toBeInTheDocument();
  },
};

/** A path that is no section: the top bar says 'Admin Panel' and no link is current. */
export const UnknownSection: Story = {
  args: { currentPath: "/admin/ayarlar", children: <p>Bilinmeyen bölüm</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Admin Panel");
    await expect(canvas.queryAllByRole("link", { current: "page" })).toHaveLength(0);
  },
};

/**
 * Under 768 px the sidebar is a slide-over: the hamburger opens it; Escape,
 * the overlay and following a link close it; focus returns to the hamburger.
 */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    const hamburger = canvas.getByRole("button", { name: "Menüyü aç" });

    await userEvent.click(hamburger);
    const sheet = await screen.findByRole("dialog", { name: "Yönetim menüsü" });
    await expect(within(sheet).getAllByRole("link")).toHaveLength(6);
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(hamburger).toHaveFocus();

    await userEvent.click(hamburger);
    await screen.findByRole("dialog");
    const overlay = document.querySelector("[data-dialog-overlay]");
    if (!overlay) throw new globalThis.Error("overlay missing");
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(hamburger);
    const again = await screen.findByRole("dialog");
    const link = within(again).getByRole("link", { name: "Kullanıcı Yönetimi" });
    // Plain anchors would leave the story: keep the click in the page.
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** The slide-over open, as a designer reviews it. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    const sheet = await screen.findByRole("dialog", { name: "Yönetim menüsü" });
    await expect(within(sheet).getByRole("button", { name: "Çıkış Yap" })).toBeInTheDocument();
    await expect(within(sheet).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
