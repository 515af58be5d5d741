import { flag } from '../db/flag';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One usage event as it happened (services/usage.ts writes them in batches). Kept for audits and
 * for rebuilding rollups; the statistics call never reads this table.
 */
@Entity('usage_event')
@Index('IDX_usage_event_occurredAt', ['occurredAt'])
export class UsageEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** What the event is about: input type, template group, AI model, currency … */
  @Column({ type: 'varchar', length: 100, nullable: true })
  subject: string | null;

  /** A second dimension: the SQL dialect of a parse. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  detail: string | null;

  @Column({ type: 'int', default: 0, transformer: flag })
  failed: boolean;

  /** Tokens of an AI call, minor units of an order. */
  @Column({ type: 'bigint', default: 0 })
  amount: string;

  @Column({ type: 'datetime' })
  occurredAt: Date;
}

/** Per UTC day, metric and dimension value: how many events and their summed amount. */
@Entity('usage_daily')
export class UsageDaily {
  /** `YYYY-MM-DD`, a UTC day. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  metric: string;

  /** '' for the metric's total. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  dim: string;

  @Column({ type: 'int', default: 0 })
  count: number;

  @Column({ type: 'bigint', default: 0 })
  amount: string;
}

/** The signed-in users active on each UTC day (distinct counts over any range come from here). */
@Entity('usage_daily_user')
export class UsageDailyUser {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;
}
