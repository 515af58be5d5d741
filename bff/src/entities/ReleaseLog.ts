import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { flag } from '../db/flag';

/** One entry of the release log; drafts are seen by admins only. */
@Entity('release_log')
export class ReleaseLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('UQ_release_log_version', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  version: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Markdown with Keep a Changelog sections. */
  @Column({ type: 'text' })
  content: string;

  /** Calendar day of the release, `YYYY-MM-DD`. */
  @Index('IDX_release_log_releasedAt')
  @Column({ type: 'date' })
  releasedAt: string;

  @Column({ type: 'int', default: 0, transformer: flag })
  draft: boolean;

  /** When it was first published; "What's new" compares it with when a user last looked. */
  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;
}

/** When a signed-in user last looked at the release log. */
@Entity('release_log_seen')
export class ReleaseLogSeen {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'datetime' })
  seenAt: Date;
}
