// Side-effect entry of the library: the self-hosted font, the dark theme's
// values and the global styles. Apps and Storybook import it once at start.
//
// Self-hosted Inter 400/600/700 cut down to Turkish text (scripts/subset-fonts.mjs):
// a latin file and a small Ğ ğ İ ı Ş ş file per weight, and a metric-matched
// local fallback so nothing moves when Inter arrives.
import "./fonts/fonts.css";
import "./dark.css";
import "./global.css";
