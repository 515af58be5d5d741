import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An in-app message to one user (a message to everyone is one row per user). */
@Entity('message')
@Index('IDX_message_userId_createdAt', ['userId', 'createdAt'])
export class Message {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  /** Null while unread. */
  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
