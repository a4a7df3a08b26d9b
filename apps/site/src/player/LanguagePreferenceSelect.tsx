import {
  parseLanguagePreference,
  playbackLanguage,
  setPlaybackLanguage,
  type LanguagePreference,
} from "@sinema/api";
import { Select, type SelectOption } from "@sinema/ui";
import { useViewer } from "../viewer/ViewerProvider";

export const LANGUAGE_PREFERENCE_LABEL = "Dil tercihi";

/** Issue 15: the viewer's choice ('Dublaj' or 'Altyazı'); unset is 'Fark etmez'. */
export const LANGUAGE_PREFERENCE_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "Fark etmez" },
  { value: "dublaj" satisfies LanguagePreference, label: "Dublaj" },
  { value: "altyazi" satisfies LanguagePreference, label: "Altyazı" },
];

/**
 * The viewer's 'Dublaj' / 'Altyazı' preference, beside a title's language
 * badges: kept in the viewer's record in this browser (and carried by a
 * device transfer), it puts matching sources first when 'İzle' is pressed.
 */
export function LanguagePreferenceSelect({ className }: { className?: string | undefined }) {
  const { record, update } = useViewer();
  return (
    <Select
      className={className}
      label={LANGUAGE_PREFERENCE_LABEL}
      value={playbackLanguage(record) ?? ""}
      options={LANGUAGE_PREFERENCE_OPTIONS}
      onChange={(value) =>
        update((current, now) => setPlaybackLanguage(current, parseLanguagePreference(value), now))
      }
    />
  );
}
