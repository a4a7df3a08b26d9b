/** RFC 9457 problem documents with stable `type` URIs. */
export const PROBLEM_BASE = "https://sinema.local/problems/";

export type ProblemKind = "bad-request" | "not-found" | "internal";

const TITLES: Record<ProblemKind, string> = {
  "bad-request": "The request is not valid",
  "not-found": "Not found",
  internal: "Internal server error",
};

const STATUSES: Record<ProblemKind, number> = {
  "bad-request": 400,
  "not-found": 404,
  internal: 500,
};

export function problem(kind: ProblemKind, detail?: string, instance?: string): Response {
  const status = STATUSES[kind];
  const body: Record<string, unknown> = { type: PROBLEM_BASE + kind, title: TITLES[kind], status };
  if (detail !== undefined) body.detail = detail;
  if (instance !== undefined) body.instance = instance;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/problem+json" },
  });
}
