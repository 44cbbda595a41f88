import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { buildApp } from "./app.js";

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
    // Never hang at start-up: an unreachable database or Redis is a clear failure, fast.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("start-up took longer than 9 s")), 9000).unref(),
    );
    await Promise.race([app.start(), timeout]);
  } catch (err) {
    const reason = (err as Error).message?.split("\n")[0] ?? String(err);
    process.stderr.write(`failed to start: ${reason}\n`);
    process.exit(1);
  }
}

void main();
