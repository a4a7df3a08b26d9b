/**
 * A throw-away PostgreSQL server for tests: a fresh cluster in a temp
 * directory on a free port, started with initdb + pg_ctl (as the `postgres`
 * user when we are root, since PostgreSQL refuses to run as root) and removed
 * afterwards. Missing server binaries are an error, never a skip:
 * scripts/lib/postgres.mjs installs them (the services suite runs it first).
 */
import postgres from "postgres";

export interface PostgresCluster {
  /** Superuser connection URL to the `postgres` database. */
  url: string;
  /** A connection URL to a new, empty database. */
  createDatabase(): Promise<string>;
  /** Stops the server, keeping its data, to see what clients do without it. */
  pause(): Promise<void>;
  /** Starts it again after pause(), on the same port with the same data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Generous: initdb and the first start take a few seconds on a busy 2-core machine. */
const START_TIMEOUT_S = 60;

async function findBinDir(): Promise<string> {
  const fromEnv = Deno.env.get("PG_BIN_DIR");
  const candidates = fromEnv ? [fromEnv] : [];
  try {
    const versions = [...Deno.readDirSync("/usr/lib/postgresql")]
      .map((entry) => entry.name)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // no Debian PostgreSQL installed
  }
  for (const dir of candidates) {
    try {
      await Deno.stat(`${dir}/initdb`);
      await Deno.stat(`${dir}/pg_ctl`);
      return dir;
    } catch {
      continue;
    }
  }
  throw new Error(
    "PostgreSQL server binaries not found (initdb, pg_ctl). Run `node scripts/lib/postgres.mjs` " +
      "to install Debian's postgresql, or set PG_BIN_DIR.",
  );
}

async function run(command: string, args: string[]): Promise<string> {
  const output = await new Deno.Command(command, {
    args,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const text = new TextDecoder().decode(output.stdout) +
    new TextDecoder().decode(output.stderr);
  if (!output.success) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${text}`);
  }
  return text;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = await findBinDir();
  const dir = await Deno.makeTempDir({ prefix: "sinema-pg-" });
  const root = Deno.uid() === 0;
  const asOwner = async (program: string, args: string[]) =>
    root
      ? await run("runuser", [
        "-u",
        "postgres",
        "--",
        `${bin}/${program}`,
        ...args,
      ])
      : await run(`${bin}/${program}`, args);
  if (root) {
    const uid = Number((await run("id", ["-u", "postgres"])).trim());
    const gid = Number((await run("id", ["-g", "postgres"])).trim());
    await Deno.chown(dir, uid, gid);
  }
  const data = `${dir}/data`;
  const port = freePort();
  const start = () =>
    asOwner("pg_ctl", [
      "-D",
      data,
      "-l",
      `${dir}/server.log`,
      "-w",
      "-t",
      String(START_TIMEOUT_S),
      "-o",
      // Durability is pointless for a throw-away test cluster; speed is not.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "start",
    ]);
  try {
    await asOwner("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    await start();
  } catch (error) {
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    async createDatabase() {
      const name = `conformance_${++databases}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async pause() {
      await asOwner("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    async resume() {
      await start();
    },
    async stop() {
      try {
        await asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    },
  };
}
