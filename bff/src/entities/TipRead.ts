import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A tip a signed-in user has read; the (userId, tipId) key makes marking read idempotent. */
@Entity('tip_read')
export class TipRead {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'int' })
  tipId: number;

  @Column({ type: 'datetime' })
  readAt: Date;
}
