import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Diagnostic, InputType, SqlDialect, Table } from '../../../src/contract/text';
import { jsonText } from '../db/jsonText';

/**
 * One parse of a signed-in user (history of the text tool). The input text, tables, diagnostics
 * and table names are `json` columns: a JSON value is the one long-text type both drivers accept
 * (MariaDB stores it as LONGTEXT, up to 4 GB; plain `text` there ends at 64 KB, and SQLite's driver
 * rejects `mediumtext`/`longtext`), and TypeORM (de)serialises it. The text goes through jsonText.
 */
@Entity('parser_log')
@Index('IDX_parser_log_userId_createdAt', ['userId', 'createdAt'])
@Index('UQ_parser_log_userId_inputHash', ['userId', 'inputHash'], { unique: true })
export class ParserLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  inputType: Exclude<InputType, 'auto'>;

  @Column({ type: 'varchar', length: 16, nullable: true })
  dialect: SqlDialect | null;

  /** `paste`, `file` or `ai` (text.aiParser). */
  @Column({ type: 'varchar', length: 8 })
  source: 'paste' | 'file' | 'ai';

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  /**
   * SHA-256 (hex) of a pasted text and its parse options: one entry per input and user. Null for
   * AI and file parses (each is its own entry) and for rows older than the column.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  inputHash: string | null;

  @Column({ type: 'json', transformer: jsonText })
  text: string;

  @Column({ type: 'json' })
  tables: Table[];

  @Column({ type: 'json' })
  diagnostics: Diagnostic[];

  @Column({ type: 'json' })
  tableNames: string[];

  @Column({ type: 'int' })
  tableCount: number;

  @Column({ type: 'int' })
  fieldCount: number;

  @Column({ type: 'int' })
  textLength: number;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
