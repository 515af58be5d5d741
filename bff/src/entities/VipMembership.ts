import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's VIP membership (at most one per user); expired rows stay until the next grant. */
@Entity('vip_membership')
export class VipMembership {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  level: string;

  /** Start of the current unbroken membership; a renewal before expiry keeps it. */
  @Column({ type: 'datetime' })
  since: Date;

  /** Null: no expiry. */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;
}
