/**
 * Attaches the demo worker to any server:
 *
 *   npm run worker -- --url http://host:4000/graphql --key <worker key>
 *
 * or with WORKER_URL / WORKER_API_KEY in the environment. Logs are pino JSON lines (LOG_LEVEL).
 * SIGTERM / SIGINT stop it gracefully: no new claims, the run in hand finishes (or is abandoned to
 * lease expiry after a few seconds), exit 0. A refused key exits 1; bad arguments exit 2.
 */
import { parseArgs } from "node:util";
import { createLogger } from "../logger.js";
import { startDemoWorker } from "./demo-worker.js";

const USAGE = `usage: npm run worker -- --url <graphql url> --key <worker key> [--task <task id>] [--concurrency <n>] [--log-level <level>]
  (or WORKER_URL, WORKER_API_KEY, LOG_LEVEL in the environment)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        url: { type: "string" },
        key: { type: "string" },
        task: { type: "string" },
        concurrency: { type: "string" },
        "log-level": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    fail(`invalid arguments: ${(err as Error).message}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }

  const url = values.url ?? process.env.WORKER_URL ?? "http://localhost:4000/graphql";
  const apiKey = values.key ?? process.env.WORKER_API_KEY;
  if (!apiKey) fail("a worker key is required: --key or WORKER_API_KEY");
  try {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("not http(s)");
  } catch {
    fail(`invalid --url / WORKER_URL: ${url} (expected http(s)://host:port/graphql)`);
  }
  const concurrency = values.concurrency ? Number(values.concurrency) : 1;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) fail("--concurrency must be a whole number from 1 to 32");
  const level = values["log-level"] ?? process.env.LOG_LEVEL ?? "info";

  let logger;
  try {
    logger = createLogger(level).child({ component: "demo-worker" });
  } catch {
    fail(`invalid log level: ${level}`);
  }
  const worker = startDemoWorker({ url, apiKey, logger, concurrency, taskId: values.task });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutdown requested");
    worker.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  worker.done.catch(() => {
    // Already logged by the worker (the key is refused): nothing will work until it changes.
    process.exit(1);
  });
}

main();
