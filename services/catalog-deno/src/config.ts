/** Service configuration, read once from the environment by main.ts. */
export interface Config {
  readonly port: number;
  readonly hostname: string;
  /** SQLite file; created and seeded on first start. */
  readonly databasePath: string;
  /** Built site to serve in production mode (apps/site/dist); absent in development. */
  readonly staticDir: string | undefined;
}

export const DEFAULT_PORT = 5000;
export const DEFAULT_DATABASE_PATH = "data/catalog.sqlite";

export function readConfig(env: { get(name: string): string | undefined }): Config {
  const portText = env.get("PORT");
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${portText}"`);
  }
  return {
    port,
    hostname: env.get("HOST") ?? "0.0.0.0",
    databasePath: env.get("DATABASE_PATH") ?? DEFAULT_DATABASE_PATH,
    staticDir: env.get("STATIC_DIR") || undefined,
  };
}
