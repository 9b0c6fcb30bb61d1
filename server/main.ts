import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR, loadConfig } from './config.ts';
import { createLogger, startRuntime } from './runtime.ts';

const started = Date.now();
// Variables already in the environment win over the .env file.
const envFile = join(ROOT_DIR, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const config = loadConfig();
const log = createLogger(config);

let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined;
try {
  runtime = await startRuntime(config, log);
  await runtime.app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.appUrl, ms: Date.now() - started, docs: `${config.appUrl}/api/docs` },
    'Applywise is ready',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Requests in flight finish; a hung close must not keep the process (and the database) up.
    const timer = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await runtime?.stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  log.fatal({ err: error }, (error as Error).message);
  // A port already in use fails after the database started: stop it before exiting with 1.
  await runtime?.stop().catch(() => undefined);
  // Give pino a moment to flush before exiting.
  setTimeout(() => process.exit(1), 100);
}
