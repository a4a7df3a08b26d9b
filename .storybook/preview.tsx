import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import "../packages/ui/src/theme/global";

// waitFor/findBy give up after 1 s by default: on a loaded 2-core machine a
// dialog's fade-in, a sheet's slide-in or a smooth scroll can take longer, and
// a play that gives up early fails the story test and the visual suite for
// nothing. A passing check returns as soon as it passes; only failures wait.
configure({ asyncUtilTimeout: 10_000 });

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
