/**
 * The part of a store that says who may do what (sessions, sign-in budgets,
 * device transfers), apart from the catalogue: each engine implements it in a
 * class of its own, and its MovieStore forwards these methods to it.
 */
import type { MovieStore } from "./store.ts";
import type { LoginBudget, Session, Transfer } from "./types.ts";

export type AccessStore = Pick<
  MovieStore,
  | "createSession"
  | "getSession"
  | "deleteSession"
  | "deleteExpiredSessions"
  | "countLoginAttempt"
  | "clearLoginAttempts"
  | "createTransfer"
  | "takeTransfer"
  | "countTransferCreation"
>;

/** A store's access methods, each handed to the engine's AccessStore. */
export abstract class AccessForwarder implements AccessStore {
  readonly #access: AccessStore;

  protected constructor(access: AccessStore) {
    this.#access = access;
  }

  createSession(session: Session): Promise<void> {
    return this.#access.createSession(session);
  }

  getSession(tokenHash: string, now: number): Promise<Session | undefined> {
    return this.#access.getSession(tokenHash, now);
  }

  deleteSession(tokenHash: string): Promise<void> {
    return this.#access.deleteSession(tokenHash);
  }

  deleteExpiredSessions(now: number): Promise<void> {
    return this.#access.deleteExpiredSessions(now);
  }

  countLoginAttempt(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return this.#access.countLoginAttempt(key, now, windowMs, maxKeys);
  }

  clearLoginAttempts(key: string): Promise<void> {
    return this.#access.clearLoginAttempts(key);
  }

  createTransfer(transfer: Transfer, now: number, maxLive: number): Promise<"ok" | "full"> {
    return this.#access.createTransfer(transfer, now, maxLive);
  }

  takeTransfer(id: string, now: number): Promise<Uint8Array | undefined> {
    return this.#access.takeTransfer(id, now);
  }

  countTransferCreation(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return this.#access.countTransferCreation(key, now, windowMs, maxKeys);
  }
}
