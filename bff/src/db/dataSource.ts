import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { DbConfig } from '../config';
import { entities } from '../entities';
import { migrations } from '../migrations';

/** The TypeORM data source for DB_URL. Never `synchronize`: the schema comes from migrations. */
export function createDataSource(db: DbConfig): DataSource {
  if (db.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(db.file), { recursive: true });
    return new DataSource({
      type: 'better-sqlite3',
      database: db.file,
      // WAL lets readers work while a write is in progress.
      enableWAL: true,
      entities,
      migrations,
      migrationsTransactionMode: 'each',
      synchronize: false,
      logging: false,
    });
  }
  return new DataSource({
    type: 'mysql',
    url: db.url,
    charset: 'utf8mb4',
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
  });
}

/** Opens the connection and applies pending migrations; returns the names applied. */
export async function openDatabase(
  db: DbConfig,
): Promise<{ dataSource: DataSource; applied: string[] }> {
  const dataSource = createDataSource(db);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return { dataSource, applied: applied.map((m) => m.name) };
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
}
