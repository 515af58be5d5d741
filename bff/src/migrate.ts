import 'reflect-metadata';
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/dataSource';

/** `npm run db:migrate`: applies pending migrations to DB_URL and exits. */
async function main(): Promise<void> {
  dotenv.config();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { dataSource, applied } = await openDatabase(config.db, config.dbLimits);
  await dataSource.destroy();
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
}

main().catch((err: unknown) => {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
