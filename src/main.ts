import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { setAllocationSitePretenuring, setHeapGrowingPercent } from "./gc.js";
import type { App } from "./server/app.js";

const START_TIMEOUT_S = 60;

/** Entry only: config → buildApp → listen → graceful stop. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  setHeapGrowingPercent(config.heapGrowingPercent);
  setAllocationSitePretenuring(config.allocationSitePretenuring);
  // `npm start -- --no-demo-worker` (or DEMO_WORKER=false) runs the server without the demo worker.
  if (process.argv.includes("--no-demo-worker")) config.demoWorker = false;
  if (process.argv.includes("--demo-worker")) config.demoWorker = true;
  let demoWorker: { stop(): Promise<void> } | undefined;
  let app: App | undefined;

  // Signals are handled from here on, even while the app loads and starts: always a clean exit 0.
  let stopping = false;
  let starting: Promise<unknown> = Promise.resolve();
  const startAborted = new AbortController();
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutdown requested");
    // A start in progress goes no further than its current step and settles first, so a migration
    // or a first PGlite start is not cut off midway (the next start applies the remaining
    // migrations); a start that hangs does not hold the stop beyond the grace period.
    startAborted.abort(new Error("shutdown requested while starting"));
    const startSettled = Promise.race([
      starting.then(
        () => {},
        () => {},
      ),
      new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref()),
    ]);
    // The demo worker first (it finishes or abandons its run), while the server still answers it.
    const workerStopped = startSettled.then(
      () => demoWorker?.stop().catch((err) => logger.warn({ err }, "demo worker stop failed")),
    );
    workerStopped.then(() => app?.stop()).then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info({ pid: process.pid, node: process.version, heapGrowingPercent: config.heapGrowingPercent }, "starting");

  // Loaded only once the configuration is known to be good, so a bad one is reported at once.
  const { buildApp } = await import("./server/app.js");
  if (stopping) return;
  app = buildApp(config, logger);

  let port = 0;
  try {
    // An unreachable database or Redis fails fast by itself (connect timeouts of 5 s). This is the
    // last resort against anything else that hangs; it leaves room for a first PGlite start, which
    // creates its database files and can take several seconds on a busy machine.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`start-up took longer than ${START_TIMEOUT_S} s`)), START_TIMEOUT_S * 1000).unref(),
    );
    starting = Promise.race([app.start(undefined, startAborted.signal), timeout]);
    port = (await starting) as number;
  } catch (err) {
    // Asked to stop while starting: the stop reports and exits.
    if (stopping) return;
    const e = err as NodeJS.ErrnoException;
    const reason = (e?.message || e?.code || String(err)).split("\n")[0];
    process.stderr.write(`failed to start: ${reason}\n`);
    process.exit(1);
  }

  if (config.demoWorker && !stopping) {
    try {
      const { attachDemoWorker } = await import("./worker/embedded.js");
      demoWorker = (await attachDemoWorker(app, config, logger, port)) ?? undefined;
      if (stopping) await demoWorker?.stop();
    } catch (err) {
      if (!stopping) logger.warn({ err: (err as Error)?.message }, "demo worker not attached");
    }
  }
}

void main();
