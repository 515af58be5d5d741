import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CodeLanguage, TemplateOption, TemplateScope } from '../../../src/contract/template';
import { jsonText } from '../db/jsonText';

/**
 * A user's template group (built-in groups live in code, under bff/templates). No foreign key to
 * user_account: account deletion removes these rows itself (removeUserData of the template service).
 */
@Entity('template_group')
@Index('IDX_template_group_userId', ['userId'])
export class TemplateGroup {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ type: 'varchar', length: 16 })
  language: CodeLanguage;

  @Column({ type: 'json' })
  options: TemplateOption[];

  /** The group this one was copied from (`builtin:<key>` or a user group id), else null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  copiedFrom: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}

/**
 * A folder or file of a user's group; `parentId` null sits at the root. The content is a `json`
 * column kept through jsonText like ParserLog's text: LONGTEXT on MariaDB (plain `text` ends at
 * 64 KB), text on SQLite.
 */
@Entity('template_file')
@Index('IDX_template_file_groupId', ['groupId'])
export class TemplateFile {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  groupId: number;

  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 8 })
  type: 'folder' | 'file';

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'json', transformer: jsonText })
  content: string;

  @Column({ type: 'varchar', length: 8 })
  scope: TemplateScope;

  @Column({ type: 'varchar', length: 16 })
  language: CodeLanguage;

  @Column({ type: 'int' })
  sort: number;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
