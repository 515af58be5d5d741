import { flag } from '../db/flag';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OrderKind, OrderStatus, ProviderId } from '../../../src/contract/sponsor';

/**
 * One payment order of any kind (sponsorship, VIP plan, credit pack). The id is 128 random bits in
 * hex: unguessable, and within every provider's out_trade_no rules (at most 32 of [0-9a-z]).
 * Status changes only through services/order/index.ts, by conditional UPDATEs.
 */
@Entity('pay_order')
@Index('IDX_pay_order_status_expiresAt', ['status', 'expiresAt'])
@Index('IDX_pay_order_userId_createdAt', ['userId', 'createdAt'])
@Index('IDX_pay_order_kind_status_paidAt', ['kind', 'status', 'paidAt'])
export class PayOrder {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  /** Null for a visitor's sponsorship. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: OrderKind;

  @Column({ type: 'varchar', length: 16 })
  provider: ProviderId;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  /** Minor units (fen, cents). */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  planId: string | null;

  /** What the order grants when paid, copied from the plan so later plan edits do not change it. */
  @Column({ type: 'int', nullable: true })
  grantDays: number | null;

  @Column({ type: 'int', nullable: true })
  grantCredits: number | null;

  @Column({ type: 'varchar', length: 80 })
  title: string;

  @Column({ type: 'varchar', length: 40 })
  displayName: string;

  @Column({ type: 'varchar', length: 200 })
  message: string;

  @Column({ type: 'int', transformer: flag })
  anonymous: boolean;

  /** The provider's own reference of the checkout (e.g. a Stripe Checkout Session id). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  providerRef: string | null;

  /** The provider's transaction id once paid. */
  @Index('IDX_pay_order_tradeNo')
  @Column({ type: 'varchar', length: 128, nullable: true })
  tradeNo: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  qrCode: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  payUrl: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  refundedAt: Date | null;
}
