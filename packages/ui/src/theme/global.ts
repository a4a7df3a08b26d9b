// Side-effect entry of the library: the self-hosted font, the dark theme's
// values and the global styles. Apps and Storybook import it once at start.
//
// Self-hosted Inter. Each weight's file declares every subset with its
// unicode-range, so browsers fetch only what a page uses: latin (ç ö ü) and
// latin-ext (ğ ş ı İ) for Turkish.
import "@fontsource/inter/400.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "./dark.css";
import "./global.css";
