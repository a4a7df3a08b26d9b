import { ECHO_WINDOW_MS } from "./constants";

export type EffectType = "play" | "pause" | "seeked";

/** A seeked event this close to where we sent the player (seconds) is that seek's echo. */
const SEEK_MATCH_S = 0.5;

interface Effect {
  type: EffectType;
  /** For seeks: where the player was sent. */
  time: number | undefined;
  sentAt: number;
}

/** A player event of `type` at `currentTime` is what this command causes. */
const causes = (effect: Effect, type: EffectType, currentTime: number) =>
  effect.type === type &&
  (effect.time === undefined || Math.abs(effect.time - currentTime) <= SEEK_MATCH_S);

/**
 * Echo suppression by cause: each command the client sends to the player is
 * recorded with the event it will cause; that event, when it comes, is
 * consumed here instead of being taken for the viewer's own action. Records
 * expire after ECHO_WINDOW_MS, so a command the player ignored cannot
 * swallow a later real action.
 */
export class ExpectedEffects {
  #effects: Effect[] = [];

  /** An independent copy: the steering's pure step changes a copy, never the state it was given. */
  clone(): ExpectedEffects {
    const copy = new ExpectedEffects();
    copy.#effects = [...this.#effects];
    return copy;
  }

  expect(type: EffectType, now: number, time?: number): void {
    this.#effects.push({ type, time, sentAt: now });
  }

  /** True (and forgotten) when this player event is the effect of one of our commands. */
  consume(type: EffectType, currentTime: number, now: number): Effect | undefined {
    this.#effects = this.#effects.filter((effect) => now - effect.sentAt <= ECHO_WINDOW_MS);
    const matches = (effect: Effect) => causes(effect, type, currentTime);
    let index = this.#effects.findIndex(matches);
    if (index === -1) return undefined;
    // Of several seeks, the one sent closest to where the player landed is its echo.
    if (type === "seeked") {
      const off = (effect: Effect) => Math.abs((effect.time ?? 0) - currentTime);
      this.#effects.forEach((effect, i) => {
        if (matches(effect) && off(effect) < off(this.#effects[index]!)) index = i;
      });
    }
    const effect = this.#effects.splice(index, 1)[0]!;
    // A seek sent while an earlier one was under way replaces it: the player reports
    // one "seeked", for the last. The earlier ones will never show; still waiting for
    // them would keep the position from being judged for the whole echo window.
    if (type === "seeked") {
      this.#effects = this.#effects.filter(
        (other) => other.type !== "seeked" || other.sentAt > effect.sentAt,
      );
    }
    return effect;
  }

  /**
   * A seek beginning ("seeking") where one of ours was sent: its start, not the
   * viewer's. The record stays for the "seeked" that follows.
   */
  seekIsOurs(currentTime: number, now: number): boolean {
    return this.#effects.some(
      (effect) => now - effect.sentAt <= ECHO_WINDOW_MS && causes(effect, "seeked", currentTime),
    );
  }

  /** A seek we sent has not landed yet: the player's position is not worth judging. */
  seekPending(now: number): boolean {
    return this.#effects.some(
      (effect) => effect.type === "seeked" && now - effect.sentAt <= ECHO_WINDOW_MS,
    );
  }

  clear(): void {
    this.#effects = [];
  }
}
