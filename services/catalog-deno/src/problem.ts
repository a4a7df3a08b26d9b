/** RFC 9457 problem documents with the stable `type` URIs listed in openapi/catalog.yaml. */
export const PROBLEM_BASE = "https://sinema.local/problems/";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

const KINDS = {
  "bad-request": { status: 400, title: "The request is not valid" },
  validation: {
    status: 400,
    title: "The request body does not match the schema",
  },
  unauthorized: { status: 401, title: "A valid admin session is required" },
  "not-found": { status: 404, title: "Not found" },
  conflict: { status: 409, title: "The title already exists" },
  "duplicate-tmdb": { status: 409, title: "A title with this TMDB id is already in the catalogue" },
  stale: { status: 409, title: "The title was changed since it was loaded" },
  "method-not-allowed": { status: 405, title: "The method is not allowed here" },
  "payload-too-large": { status: 413, title: "The request body is too large" },
  "unsupported-media-type": {
    status: 415,
    title: "The request body's media type is not accepted",
  },
  "rate-limited": { status: 429, title: "Too many requests" },
  "forbidden-path": {
    status: 403,
    title: "This metadata path is not forwarded",
  },
  "metadata-not-configured": {
    status: 503,
    title: "metadata service not configured",
  },
  "metadata-key-invalid": {
    status: 502,
    title: "The metadata service refused the configured key",
  },
  "upstream-error": {
    status: 502,
    title: "The metadata service did not answer",
  },
  internal: { status: 500, title: "Internal server error" },
} as const;

export type ProblemKind = keyof typeof KINDS;

export interface FieldError {
  /** JSON pointer into the request, e.g. /genre/0 or /limit. */
  path: string;
  message: string;
}

export interface ProblemOptions {
  detail?: string | undefined;
  instance?: string | undefined;
  errors?: FieldError[] | undefined;
  /** Of a `duplicate-tmdb` problem: the title that holds the id. */
  existingId?: string | undefined;
  headers?: Record<string, string> | undefined;
}

export function problem(
  kind: ProblemKind,
  options: ProblemOptions = {},
): Response {
  const { status, title } = KINDS[kind];
  const body: Record<string, unknown> = {
    type: PROBLEM_BASE + kind,
    title,
    status,
  };
  if (options.detail !== undefined) body.detail = options.detail;
  if (options.instance !== undefined) body.instance = options.instance;
  if (options.errors !== undefined) body.errors = options.errors;
  if (options.existingId !== undefined) body.existingId = options.existingId;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...options.headers },
  });
}
