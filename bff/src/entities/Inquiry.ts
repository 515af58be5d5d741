import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InquiryBudget, InquiryStatus, InquiryTimeline } from '../../../src/contract/inquiry';

/** A software-development inquiry from a visitor or a signed-in user (userId). */
@Entity('inquiry')
@Index('IDX_inquiry_status', ['status'])
@Index('IDX_inquiry_createdAt', ['createdAt'])
export class Inquiry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  budget: InquiryBudget | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  timeline: InquiryTimeline | null;

  @Column({ type: 'text' })
  description: string;

  /** Attachment URLs joined by spaces (each is /files/<hex>.<ext>). */
  @Column({ type: 'varchar', length: 400, default: '' })
  attachments: string;

  @Column({ type: 'varchar', length: 16 })
  status: InquiryStatus;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
