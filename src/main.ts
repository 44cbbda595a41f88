import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { buildApp } from "./app.js";

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
  const app = buildApp(config, logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutdown requested");
    app.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  try {
    // An unreachable database or Redis fails fast by itself (connect timeouts of 5 s). This is the
    // last resort against anything else that hangs; it leaves room for a first PGlite start, which
    // creates its database files and can take several seconds on a busy machine.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`start-up took longer than ${START_TIMEOUT_S} s`)), START_TIMEOUT_S * 1000).unref(),
    );
    await Promise.race([app.start(), timeout]);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const reason = (e?.message || e?.code || String(err)).split("\n")[0];
    process.stderr.write(`failed to start: ${reason}\n`);
    process.exit(1);
  }
}

void main();
