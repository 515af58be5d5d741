import { flag } from '../db/flag';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlanKind } from '../../../src/contract/sponsor';

/** A VIP plan or a credit pack on sale (admin-defined; the migration seeds defaults). */
@Entity('pay_plan')
export class PayPlan {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PlanKind;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** Minor units (fen, cents). */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'int', nullable: true })
  days: number | null;

  @Column({ type: 'int', nullable: true })
  credits: number | null;

  @Column({ type: 'int', transformer: flag })
  active: boolean;

  @Column({ type: 'int' })
  sort: number;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
