/**
 * Where swallowed failures go (SPEC.md §8: metadata errors are "logged and
 * swallowed"). Injected so tests can assert on them and stay quiet.
 */
export type Logger = (message: string, detail?: unknown) => void;

export const consoleLogger: Logger = (message, detail) => {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
};
