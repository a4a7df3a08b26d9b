import { createContext, useContext, useLayoutEffect } from "react";

/**
 * What a page puts in the document's <head>: its title, meta tags, links and
 * JSON-LD blocks. The page renderer (Preact, which hoists nothing) collects it
 * on the server and writes it into the head it renders (entry-server.tsx); in
 * the browser <Head> applies it to document.head after every navigation.
 */
export interface HeadSpec {
  title: string;
  /** By `name` (description, robots) or `property` (og:*). */
  meta: ReadonlyArray<{ name?: string; property?: string; content: string }>;
  links?: ReadonlyArray<{ rel: string; href: string }>;
  /** Serialised JSON-LD, "<" already escaped (serializeJsonLd). */
  jsonLd?: readonly string[];
}

/** How the server collects the head of the page it renders; absent in the browser. */
export type CollectHead = (spec: HeadSpec) => void;

export const HeadCollectorContext = createContext<CollectHead | null>(null);

/**
 * The attribute that marks the head elements a page owns: the browser replaces
 * exactly these on a navigation, never the document's own (charset, viewport,
 * styles, preloads).
 */
export const PAGE_HEAD_ATTRIBUTE = "data-page-head";

/** The page's head: handed to the server's collector, or applied to document.head. */
export function Head({ spec }: { spec: HeadSpec }) {
  const collect = useContext(HeadCollectorContext);
  collect?.(spec);
  const key = JSON.stringify(spec);
  useLayoutEffect(() => {
    applyHead(JSON.parse(key) as HeadSpec);
  }, [key]);
  return null;
}

/** Makes document.head carry `spec`: the title, and the page's own elements replaced. */
export function applyHead(spec: HeadSpec): void {
  document.title = spec.title;
  const head = document.head;
  const wanted = headElements(spec).map(([tag, attributes, text]) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, "");
    if (text !== undefined) element.textContent = text;
    return element;
  });
  const current = [...head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)];
  // Unchanged (a hydrated page's first pass): nothing is touched.
  if (
    current.length === wanted.length &&
    current.every((element, index) => element.isEqualNode(wanted[index]!))
  ) {
    return;
  }
  for (const element of current) element.remove();
  head.append(...wanted);
}

type HeadElement = [tag: "meta" | "link" | "script", Record<string, string>, text?: string];

/** The head elements of a page, in order, as [tag, attributes, text]: the server writes the same. */
export function headElements(spec: HeadSpec): HeadElement[] {
  return [
    ...spec.meta.map((meta): HeadElement => {
      const key: Record<string, string> = meta.property
        ? { property: meta.property }
        : { name: meta.name ?? "" };
      return ["meta", { ...key, content: meta.content }];
    }),
    ...(spec.links ?? []).map((link): HeadElement => ["link", { rel: link.rel, href: link.href }]),
    ...(spec.jsonLd ?? []).map((json): HeadElement => [
      "script",
      { type: "application/ld+json" },
      json,
    ]),
  ];
}
