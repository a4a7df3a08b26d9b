/**
 * POST /events: what visitors did, counted anonymously (issue 16). The body
 * is checked against openapi/catalog.yaml's EventBatch; the address is used
 * for the rate limit only and never stored.
 */
import { Hono } from "hono";
import { type Contract, resolveRef, toFieldErrors } from "../contract.ts";
import { AddressBudgets } from "../events/limiter.ts";
import type { Event, EventRecorder } from "../events/recorder.ts";
import { clientOf, type Env, limitBodyTo, readJsonBody, validationProblem } from "../http.ts";
import { problem } from "../problem.ts";

/** Largest batch body, in bytes: 50 events of a long title name each fit with room to spare. */
export const EVENTS_MAX_BYTES = 16 * 1024;
/** Events one address may send per window... */
export const EVENTS_PER_ADDRESS = 240;
/** ...of one minute. */
export const EVENTS_WINDOW_MS = 60_000;
/** Addresses tracked at once by one instance. */
export const MAX_TRACKED_EVENT_ADDRESSES = 50_000;

/** The event types the contract lists, read from Event's branches. */
export function eventTypesOf(contract: Contract): ReadonlySet<string> {
  const doc = contract.doc;
  const types = new Set<string>();
  for (const branch of doc.components.schemas.Event.oneOf) {
    const type = resolveRef(doc, branch).properties.type;
    if (typeof type.const === "string") types.add(type.const);
    for (const value of type.enum ?? []) types.add(value);
  }
  return types;
}

/** The first event whose `type` the contract does not know, as a field error. */
function unknownType(body: unknown, known: ReadonlySet<string>) {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return undefined;
  for (const [index, event] of events.entries()) {
    const type = (event as { type?: unknown } | null)?.type;
    if (typeof type === "string" && !known.has(type)) {
      return {
        path: `/events/${index}/type`,
        message: `"${type.slice(0, 40)}" is not an event type (${[...known].join(", ")})`,
      };
    }
  }
  return undefined;
}

export function eventRoutes(deps: {
  contract: Contract;
  recorder: EventRecorder;
  now: () => number;
  trustProxy: boolean;
}): Hono<Env> {
  const { contract, recorder, now } = deps;
  const validate = contract.body("EventBatch");
  const known = eventTypesOf(contract);
  const budgets = new AddressBudgets(
    EVENTS_PER_ADDRESS,
    EVENTS_WINDOW_MS,
    MAX_TRACKED_EVENT_ADDRESSES,
  );
  const events = new Hono<Env>();

  events.post("/", limitBodyTo(EVENTS_MAX_BYTES), async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    const unknown = unknownType(body.value, known);
    if (unknown) return validationProblem([unknown]);
    if (!validate(body.value)) return validationProblem(toFieldErrors(validate.errors));
    const batch = (body.value as { events: Event[] }).events;
    const at = now();
    const spent = budgets.spend(clientOf(c, deps.trustProxy), batch.length, at);
    if (!spent.ok) {
      return problem("rate-limited", {
        detail: `At most ${EVENTS_PER_ADDRESS} events per minute from one address`,
        headers: { "retry-after": String(spent.retryAfterSeconds) },
      });
    }
    recorder.addEvents(batch, at);
    if (recorder.due(at)) await recorder.flush();
    return c.body(null, 202);
  });

  return events;
}
