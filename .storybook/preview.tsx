import type { Preview } from "@storybook/react-vite";
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
  },
  tags: ["autodocs"],
};

export default preview;
