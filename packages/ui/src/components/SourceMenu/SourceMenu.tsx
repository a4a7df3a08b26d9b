import { Check } from "lucide-react";
import { Button } from "../Button";
import { DropdownMenu } from "../DropdownMenu";
import { LanguageBadges } from "../LanguageBadges";
import { sourceLabel } from "../PlayerOverlay";
import { earlyAction } from "../../lib/earlyActions";
import * as styles from "./SourceMenu.css";

/**
 * What the viewer is told about each source: the one playing, one that did
 * not get ready in time, one that failed, and the one being tried. A source
 * not tried yet says nothing.
 */
export const SOURCE_STATE_TEXT = {
  loading: "yükleniyor",
  playing: "oynatılıyor",
  notReady: "hazır değil",
  error: "hata",
} as const;

export const SOURCE_MENU_LABEL = "Kaynaklar";

export type SourceMenuState = "idle" | keyof typeof SOURCE_STATE_TEXT;

export interface SourceMenuItem {
  /** The player host as a viewer reads it ("player.example", "localhost:5050"). */
  host: string;
  dubbed?: boolean | undefined;
  subtitled?: boolean | undefined;
  state: SourceMenuState;
}

export interface SourceMenuProps {
  /** In the order they are tried. */
  sources: readonly SourceMenuItem[];
  /** Zero-based index of the source in the frame. */
  currentIndex: number;
  /** The viewer picked another source (click, Enter or Space on it). */
  onSelect: (index: number) => void;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The player's 'Kaynak 2/4 ▾' menu: every source with its host, language
 * badges and state, the current one checked. Arrow keys, typeahead, Escape
 * and focus return come from Radix (through our DropdownMenu).
 */
export function SourceMenu({
  sources,
  currentIndex,
  onSelect,
  open,
  defaultOpen,
  onOpenChange,
}: SourceMenuProps) {
  if (sources.length === 0) return null;
  const current = Math.min(Math.max(currentIndex, 0), sources.length - 1);
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <Button
          {...earlyAction("sources")}
          variant="secondary"
          size="sm"
          className={styles.trigger}
        >
          {sourceLabel(current, sources.length)}
          <span className={styles.caret} aria-hidden="true">
            ▾
          </span>
        </Button>
      </DropdownMenu.Trigger>
      {/* Kept off the screen's edges: the player's top bar runs edge to edge on phones. */}
      <DropdownMenu.Content align="end" collisionPadding={8} className={styles.content}>
        <DropdownMenu.Label>{SOURCE_MENU_LABEL}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={String(current)}
          // Radix reports a click on the checked item too: that is no change.
          onValueChange={(value) => {
            if (Number(value) !== current) onSelect(Number(value));
          }}
        >
          {sources.map((source, index) => (
            <DropdownMenu.RadioItem key={index} value={String(index)} className={styles.item}>
              <span className={styles.indicator}>
                <DropdownMenu.ItemIndicator>
                  <Check size="1em" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </span>
              {/* The spaces keep the words apart in the item's accessible name. */}
              <span className={styles.name}>
                <span>Kaynak {index + 1}</span> <span className={styles.host}>{source.host}</span>
              </span>{" "}
              {source.state === "idle" ? (
                <span />
              ) : (
                <span className={styles.state[source.state]}>
                  {SOURCE_STATE_TEXT[source.state]}
                </span>
              )}{" "}
              {source.dubbed || source.subtitled ? (
                <LanguageBadges
                  className={styles.badges}
                  dubbed={source.dubbed}
                  subtitled={source.subtitled}
                  compact
                />
              ) : null}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
