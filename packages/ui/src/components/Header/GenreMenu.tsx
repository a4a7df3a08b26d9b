import { useEffect, useRef } from "react";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "../DropdownMenu";
import { Link, type LinkItem } from "../Link";
import * as styles from "./Header.css";

export interface GenreMenuProps {
  genres: readonly LinkItem[];
  /** The visitor already asked for the menu before its code arrived. */
  defaultOpen?: boolean;
  /** The stand-in trigger had focus when this replaced it. */
  focusTrigger?: boolean;
}

/** The header's 'Tür' menu: a Radix menu that closes 200 ms after focus leaves. */
export function GenreMenu({ genres, defaultOpen = false, focusTrigger = false }: GenreMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.navLink}>
        Tür
        <ChevronDown className={styles.chevron} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {genres.map((genre) => (
          <DropdownMenu.Item key={genre.href} asChild>
            <Link href={genre.href}>{genre.label}</Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
