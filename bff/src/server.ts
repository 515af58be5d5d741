import 'reflect-metadata';
import dotenv from 'dotenv';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';

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
  const server = app.listen(config.port, () => {
    console.log(`Java code generator is running at http://localhost:${config.port}`);
  });
  server.on('error', (err) => {
    deps.logger.fatal({ err }, 'cannot listen');
    void close().finally(() => process.exit(1));
  });
  const stop = (signal: string) => {
    deps.logger.info({ signal }, 'shutting down');
    server.close(() => void close().finally(() => process.exit(0)));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
