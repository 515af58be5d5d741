import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FeedbackStatus, FeedbackType } from '../../../src/contract/feedback';

/** Feedback from a signed-in user (userId) or an anonymous sender (accessKey for the private link). */
@Entity('feedback')
@Index('IDX_feedback_userId', ['userId'])
@Index('IDX_feedback_createdAt', ['createdAt'])
export class Feedback {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 16 })
  type: FeedbackType;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  pageUrl: string | null;

  /** Screenshot URLs joined by spaces (each is /files/<hex>.<ext>). */
  @Column({ type: 'varchar', length: 400, default: '' })
  images: string;

  @Column({ type: 'varchar', length: 16 })
  status: FeedbackStatus;

  /** The secret of an anonymous sender's private link (hex), null for signed-in senders. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  accessKey: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

@Entity('feedback_reply')
@Index('IDX_feedback_reply_feedbackId', ['feedbackId'])
export class FeedbackReply {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  feedbackId: number;

  @Column({ type: 'varchar', length: 36 })
  adminId: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
