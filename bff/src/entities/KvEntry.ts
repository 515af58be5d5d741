import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** MySQL returns BIGINT as a string; the store works with numbers (ms since the epoch fit). */
const bigintNumber = {
  to: (v: number) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

/** One entry of the database-backed key-value store (sessions, replay cache, rate limits). */
@Entity('kv_entry')
export class KvEntry {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  id: string;

  @Column({ type: 'text' })
  value: string;

  /** Expiry in ms since the epoch; rows past it are ignored and purged. */
  @Index('IDX_kv_entry_expiresAt')
  @Column({ type: 'bigint', transformer: bigintNumber })
  expiresAt: number;
}
