import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { IssueStatus } from '../../../src/contract/issue';
import { flag } from '../db/flag';

/**
 * An issue of the public board. Full-text search: an FTS5 table `issue_fts` kept by triggers on
 * SQLite, the FULLTEXT index `FT_issue_title_content` on MariaDB/MySQL (both made by the
 * migration; declared here without synchronize so the schema check leaves it alone).
 */
@Entity('issue')
@Index('IDX_issue_lastActivityAt', ['lastActivityAt'])
@Index('IDX_issue_votes', ['votes'])
@Index('IDX_issue_authorId', ['authorId'])
@Index('FT_issue_title_content', { synchronize: false })
export class Issue {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  /** Markdown as written (at most 20,000 characters, so it fits MariaDB's TEXT in utf8mb4). */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 16 })
  status: IssueStatus;

  /** Labels joined by commas (each is [a-z0-9-]). */
  @Column({ type: 'varchar', length: 200, default: '' })
  labels: string;

  @Column({ type: 'varchar', length: 36 })
  authorId: string;

  /** Kept equal to the rows of issue_vote by the service, in the same transaction. */
  @Column({ type: 'int', default: 0 })
  votes: number;

  @Column({ type: 'int', default: 0 })
  commentCount: number;

  @Column({ type: 'int', default: 0, transformer: flag })
  pinned: boolean;

  @Column({ type: 'int', default: 0, transformer: flag })
  locked: boolean;

  @Column({ type: 'int', default: 0, transformer: flag })
  hidden: boolean;

  @Column({ type: 'int', default: 1, transformer: flag })
  approved: boolean;

  @Column({ type: 'int', nullable: true })
  duplicateOfId: number | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;

  /** The last comment or status change; the "recent activity" sort. */
  @Column({ type: 'datetime' })
  lastActivityAt: Date;
}

@Entity('issue_comment')
@Index('IDX_issue_comment_issueId', ['issueId'])
export class IssueComment {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  issueId: number;

  @Column({ type: 'varchar', length: 36 })
  authorId: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

/** One vote per user and issue: the primary key makes a second one impossible. */
@Entity('issue_vote')
@Index('IDX_issue_vote_userId', ['userId'])
export class IssueVote {
  @PrimaryColumn({ type: 'int' })
  issueId: number;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

/** Who hears about an issue: its author, voters and commenters. */
@Entity('issue_subscriber')
@Index('IDX_issue_subscriber_userId', ['userId'])
export class IssueSubscriber {
  @PrimaryColumn({ type: 'int' })
  issueId: number;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;
}

@Entity('issue_status_change')
@Index('IDX_issue_status_change_issueId', ['issueId'])
export class IssueStatusChange {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  issueId: number;

  @Column({ type: 'varchar', length: 16 })
  fromStatus: IssueStatus;

  @Column({ type: 'varchar', length: 16 })
  toStatus: IssueStatus;

  @Column({ type: 'varchar', length: 36 })
  byUserId: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

/** Whether community news (issues, feedback replies) also goes out by e-mail; off unless chosen. */
@Entity('notify_pref')
export class NotifyPref {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'int', default: 0, transformer: flag })
  email: boolean;
}
