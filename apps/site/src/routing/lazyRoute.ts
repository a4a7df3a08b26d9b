/** SPEC.md §9: a lazily loaded script chunk gets 120 s before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ChunkLoadError";
  }
}

/**
 * Wraps a dynamic import so that a chunk that never arrives (a slow or dead
 * network) fails after the timeout instead of leaving the page blank, and a
 * failed download is recognisable by the error boundary, which offers a retry.
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Page code did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError("Page code could not be loaded", { cause }));
      },
    );
  });
}
