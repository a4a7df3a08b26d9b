import { useLoaderData, useRevalidator, useRouteError } from "react-router";
import { moviesQuery } from "@sinema/api";
import { Button, Spinner } from "@sinema/ui";
import { catalog, queryClient } from "../api";

/** SPEC.md §9: the home page asks the backend for 100 titles. */
const HOME_LIMIT = 100;

export async function loader() {
  return queryClient.ensureQueryData(moviesQuery(catalog, { limit: HOME_LIMIT }));
}

export function Component() {
  const page = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Filmler ve Diziler</h1>
      <p>{page.total} içerik</p>
      <ul aria-label="Katalog">
        {page.movies.map((movie) => (
          <li key={movie._id}>
            {movie.title}
            {movie.releaseDate ? ` (${movie.releaseDate.slice(0, 4)})` : null}
          </li>
        ))}
      </ul>
    </main>
  );
}

export function HydrateFallback() {
  return (
    <main>
      <p role="status">
        <Spinner /> Filmler yükleniyor...
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <main>
      <p role="alert">Veriler yüklenirken bir hata oluştu</p>
      <Button
        loading={revalidator.state === "loading"}
        onClick={() => {
          void queryClient.invalidateQueries({ queryKey: ["catalog"] });
          void revalidator.revalidate();
        }}
      >
        Tekrar Dene
      </Button>
    </main>
  );
}
