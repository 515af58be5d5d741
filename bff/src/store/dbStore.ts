import { type DataSource, LessThanOrEqual, QueryFailedError } from 'typeorm';
import { KvEntry } from '../entities/KvEntry';
import type { KvStore } from './types';

const PURGE_EVERY_MS = 10 * 60 * 1000;
const DUPLICATE_CODES = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  'SQLITE_CONSTRAINT_UNIQUE',
]);

function isDuplicate(err: unknown): boolean {
  const code = (err as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
  return err instanceof QueryFailedError && code !== undefined && DUPLICATE_CODES.has(code);
}

/** KvStore on the `kv_entry` table; expired rows are ignored on read and purged periodically. */
export class DbKvStore implements KvStore {
  readonly kind = 'db';
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {
    this.timer = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_EVERY_MS);
    this.timer.unref();
  }

  private get repo() {
    return this.dataSource.getRepository(KvEntry);
  }

  async get(key: string): Promise<string | null> {
    const row = await this.repo.findOneBy({ id: key });
    return row && row.expiresAt > Date.now() ? row.value : null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.repo.upsert({ id: key, value, expiresAt: Date.now() + ttlMs }, ['id']);
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ id: key });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    await this.repo.delete({ id: key, expiresAt: LessThanOrEqual(now) });
    try {
      await this.repo.insert({ id: key, value, expiresAt: now + ttlMs });
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  /**
   * Without a transaction: TypeORM's SQLite driver has one connection, so concurrent transactions
   * would collide. Each statement is atomic; a count read back may include a concurrent increment,
   * but none is lost.
   */
  async increment(key: string, ttlMs: number): Promise<number> {
    const now = Date.now();
    await this.repo.delete({ id: key, expiresAt: LessThanOrEqual(now) });
    try {
      await this.repo.insert({ id: key, value: '1', expiresAt: now + ttlMs });
      return 1;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
    }
    const cast = this.dataSource.options.type === 'mysql' ? 'SIGNED' : 'INTEGER';
    await this.repo
      .createQueryBuilder()
      .update(KvEntry)
      .set({ value: () => `CAST(CAST(value AS ${cast}) + 1 AS CHAR)` })
      .where('id = :id', { id: key })
      .execute();
    const row = await this.repo.findOneBy({ id: key });
    // Gone only if it expired and was purged in between: the count has restarted.
    return row ? Number(row.value) : 1;
  }

  /** Deletes every expired row; returns how many went. */
  async purgeExpired(): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThanOrEqual(Date.now()) });
    return result.affected ?? 0;
  }

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}
