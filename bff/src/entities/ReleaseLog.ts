import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of the public release log. */
@Entity('release_log')
export class ReleaseLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  version: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  /** Calendar day of the release, `YYYY-MM-DD`. */
  @Index('IDX_release_log_releasedAt')
  @Column({ type: 'date' })
  releasedAt: string;
}
