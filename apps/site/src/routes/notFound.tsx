import { data } from "react-router";
import { EmptyState, Link } from "@sinema/ui";
import { MissingPageMeta } from "../seo/PageMeta";

export function NotFoundPage() {
  return (
    <main id="main">
      <MissingPageMeta title="Sayfa bulunamadı" description="Aradığınız sayfa bulunamadı." />
      <h1>Sayfa bulunamadı</h1>
      <EmptyState
        message="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir."
        action={<Link href="/">Ana Sayfaya Dön</Link>}
      />
    </main>
  );
}

/** Unknown addresses answer 404 (with this page) when rendered on the server. */
export function loader() {
  return data(null, { status: 404 });
}

export { NotFoundPage as Component };
