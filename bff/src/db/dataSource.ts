import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { DEFAULT_DB_LIMITS, type DbConfig, type DbLimits } from '../config';
import { entities } from '../entities';
import { migrations } from '../migrations';

/**
 * Runs top-level transactions one at a time. TypeORM gives SQLite a single shared query runner, so
 * two concurrent `transaction()` calls would otherwise nest, the second as a savepoint of the first,
 * and a rollback of one could undo the other's work. A transaction opened inside another (through
 * its EntityManager) is unaffected; starting a new top-level one from inside a transaction would
 * wait forever, so services pass the transaction's manager down instead.
 */
function serializeTransactions(dataSource: DataSource): DataSource {
  const { manager } = dataSource;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    const run = tail.then(() => transaction(...args));
    tail = run.catch(() => undefined);
    return run;
  }) as typeof manager.transaction;
  return dataSource;
}

/**
 * Whether a mysql:// server is MariaDB. TypeORM must know: with type 'mysql' it reads MariaDB's
 * `DEFAULT NULL` as the string 'NULL', so its schema comparison sees drift that is not there.
 */
async function isMariaDb(url: string): Promise<boolean> {
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = (rows as { version: string }[])[0]?.version ?? '';
    return version.toLowerCase().includes('mariadb');
  } finally {
    await connection.end();
  }
}

interface PoolWithEvents {
  on(
    event: 'connection',
    listener: (connection: { query(sql: string, done: (err: unknown) => void): unknown }) => void,
  ): void;
}

/**
 * Every pooled MySQL/MariaDB connection gets the statement time limit as it opens: a session
 * variable, in seconds for every statement on MariaDB, in milliseconds for SELECT only on MySQL.
 */
function limitStatementTime(dataSource: DataSource, limits: DbLimits): void {
  const driver = dataSource.driver as unknown as { pool?: PoolWithEvents };
  const sql =
    dataSource.options.type === 'mariadb'
      ? `SET SESSION max_statement_time = ${limits.queryTimeoutMs / 1000}`
      : `SET SESSION max_execution_time = ${limits.queryTimeoutMs}`;
  driver.pool?.on('connection', (connection) => {
    // A server that refuses the variable still serves queries, only without the limit.
    connection.query(sql, () => undefined);
  });
}

/** The TypeORM data source for DB_URL. Never `synchronize`: the schema comes from migrations. */
export async function createDataSource(
  db: DbConfig,
  limits: DbLimits = DEFAULT_DB_LIMITS,
): Promise<DataSource> {
  if (db.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(db.file), { recursive: true });
    return serializeTransactions(
      new DataSource({
        type: 'better-sqlite3',
        database: db.file,
        // WAL lets readers work while a write is in progress.
        enableWAL: true,
        entities,
        migrations,
        migrationsTransactionMode: 'each',
        synchronize: false,
        logging: false,
      }),
    );
  }
  const mariaDb = await isMariaDb(db.url);
  return new DataSource({
    type: mariaDb ? 'mariadb' : 'mysql',
    url: db.url,
    charset: 'utf8mb4',
    poolSize: limits.poolSize,
    connectTimeout: limits.connectTimeoutMs,
    extra: {
      // Callers wait for a free connection, but not without end: a full queue is an outage.
      queueLimit: limits.poolSize * 50,
    },
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
  limits: DbLimits = DEFAULT_DB_LIMITS,
): Promise<{ dataSource: DataSource; applied: string[] }> {
  const dataSource = await createDataSource(db, limits);
  await dataSource.initialize();
  if (db.kind === 'mysql') limitStatementTime(dataSource, limits);
  try {
    const applied = await dataSource.runMigrations();
    return { dataSource, applied: applied.map((m) => m.name) };
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
}
