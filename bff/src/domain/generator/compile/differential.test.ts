import fs from 'node:fs';
import path from 'node:path';
import type { Field, GenerationSettingsInput, Table } from '../../../../../src/contract/text';
import { makeField } from '../../field';
import { parse } from '../../parser';
import { loadBuiltinGroups, type BuiltinGroup } from '../builtin';
import { createLiquid, renderGroup } from '../render';
import { resolveSettings } from '../settings';
import { compileTemplates } from './compiler';

/**
 * The compiled templates against LiquidJS itself: every built-in group over the tables of every
 * SQL file of the shared corpus and a wide synthetic table must come out as the same files (path
 * and content, and the same errors) both ways.
 */

const CORPUS_DIR =
  process.env.PARSER_CORPUS_DIR ?? path.resolve(__dirname, '../../../../../../shared/corpus');
const SQL_FILES = fs
  .readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const groups = loadBuiltinGroups();

/** 40 columns of every common kind, with the awkward names, comments and defaults templates quote. */
function wideTable(): Table {
  const kinds: [string, Partial<Field>][] = [
    ['bigint', { primaryKey: true, autoIncrement: true, nullable: false }],
    ['varchar', { length: 64, unique: true, nullable: false }],
    ['varchar', { length: 255, defaultValue: "'n/a'" }],
    ['char', { length: 2 }],
    ['int', { defaultValue: '0' }],
    ['smallint', {}],
    ['tinyint', { length: 1, nullable: false, defaultValue: '1' }],
    ['decimal', { precision: 12, scale: 2 }],
    ['numeric', { precision: 20, scale: 0 }],
    ['double', {}],
    ['float', {}],
    ['boolean', {}],
    ['date', {}],
    ['datetime', { defaultValue: 'CURRENT_TIMESTAMP', nullable: false }],
    ['timestamp', {}],
    ['time', {}],
    ['text', {}],
    ['longtext', {}],
    ['json', {}],
    ['blob', {}],
    ['uuid', {}],
    ['bigint unsigned', {}],
    ['year', {}],
    ['enum', {}],
  ];
  const comments = [
    'Plain comment',
    'Says "hello" and \\ back',
    'Ends a comment */ here',
    '多字节的说明',
    '',
    'Line one\nline two',
    '<tag> & ampersand',
  ];
  const fields: Field[] = Array.from({ length: 40 }, (_, i) => {
    const [sqlType, extra] = kinds[i % kinds.length];
    const name = i === 0 ? 'id' : i % 7 === 3 ? `class_${i}` : `column_${i}_name`;
    return makeField(name, {
      sqlType,
      nullable: true,
      comment: comments[i % comments.length],
      ...extra,
      ...(i >= kinds.length ? { primaryKey: false, autoIncrement: false, unique: false } : {}),
    });
  });
  return { tableName: 'wide_table', className: 'WideTable', comment: 'A "wide" table */', fields };
}

function corpusTables(file: string): Table[] {
  return parse(fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8')).tables;
}

/** The group's defaults, then every boolean turned over and each select at its other choices. */
function optionVariants(group: BuiltinGroup): Partial<GenerationSettingsInput>[] {
  const base = { date: '2024-01-01', author: 'Ann "A" */ Author' };
  const variants: Partial<GenerationSettingsInput>[] = [base];
  const flipped: Record<string, boolean | string> = {};
  for (const option of group.options) {
    if (option.type === 'boolean') flipped[option.key] = !option.default;
    for (const choice of option.choices ?? []) {
      if (choice.value === option.default) continue;
      variants.push({ ...base, options: { [option.key]: choice.value } });
    }
  }
  variants.push({
    date: '2024-01-01',
    author: '',
    basePackage: 'org.acme.shop',
    moduleName: 'sales',
    tablePrefixes: ['t_', 'sys_'],
    skipFields: ['created_at', 'updated_at'],
    options: flipped,
  });
  return variants;
}

function expectSameOutput(group: BuiltinGroup, tables: Table[], settings: GenerationSettingsInput) {
  const input = { group, tables, settings: resolveSettings(group, settings) };
  const compiled = renderGroup(input);
  const interpreted = renderGroup(input, {}, { interpret: true });
  expect(compiled.errors).toEqual(interpreted.errors);
  expect(compiled.files.map((f) => f.path)).toEqual(interpreted.files.map((f) => f.path));
  compiled.files.forEach((file, i) => {
    // One file at a time, so a difference names its file
    expect({ path: file.path, content: file.content }).toEqual({
      path: interpreted.files[i].path,
      content: interpreted.files[i].content,
    });
  });
  expect(compiled.files).toEqual(interpreted.files);
  return compiled;
}

it('compiles every file of every built-in group (none is left to LiquidJS)', () => {
  const fallbacks: string[] = [];
  for (const group of groups) {
    const liquid = createLiquid(group.files);
    for (const file of group.files) {
      if (!compileTemplates(liquid, liquid.parse(file.path, file.path))) {
        fallbacks.push(`${group.key}: path of ${file.path}`);
      }
      if (!compileTemplates(liquid, liquid.parse(file.content, file.path))) {
        fallbacks.push(`${group.key}: ${file.path}`);
      }
    }
  }
  expect(fallbacks).toEqual([]);
});

describe.each(SQL_FILES)('corpus %s', (file) => {
  const tables = corpusTables(file);

  it.each(groups.map((g) => [g.key, g] as const))(
    'renders %s the same both ways',
    (_key, group) => {
      expect(tables.length).toBeGreaterThan(0);
      const outcome = expectSameOutput(group, tables, { date: '2024-01-01', author: 'Ann' });
      expect(outcome.files.length).toBeGreaterThan(0);
    },
  );
});

describe('a wide synthetic table and the corpus Chinook schema, every option variant', () => {
  const tables = [wideTable(), ...corpusTables('chinook.mysql.sql').slice(0, 3)];

  it.each(groups.map((g) => [g.key, g] as const))(
    'renders %s the same both ways',
    (_key, group) => {
      for (const settings of optionVariants(group)) {
        const outcome = expectSameOutput(group, tables, settings);
        expect(outcome.errors).toEqual([]);
      }
    },
  );
});
