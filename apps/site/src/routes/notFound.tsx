import { EmptyState, Link } from "@sinema/ui";
import { PageMeta } from "../seo/PageMeta";

export function NotFoundPage() {
  return (
    <main id="main">
      <PageMeta
        title="Sayfa bulunamadı"
        description="Aradığınız sayfa bulunamadı."
        canonicalPath={window.location.pathname}
      />
      <h1>Sayfa bulunamadı</h1>
      <EmptyState
        message="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir."
        action={<Link href="/">Ana Sayfaya Dön</Link>}
      />
    </main>
  );
}

export { NotFoundPage as Component };
