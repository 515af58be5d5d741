import {
  generationSettingsSchema,
  type Field,
  type GenerationSettings,
  type GenerationSettingsInput,
  type Table,
} from '../../../../src/contract/text';
import { makeField } from '../field';
import { mapType } from '../typeMapping';
import { withOptionDefaults } from './context';
import type { TemplateGroupSpec } from './types';

/** Today in UTC as YYYY-MM-DD (the generation date when the caller gives none). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Settings for a generation: the contract's defaults, the group's option defaults under the
 * caller's options, and today's date when none is given. Throws the zod error on invalid input
 * (callers validate request bodies with the contract first).
 */
export function resolveSettings(
  group: Pick<TemplateGroupSpec, 'options'>,
  settings: Partial<GenerationSettingsInput> = {},
): GenerationSettings & { date: string } {
  const parsed = generationSettingsSchema.parse(settings);
  return {
    ...parsed,
    options: withOptionDefaults(group, parsed.options),
    date: parsed.date ?? todayUtc(),
  };
}

type SampleColumn = Pick<Field, 'columnName' | 'sqlType' | 'comment'> &
  Partial<Omit<Field, 'columnName' | 'sqlType' | 'comment'>>;

function sampleField(column: SampleColumn): Field {
  const base = makeField(column.columnName, column);
  return {
    ...base,
    javaType: base.javaType || mapType(base, 'mysql', 'java'),
    tsType: base.tsType || mapType(base, 'mysql', 'typescript'),
  };
}

const SAMPLE_COLUMNS: SampleColumn[] = [
  {
    columnName: 'id',
    sqlType: 'bigint',
    comment: 'ID',
    nullable: false,
    primaryKey: true,
    autoIncrement: true,
  },
  {
    columnName: 'user_name',
    sqlType: 'varchar',
    length: 64,
    comment: 'User name',
    nullable: false,
    unique: true,
  },
  { columnName: 'email', sqlType: 'varchar', length: 128, comment: 'Email address' },
  { columnName: 'age', sqlType: 'int', comment: 'Age' },
  {
    columnName: 'balance',
    sqlType: 'decimal',
    precision: 12,
    scale: 2,
    comment: 'Account balance',
    nullable: false,
    defaultValue: '0.00',
  },
  {
    columnName: 'active',
    sqlType: 'tinyint',
    length: 1,
    comment: 'Whether the account is active',
    nullable: false,
    defaultValue: '1',
  },
  { columnName: 'birthday', sqlType: 'date', comment: 'Birthday' },
  { columnName: 'profile', sqlType: 'text', comment: 'Profile' },
  {
    columnName: 'created_at',
    sqlType: 'datetime',
    comment: 'Created at',
    nullable: false,
    defaultValue: 'CURRENT_TIMESTAMP',
  },
  { columnName: 'updated_at', sqlType: 'datetime', comment: 'Updated at' },
];

/** The table template previews render against (a fresh copy each call: callers may change it). */
export function sampleTables(): Table[] {
  return [
    {
      tableName: 'user_account',
      className: 'UserAccount',
      comment: 'User account',
      fields: SAMPLE_COLUMNS.map(sampleField),
    },
  ];
}
