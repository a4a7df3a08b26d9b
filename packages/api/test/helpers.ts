// Small doubles shared by the package's tests: a recording pause, a log
// that collects instead of printing, a catalogue answered by a function, and
// catalogue titles with every required field.
import { createCatalogClient, type Movie } from "../src/catalog/client";
import type { Logger } from "../src/log";

/** A pause that returns at once and remembers how long it was asked to wait. */
export function recordingSleep() {
  const pauses: number[] = [];
  const sleep = async (ms: number) => {
    pauses.push(ms);
  };
  return { sleep, pauses };
}

/** A logger that keeps the messages so a test can assert a failure was reported. */
export function collectingLog() {
  const messages: string[] = [];
  const log: Logger = (message) => {
    messages.push(message);
  };
  return { log, messages };
}

/**
 * A catalogue client whose every request is answered by `answer` (a value is
 * sent as JSON); the requests are recorded as URLs.
 */
export function stubCatalog(answer: (url: URL, request: Request) => unknown) {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(url);
    const result = await answer(url, request);
    return result instanceof Response ? result : Response.json(result);
  };
  const client = createCatalogClient({ baseUrl: "http://catalog.test/api", fetch, log: () => {} });
  return { client, fetch, requests };
}

/** A problem answer as the catalogue service sends it. */
export function problem(status: number, type = "internal") {
  return new Response(
    JSON.stringify({ type: `https://sinema.local/problems/${type}`, title: type, status }),
    { status, headers: { "content-type": "application/problem+json" } },
  );
}

let counter = 0;
/** A catalogue title with the required fields filled; override what the test is about. */
export function movie(overrides: Partial<Movie> = {}): Movie {
  counter += 1;
  return {
    _id: `t-${counter}`,
    title: `Başlık ${counter}`,
    type: "movie",
    genre: [],
    rating: 5,
    views: 0,
    likes: 0,
    featured: false,
    trending: false,
    status: "active",
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}
