import { previewImage, previewImageSize } from "@sinema/api";
import { useOrigin } from "../ssr/origin";
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
  /** What the preview image shows, for people who cannot see it (`og:image:alt`). */
  imageAlt?: string | undefined;
  /** Open Graph type: website, video.movie, video.tv_show. */
  ogType?: string | undefined;
  jsonLd?: readonly JsonLd[] | undefined;
}

const DEFAULT_KEYWORDS = ["film izle", "dizi izle", "HD", "Türkçe dublaj", "Türkçe altyazı"];

/**
 * Per-page search-engine metadata. React 19 hoists <title>, <meta> and
 * <link> into the document head wherever they are rendered.
 */
export function PageMeta({
  title,
  description,
  keywords = DEFAULT_KEYWORDS,
  canonicalPath,
  image,
  imageAlt,
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
  const size = previewImageSize(preview);
  // A large card only for a wide picture: chat apps crop a portrait to a strip (issue 31).
  const large = imageUrl !== undefined && (size === null || size.width > size.height);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && size ? (
        <>
          <meta property="og:image:width" content={String(size.width)} />
          <meta property="og:image:height" content={String(size.height)} />
        </>
      ) : null}
      {imageUrl && imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content={large ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Serialised by us with "<" escaped; see serializeJsonLd.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

/**
 * The head of a page that is not there (a 404): its title and description,
 * kept out of search indexes, and no canonical address (issue 31: a missing
 * page must not name itself as the one to index).
 */
export function MissingPageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
    </>
  );
}
