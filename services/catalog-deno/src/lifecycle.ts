/**
 * Where an instance is in its life, for readiness (issue 29): a load balancer
 * sends it requests only while it is `serving` and its database answers.
 * main.ts moves it on; tests hold one of their own.
 */
export type Phase = "starting" | "serving" | "draining";

export class Lifecycle {
  #phase: Phase;

  constructor(phase: Phase = "serving") {
    this.#phase = phase;
  }

  get phase(): Phase {
    return this.#phase;
  }

  /** The database is open and migrated: requests may come. */
  serving(): void {
    if (this.#phase === "starting") this.#phase = "serving";
  }

  /** A stop was asked for: the balancer should send nothing new (never undone). */
  draining(): void {
    this.#phase = "draining";
  }
}
