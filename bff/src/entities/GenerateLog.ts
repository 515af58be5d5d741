import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { GenerationSettings, Table } from '../../../src/contract/text';

/**
 * One code generation of a signed-in user (history of the code generator). Tables, settings and
 * table names are `json` columns, like ParserLog: LONGTEXT on MariaDB, text on SQLite.
 */
@Entity('generate_log')
@Index('IDX_generate_log_userId_createdAt', ['userId', 'createdAt'])
export class GenerateLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** `builtin:<key>` or a user group's id. */
  @Column({ type: 'varchar', length: 64 })
  templateId: string;

  /** The group's name at generation time (the group may be renamed or deleted later). */
  @Column({ type: 'varchar', length: 255 })
  templateName: string;

  @Column({ type: 'json' })
  tableNames: string[];

  @Column({ type: 'int' })
  tableCount: number;

  @Column({ type: 'int' })
  fileCount: number;

  @Column({ type: 'json' })
  tables: Table[];

  @Column({ type: 'json' })
  settings: GenerationSettings;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
