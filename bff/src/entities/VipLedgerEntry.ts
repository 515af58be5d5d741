import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One movement of a user's VIP balance; the balance is the sum of a user's entries. */
@Entity('vip_ledger_entry')
export class VipLedgerEntry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_vip_ledger_entry_userId')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** Credits: positive adds, negative spends. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
