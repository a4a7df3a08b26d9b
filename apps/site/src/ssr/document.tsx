/**
 * The HTML document a server-rendered page goes out in: the assets the client
 * build names in index.html, the stylesheet carried inline, the handover of
 * the page's data, and the boot script that asks for the app after the first
 * paint (boot.ts). entry-server.tsx renders the page into it.
 */
import type { ReactNode } from "react";
import { inlineRecorderScript } from "../replay/recorder";
import { HANDOVER_ID, type Handover } from "./handover";

/**
 * The scripts every page carries inline, in this exact text: the service's
 * policy allows each by its hash (entry-server's `inlineScripts`).
 */
export const INLINE_SCRIPTS = { earlyActions: inlineRecorderScript() } as const;

export interface PageAssets {
  styles: string[];
  /** The app's module (main.tsx built). */
  entry: string;
  /** The modules it imports, asked for beside it. */
  preloads: string[];
  /** The script that asks for both after the first paint (src/boot.ts built). */
  boot: string;
  /**
   * The chunks of each module the app loads lazily that the app's entry has
   * not (bootScript.ts routeModulesOf), by module (`routes/movie`).
   */
  routeModules: ReadonlyMap<string, readonly string[]>;
}

/** The assets Vite wrote into index.html (hashed names change with every build). */
export function assetsOf(template: string): PageAssets {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = template.match(/<(script|link)\b[^>]*>/g) ?? [];
  const styles: string[] = [];
  const preloads: string[] = [];
  let entry: string | undefined;
  let boot: string | undefined;
  let routeModules = "";
  for (const tag of tags) {
    if (tag.startsWith("<script") && /\bdata-boot\b/.test(tag)) {
      boot = attr(tag, "src");
      routeModules = attr(tag, "data-route-modules") ?? "";
    } else if (tag.startsWith("<script") && /type="module"/.test(tag)) entry = attr(tag, "src");
    else if (/rel="stylesheet"/.test(tag)) styles.push(attr(tag, "href") ?? "");
    else if (/rel="modulepreload"/.test(tag)) preloads.push(attr(tag, "href") ?? "");
  }
  if (!entry) throw new Error("index.html names no module script: is it the client build's?");
  if (!boot)
    throw new Error("index.html names no boot script (data-boot): is it the client build's?");
  return {
    styles: styles.filter(Boolean),
    entry,
    preloads: preloads.filter(Boolean),
    boot,
    routeModules: new Map(
      routeModules
        .split(";")
        .filter(Boolean)
        .map((entry) => {
          const [module = "", files = ""] = entry.split("=");
          return [module, files.split(",").filter(Boolean)];
        }),
    ),
  };
}

/** CSS safe inside a <style> element: nothing in it can close the element. */
function cssForHtml(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

export function Document({
  assets,
  pageModules = [],
  inlineStyles,
  handover,
  children,
}: {
  assets: PageAssets;
  /** The chunks of this page's lazy code, asked for beside the app (entry-server's pageChunks). */
  pageModules?: readonly string[];
  /** Stylesheet text by href, for those carried inline. */
  inlineStyles: ReadonlyMap<string, string>;
  handover: Handover;
  children: ReactNode;
}) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        {/*
          No paint before the header is parsed whole: a long page's parser
          yields mid-document, and a paint of the header without its right
          side (search flush right, 'Giriş Yap' not parsed yet) moved the
          search box 100 px when the rest arrived (a layout shift). Every
          public page's content is <main id="main"> right after the header;
          browsers without render-blocking "expect" links ignore it.
        */}
        <link rel="expect" href="#main" blocking="render" />
        {/*
          Before anything is painted: keeps the taps made on controls that need
          script until the app is live, then they are replayed (replay/).
        */}
        <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.earlyActions }} />
        {assets.styles.map((href) => {
          const css = inlineStyles.get(href);
          return css === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style
              key={href}
              data-href={href}
              dangerouslySetInnerHTML={{ __html: cssForHtml(css) }}
            />
          );
        })}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={HANDOVER_ID}
          // JSON with "<" escaped: nothing in it can close the element.
          dangerouslySetInnerHTML={{ __html: jsonForHtml(handover) }}
        />
        {/*
          The app is asked for after the first paint (src/boot.ts): before it,
          the page's bandwidth goes to the HTML and its first image.
        */}
        <script
          type="module"
          src={assets.boot}
          data-entry={assets.entry}
          data-modules={[...new Set([...assets.preloads, ...pageModules])].join(" ")}
        />
      </body>
    </html>
  );
}

/** JSON safe inside a <script> element: "<" (and so "</script") escaped. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
