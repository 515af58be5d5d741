import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AiKind, AiOutcome } from '../../../src/contract/ai';
import { jsonText } from '../db/jsonText';

/**
 * One AI call of a signed-in user: what was asked, what came back, what it cost. The
 * input and output texts are `json` columns kept through jsonText (LONGTEXT on MariaDB, text on
 * SQLite; see ParserLog), each capped at AI_TEXT_CAP characters by the service.
 */
@Entity('ai_call')
@Index('IDX_ai_call_userId_createdAt', ['userId', 'createdAt'])
@Index('UQ_ai_call_userId_requestId', ['userId', 'requestId'], { unique: true })
export class AiCall {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The client's id of the action; a second request with it never charges again. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: AiKind;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ type: 'varchar', length: 16 })
  outcome: AiOutcome;

  /** The user-facing message of a failed call. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The first characters of the input, for lists. */
  @Column({ type: 'varchar', length: 200 })
  summary: string;

  @Column({ type: 'json', transformer: jsonText })
  input: string;

  @Column({ type: 'json', transformer: jsonText })
  output: string;

  @Column({ type: 'int' })
  inputChars: number;

  @Column({ type: 'int' })
  outputChars: number;

  @Column({ type: 'int', nullable: true })
  promptTokens: number | null;

  @Column({ type: 'int', nullable: true })
  completionTokens: number | null;

  @Column({ type: 'int', nullable: true })
  totalTokens: number | null;

  @Column({ type: 'int', nullable: true })
  latencyMs: number | null;

  /** Credits taken from the balance; 0 after a refund. */
  @Column({ type: 'int' })
  charged: number;

  /** The parse or generation history entry the call produced, answered again on a replay. */
  @Column({ type: 'int', nullable: true })
  historyId: number | null;

  @Index('IDX_ai_call_createdAt')
  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
