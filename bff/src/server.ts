import 'reflect-metadata';
import dotenv from 'dotenv';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { warmUpEngines } from './domain/warmUp';
import { listenGracefully } from './http/gracefulServer';

/** Entry: `.env`, config check, database and migrations, then listen on PORT. */
async function main(): Promise<void> {
  dotenv.config();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(
        `${err.message}\nFix these environment variables (see .env.example) and start again.`,
      );
      process.exit(1);
    }
    throw err;
  }
  const { app, deps, close } = await bootstrap(config);
  let served;
  try {
    served = await listenGracefully(app, config.port);
  } catch (err) {
    deps.logger.fatal({ err }, 'cannot listen');
    await close();
    process.exit(1);
  }
  console.log(`Java code generator is running at http://localhost:${served.port}`);
  // After listen, in small steps: requests are answered meanwhile.
  const warming = new AbortController();
  const warmStart = performance.now();
  warmUpEngines({ signal: warming.signal }).then(
    ({ renders, parses, failures }) => {
      if (warming.signal.aborted) return;
      const ms = Math.round(performance.now() - warmStart);
      if (failures.length > 0) deps.logger.warn({ failures }, 'engine warm-up: steps failed');
      deps.logger.info({ renders, parses, ms }, 'engines warmed up');
    },
    (err: unknown) => deps.logger.warn({ err }, 'engine warm-up failed'),
  );
  const { shutdown } = served;
  const stop = (signal: string) => {
    warming.abort();
    deps.logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    void shutdown(config.shutdownTimeoutMs)
      .then(({ forced }) => {
        if (forced) deps.logger.warn('requests still open at the shutdown time-out were closed');
        return close();
      })
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Shutdown failed:', err instanceof Error ? err.message : err);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
