import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { QUIET_NOTICE_MS, QuietNotice, type Notice } from "./QuietNotice";

const meta = {
  title: "Couple mode/QuietNotice",
  component: QuietNotice,
  args: { notice: { id: 1, text: "Mehmet 12:04'e atladı" } },
  decorators: [
    (Story) => (
      <div style={{ position: "relative", height: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuietNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, read out politely, gone after 3 s. */
export const Default: Story = {
  args: { durationMs: 60_000 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveTextContent("Mehmet 12:04'e atladı");
  },
};

/** One at a time: a newer notice takes the place of the one on screen; each goes after 3 s. */
export const OneAtATime: Story = {
  render: function Render() {
    const [notice, setNotice] = useState<Notice | null>(null);
    const texts = ["Ayşe durdurdu", "Ayşe oynattı", "Ayşe <b>katıldı</b>"];
    return (
      <>
        <button
          type="button"
          onClick={() =>
            setNotice((current) => {
              const id = (current?.id ?? 0) + 1;
              return { id, text: texts[(id - 1) % texts.length]! };
            })
          }
        >
          Bildir
        </button>
        <QuietNotice notice={notice} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("status");
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Bildir" }));
    await userEvent.click(canvas.getByRole("button", { name: "Bildir" }));
    await expect(region.children).toHaveLength(1);
    await expect(region).toHaveTextContent("Ayşe oynattı");
    await userEvent.click(canvas.getByRole("button", { name: "Bildir" }));
    // Markup in a name shows as text.
    await expect(region).toHaveTextContent("Ayşe <b>katıldı</b>");
    await expect(region.querySelector("b")).toBeNull();
    const shownAt = performance.now();
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: QUIET_NOTICE_MS * 3 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(QUIET_NOTICE_MS - 200);
  },
};

/** A long name on a phone stays on one line, cut with an ellipsis. */
export const Mobile: Story = {
  args: {
    notice: { id: 1, text: "Ayşegül Nur Yıldırımoğlu 1:02:09'a atladı" },
    durationMs: 60_000,
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("status");
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
