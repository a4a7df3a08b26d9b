import { SITE_NAME } from "../seo/jsonLd";

/** The document title of an admin screen; admin pages are kept out of search engines. */
export function AdminTitle({ section }: { section: string }) {
  return (
    <>
      <title>{`${section} | Admin Panel | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
