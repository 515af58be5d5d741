import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers';
import { UsageEvent } from '../entities/UsageEvent';

/**
 * Usage events for the admin statistics. `recordEvent` only queues the event in memory, so the
 * request it describes is not slowed; a recorder per database writes the queue in one transaction
 * every FLUSH_INTERVAL_MS (sooner when FLUSH_AT events wait) and at shutdown: the raw events, the
 * per-UTC-day rollups (`usage_daily`) and the day's active users (`usage_daily_user`).
 *
 * Call it after the work it describes has committed, e.g. a paid order:
 *   recordEvent(dataSource, { type: 'order', userId, currency: 'CNY', amount: 990 });
 */
export type UsageEventInput = { userId?: string | null; at?: Date } & (
  | { type: 'signup' }
  | { type: 'signin' }
  | { type: 'parse'; inputType: string; dialect?: string | null; failed: boolean }
  | { type: 'generate'; template: string }
  | { type: 'ai'; model: string; tokens: number; failed?: boolean }
  | { type: 'zip' }
  /** A paid order: amount in minor units of the currency (fen, cents). */
  | { type: 'order'; kind?: string; currency: string; amount: number }
  /** A request that answered 5xx. */
  | { type: 'error'; path?: string }
);

export const FLUSH_INTERVAL_MS = 2000;
const FLUSH_AT = 1000;
/** Events kept when the database refuses a flush; beyond that the oldest are dropped (logged). */
const MAX_QUEUED = 100_000;
const INSERT_ROWS = 500;

type EventRow = Omit<UsageEvent, 'id'>;

/** Rollup metrics: totals ('' dimension) and top-list dimensions. */
export const METRICS = {
  newUsers: 'newUsers',
  activeUsers: 'activeUsers',
  signIns: 'signIns',
  parses: 'parses',
  parseFailures: 'parseFailures',
  generations: 'generations',
  aiCalls: 'aiCalls',
  zipDownloads: 'zipDownloads',
  orders: 'orders',
  revenue: 'revenue',
  serverErrors: 'serverErrors',
  inputType: 'top.inputType',
  dialect: 'top.dialect',
  template: 'top.template',
  aiModel: 'top.aiModel',
} as const;

const clip = (text: string | null | undefined, max = 100) =>
  text === null || text === undefined || text === '' ? null : text.slice(0, max);

function toRow(event: UsageEventInput): EventRow {
  const row: EventRow = {
    type: event.type,
    userId: event.userId ?? null,
    subject: null,
    detail: null,
    failed: false,
    amount: '0',
    occurredAt: event.at ?? new Date(),
  };
  switch (event.type) {
    case 'parse':
      return {
        ...row,
        subject: clip(event.inputType),
        detail: clip(event.dialect),
        failed: event.failed,
      };
    case 'generate':
      return { ...row, subject: clip(event.template) };
    case 'ai':
      return {
        ...row,
        subject: clip(event.model),
        failed: event.failed ?? false,
        amount: String(Math.max(0, Math.round(event.tokens))),
      };
    case 'order':
      return {
        ...row,
        subject: clip(event.currency.toUpperCase(), 8),
        detail: clip(event.kind),
        amount: String(Math.round(event.amount)),
      };
    case 'error':
      return { ...row, subject: clip(event.path) };
    default:
      return row;
  }
}

/** The UTC day of an instant: the same for every server time zone. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The rollup increments of one event: [metric, dimension, count, amount]. */
function rollupsOf(row: EventRow): [string, string, number, number][] {
  const amount = Number(row.amount);
  switch (row.type) {
    case 'signup':
      return [[METRICS.newUsers, '', 1, 0]];
    case 'signin':
      return [[METRICS.signIns, '', 1, 0]];
    case 'parse': {
      const out: [string, string, number, number][] = [[METRICS.parses, '', 1, 0]];
      if (row.failed) out.push([METRICS.parseFailures, '', 1, 0]);
      if (row.subject) out.push([METRICS.inputType, row.subject, 1, 0]);
      if (row.detail) out.push([METRICS.dialect, row.detail, 1, 0]);
      return out;
    }
    case 'generate':
      return [
        [METRICS.generations, '', 1, 0],
        [METRICS.template, row.subject ?? '', 1, 0],
      ];
    case 'ai':
      return [
        [METRICS.aiCalls, '', 1, amount],
        [METRICS.aiModel, row.subject ?? '', 1, amount],
      ];
    case 'zip':
      return [[METRICS.zipDownloads, '', 1, 0]];
    case 'order':
      return [
        [METRICS.orders, '', 1, 0],
        [METRICS.revenue, row.subject ?? '', 1, amount],
      ];
    case 'error':
      return [[METRICS.serverErrors, '', 1, 0]];
    default:
      return [];
  }
}

