import type { Preview } from "@storybook/react-vite";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import "../packages/ui/src/theme/global";

const preview: Preview = {
  parameters: {
    layout: "padded",
    backgrounds: { disable: true },
    a11y: {
      // Any axe violation fails the story test.
      test: "error",
    },
    controls: { expanded: true },
    viewport: {
      // Mobile stories set `globals: { viewport: { value: "mobile375" } }`; the story
      // tests resize the browser to it.
      options: {
        ...MINIMAL_VIEWPORTS,
        mobile375: {
          name: "Mobil 375",
          styles: { width: "375px", height: "812px" },
          type: "mobile",
        },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
