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
    // The two widths every screen is reviewed at; Mobile stories pick "mobile"
    // through `globals: { viewport: { value: "mobile" } }` and the story tests
    // resize the browser to it.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        mobile: { name: "Mobil 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        desktop: {
          name: "Masaüstü 1280",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
