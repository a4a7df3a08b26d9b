/**
 * A fixed-window budget per client address, kept in this process's memory.
 * Counting visitors' events is not a security boundary like signing in (whose
 * budget lives in the database, shared by every instance): it only bounds
 * the work one address can cause, so each instance bounding its own share is
 * enough, and keeping it out of the database keeps an event off the write path.
 */
export interface Budget {
  used: number;
  windowStart: number;
}

export type Spend = { ok: true } | { ok: false; retryAfterSeconds: number };

export class AddressBudgets {
  readonly #windows = new Map<string, Budget>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Addresses tracked at once; when full, new ones are refused until windows end. */
    readonly maxAddresses: number,
  ) {}

  /** Spends `amount` from the address's budget, or says how long until the window ends. */
  spend(address: string, amount: number, now: number): Spend {
    let budget = this.#windows.get(address);
    if (budget && now - budget.windowStart >= this.windowMs) {
      this.#windows.delete(address);
      budget = undefined;
    }
    if (!budget) {
      if (this.#windows.size >= this.maxAddresses) this.#forgetEnded(now);
      if (this.#windows.size >= this.maxAddresses) {
        return { ok: false, retryAfterSeconds: Math.ceil(this.windowMs / 1000) };
      }
      budget = { used: 0, windowStart: now };
      this.#windows.set(address, budget);
    }
    if (budget.used + amount > this.limit) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((budget.windowStart + this.windowMs - now) / 1000),
        ),
      };
    }
    budget.used += amount;
    return { ok: true };
  }

  #forgetEnded(now: number): void {
    for (const [address, budget] of this.#windows) {
      if (now - budget.windowStart >= this.windowMs) this.#windows.delete(address);
    }
  }
}
