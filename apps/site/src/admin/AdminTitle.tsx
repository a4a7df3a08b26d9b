import { Head } from "../seo/head";
import { SITE_NAME } from "../seo/jsonLd";

/** The document title of an admin screen; admin pages are kept out of search engines. */
export function AdminTitle({ section }: { section: string }) {
  return (
    <Head
      spec={{
        title: `${section} | Admin Panel | ${SITE_NAME}`,
        meta: [{ name: "robots", content: "noindex" }],
      }}
    />
  );
}
