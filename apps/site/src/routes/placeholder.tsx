import { ComingSoon } from "@sinema/ui";
import { PageMeta } from "../seo/PageMeta";

/** SPEC.md §2: the public login and register pages are placeholders. */
function placeholder(title: string, path: string) {
  return function PlaceholderPage() {
    return (
      <main id="main">
        <PageMeta title={title} description={`${title}: yakında eklenecek.`} canonicalPath={path} />
        <ComingSoon title={title} />
      </main>
    );
  };
}

export const LoginPage = placeholder("Giriş Sayfası", "/login");
export const RegisterPage = placeholder("Kayıt Sayfası", "/register");
