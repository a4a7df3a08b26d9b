import { previewImage } from "@sinema/api";
import { useOrigin } from "../ssr/origin";
import { Head } from "./head";
import { SITE_NAME, serializeJsonLd } from "./jsonLd";

type JsonLd = Record<string, unknown>;

export interface PageMetaProps {
  /** Page title without the site name; the home page passes none. */
  title?: string | undefined;
  description: string;
  keywords?: readonly string[] | undefined;
  /** Path of the canonical address of this page, e.g. "/movie/m-dune". */
  canonicalPath: string;
  image?: string | undefined;
  /** Open Graph type: website, video.movie, video.tv_show. */
  ogType?: string | undefined;
  jsonLd?: readonly JsonLd[] | undefined;
}

const DEFAULT_KEYWORDS = ["film izle", "dizi izle", "HD", "Türkçe dublaj", "Türkçe altyazı"];

/** Per-page search-engine metadata, in the document's head (see Head). */
export function PageMeta({
  title,
  description,
  keywords = DEFAULT_KEYWORDS,
  canonicalPath,
  image,
  ogType = "website",
  jsonLd = [],
}: PageMetaProps) {
  const origin = useOrigin();
  const fullTitle = title
    ? `${title} | ${SITE_NAME}`
    : `${SITE_NAME} — Ücretsiz HD Film ve Dizi İzle`;
  const url = origin + canonicalPath;
  // Link previews need a raster image: a drawn poster is named by its PNG copy.
  const preview = previewImage(image);
  const imageUrl = preview ? new URL(preview, origin).href : undefined;
  return (
    <Head
      spec={{
        title: fullTitle,
        meta: [
          { name: "description", content: description },
          { name: "keywords", content: keywords.join(", ") },
          { property: "og:site_name", content: SITE_NAME },
          { property: "og:locale", content: "tr_TR" },
          { property: "og:type", content: ogType },
          { property: "og:title", content: fullTitle },
          { property: "og:description", content: description },
          { property: "og:url", content: url },
          ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
          { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
          { name: "twitter:title", content: fullTitle },
          { name: "twitter:description", content: description },
          ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
        ],
        links: [{ rel: "canonical", href: url }],
        // Serialised by us with "<" escaped; see serializeJsonLd.
        jsonLd: jsonLd.map((data) => serializeJsonLd(data)),
      }}
    />
  );
}