export class UsageRecorder {
  private queue: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger?: Logger,
  ) {}

  record(event: UsageEventInput): void {
    this.queue.push(toRow(event));
    if (this.queue.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      // A pending flush never keeps the process alive; shutdown flushes explicitly.
      this.timer.unref();
    }
  }

  /** Writes what is queued; flushes run one after another. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(async () => {
      const batch = this.queue;
      if (batch.length === 0 || !this.dataSource.isInitialized) return;
      this.queue = [];
      try {
        await this.dataSource.transaction((manager) => writeBatch(manager, batch));
      } catch (err) {
        const kept = batch.slice(-Math.max(0, MAX_QUEUED - this.queue.length));
        this.queue = [...kept, ...this.queue];
        this.logger?.error(
          { err, events: batch.length, dropped: batch.length - kept.length },
          'writing usage events failed; they wait for the next flush',
        );
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}

/**
 * The raw events as multi-row INSERTs. TypeORM's insert builder spent more time building a batch
 * than the database took to write it (a few microseconds a column a row, under load a twentieth of
 * every parse call); the values still go through each column's transformer and the driver's own
 * conversion, as the builder does.
 */
async function insertEvents(manager: EntityManager, batch: EventRow[]): Promise<void> {
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(UsageEvent);
  const columns = metadata.columns.filter((c) => !c.isGenerated);
  const names = columns.map((c) => driver.escape(c.databaseName)).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < batch.length; i += INSERT_ROWS) {
    const chunk = batch.slice(i, i + INSERT_ROWS);
    const params = chunk.flatMap((row) =>
      columns.map((c) => {
        const value = c.getEntityValue(row) as unknown;
        const stored = c.transformer
          ? ApplyValueTransformers.transformTo(c.transformer, value)
          : value;
        return driver.preparePersistentValue(stored, c) as unknown;
      }),
    );
    await manager.query(
      `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      params,
    );
  }
}

async function writeBatch(manager: EntityManager, batch: EventRow[]): Promise<void> {
  await insertEvents(manager, batch);
  const daily = new Map<
    string,
    { day: string; metric: string; dim: string; count: number; amount: number }
  >();
  const users = new Map<string, { day: string; userId: string }>();
  for (const row of batch) {
    const day = utcDay(row.occurredAt);
    for (const [metric, dim, count, amount] of rollupsOf(row)) {
      const key = `${day}\u0000${metric}\u0000${dim}`;
      const entry = daily.get(key) ?? { day, metric, dim, count: 0, amount: 0 };
      entry.count += count;
      entry.amount += amount;
      daily.set(key, entry);
    }
    if (row.userId) users.set(`${day}\u0000${row.userId}`, { day, userId: row.userId });
  }
  const mysql = manager.connection.options.type !== 'better-sqlite3';
  const q = (name: string) => manager.connection.driver.escape(name);
  // The day's active users: a pair new to usage_daily_user adds one (the insert says how many were).
  const byDay = new Map<string, string[]>();
  for (const { day, userId } of users.values()) {
    const ids = byDay.get(day) ?? [];
    ids.push(userId);
    byDay.set(day, ids);
  }
  // Only a query runner tells how many rows an insert added; a transaction always has one.
  const runner = manager.queryRunner;
  if (!runner) throw new Error('usage events are written inside a transaction');
  for (const [day, ids] of byDay) {
    let added = 0;
    for (let i = 0; i < ids.length; i += INSERT_ROWS) {
      const chunk = ids.slice(i, i + INSERT_ROWS);
      const result = await runner.query(
        `INSERT ${mysql ? 'IGNORE ' : 'OR IGNORE '}INTO ${q('usage_daily_user')} (${q('day')}, ${q('userId')}) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flatMap((userId) => [day, userId]),
        true,
      );
      added += result.affected ?? 0;
    }
    if (added > 0) {
      daily.set(`${day}\u0000${METRICS.activeUsers}\u0000`, {
        day,
        metric: METRICS.activeUsers,
        dim: '',
        count: added,
        amount: 0,
      });
    }
  }
  const rows = [...daily.values()];
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    const chunk = rows.slice(i, i + INSERT_ROWS);
    const values = chunk.map(() => '(?, ?, ?, ?, ?)').join(', ');
    const params = chunk.flatMap((r) => [r.day, r.metric, r.dim, r.count, r.amount]);
    const [count, amount] = [q('count'), q('amount')];
    const upsert = mysql
      ? `ON DUPLICATE KEY UPDATE ${count} = ${count} + VALUES(${count}), ${amount} = ${amount} + VALUES(${amount})`
      : `ON CONFLICT (${q('day')}, ${q('metric')}, ${q('dim')}) DO UPDATE SET ${count} = ${count} + excluded.${count}, ${amount} = ${amount} + excluded.${amount}`;
    await manager.query(
      `INSERT INTO ${q('usage_daily')} (${q('day')}, ${q('metric')}, ${q('dim')}, ${count}, ${amount}) VALUES ${values} ${upsert}`,
      params,
    );
  }
}

const recorders = new WeakMap<DataSource, UsageRecorder>();

/** The recorder of a database, made on first use (bootstrap makes it with the app's logger). */
export function usageRecorderOf(dataSource: DataSource, logger?: Logger): UsageRecorder {
  let recorder = recorders.get(dataSource);
  if (!recorder) {
    recorder = new UsageRecorder(dataSource, logger);
    recorders.set(dataSource, recorder);
  }
  return recorder;
}

/** Queues one usage event; never throws and never waits for the database. */
export function recordEvent(dataSource: DataSource, event: UsageEventInput): void {
  usageRecorderOf(dataSource).record(event);
}

/** Writes every queued event now (shutdown, tests). */
export function flushUsage(dataSource: DataSource): Promise<void> {
  return recorders.get(dataSource)?.flush() ?? Promise.resolve();
}
