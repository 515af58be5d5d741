import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  findTemplatesDir,
  listBuiltinGroups,
  loadBuiltinGroups,
  builtinGroupSpec,
  readBuiltinGroup,
} from './builtin';
import { generate } from './render';
import { resolveSettings, sampleTables } from './settings';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h1-builtin-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function writeGroup(key: string, manifest: unknown, sources: Record<string, string>): string {
  const folder = path.join(dir, key);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'group.json'), JSON.stringify(manifest));
  for (const [name, content] of Object.entries(sources)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

describe('built-in group folders', () => {
  it('reads group.json and its sources (sub-folders too) into a spec with builtin ids', () => {
    const folder = writeGroup(
      'tiny-pojo',
      {
        name: 'Tiny POJO',
        description: 'A class per table',
        language: 'java',
        order: 5,
        options: [{ key: 'lombok', label: 'Lombok', type: 'boolean', default: false }],
        files: [
          {
            path: 'src/{{ settings.packagePath }}/{{ table.className }}.java',
            source: 'java/entity.java.liquid',
            language: 'java',
          },
          { path: 'README.md', source: 'readme.md.liquid', scope: 'all', language: 'markdown' },
        ],
      },
      {
        'java/entity.java.liquid':
          'package {{ settings.package }};\n{% if options.lombok %}@Data\n{% endif %}public class {{ table.className }} {}\n',
        'readme.md.liquid': '{{ tables | size }} tables',
      },
    );
    const group = readBuiltinGroup(folder, 'tiny-pojo');
    expect(group).toMatchObject({
      id: 'builtin:tiny-pojo',
      key: 'tiny-pojo',
      name: 'Tiny POJO',
      language: 'java',
      order: 5,
      sources: ['java/entity.java.liquid', 'readme.md.liquid'],
    });
    expect(group.files.map((f) => [f.id, f.scope, f.language])).toEqual([
      ['builtin:tiny-pojo:0', 'table', 'java'],
      ['builtin:tiny-pojo:1', 'all', 'markdown'],
    ]);
    const files = generate({
      group,
      tables: sampleTables(),
      settings: resolveSettings(group, { date: '2024-01-01' }),
    });
    expect(files).toEqual([
      { path: 'README.md', content: '1 tables', language: 'markdown' },
      {
        path: 'src/com/example/demo/UserAccount.java',
        content: 'package com.example.demo;\npublic class UserAccount {}\n',
        language: 'java',
      },
    ]);
  });

  it('a broken group.json or a source outside the folder is a clear error', () => {
    const bad = writeGroup('bad-one', { name: 'x', language: 'cobol', files: [] }, {});
    expect(() => readBuiltinGroup(bad, 'bad-one')).toThrow(
      /Built-in group bad-one: invalid group.json: language: .*files: /,
    );
    const escaping = writeGroup(
      'escaping',
      {
        name: 'x',
        language: 'java',
        files: [{ path: 'a', source: '../bad-one/group.json', language: 'java' }],
      },
      {},
    );
    expect(() => readBuiltinGroup(escaping, 'escaping')).toThrow(/source must be a relative path/);
    const missing = writeGroup(
      'missing',
      {
        name: 'x',
        language: 'java',
        files: [{ path: 'a', source: 'nope.liquid', language: 'java' }],
      },
      {},
    );
    expect(() => readBuiltinGroup(missing, 'missing')).toThrow(/source nope.liquid is missing/);
  });

  it('finds bff/templates from the source and from the compiled output', () => {
    const root = path.resolve(__dirname, '../../../..');
    const expected = path.join(root, 'bff', 'templates');
    expect(findTemplatesDir(__dirname)).toBe(expected);
    expect(findTemplatesDir(path.join(root, 'bff/dist/bff/src/domain/generator'))).toBe(expected);
  });

  it('loads the repository’s groups, cached, by id or key, listed as contract groups', () => {
    const groups = loadBuiltinGroups();
    expect(loadBuiltinGroups()).toBe(groups);
    for (const g of groups) {
      expect(g.id).toBe(`builtin:${g.key}`);
      expect(builtinGroupSpec(g.id)).toBe(g);
      expect(builtinGroupSpec(g.key)).toBe(g);
    }
    expect(builtinGroupSpec('builtin:no-such-group')).toBeUndefined();
    expect(listBuiltinGroups().map((g) => [g.id, g.builtIn, g.fileCount])).toEqual(
      groups.map((g) => [g.id, true, g.files.length]),
    );
  });

  it('gives no table the path of a shared file of its group, whatever the table is called', () => {
    for (const group of loadBuiltinGroups()) {
      // Tables named like each shared file (`page`, `request`, `base`, …) and like the group's folders.
      const stems = group.files
        .filter((f) => f.scope !== 'table')
        .flatMap((f) => f.path.split('/'))
        .map((part) => part.replace(/\..*$/, ''))
        .filter((stem) => /^[a-z_]\w*$/i.test(stem) && !stem.includes('{'));
      const [sample] = sampleTables();
      const tables = [...new Set(stems)].map((stem) => ({
        ...sample,
        tableName: stem,
        className: stem.charAt(0).toUpperCase() + stem.slice(1),
      }));
      const settings = resolveSettings(group, { date: '2024-01-02' });
      const paths = generate({ group, tables, settings }).map((f) => f.path.toLowerCase());
      const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
      expect({ key: group.key, twice }).toEqual({ key: group.key, twice: [] });
    }
  });

  it('says which groups read the base package (the settings form hides it for the others)', () => {
    const uses = Object.fromEntries(listBuiltinGroups().map((g) => [g.id, g.usesBasePackage]));
    for (const key of ['typescript-react-antd', 'vue3-element-plus', 'go-gorm', 'sql-ddl']) {
      expect({ key, uses: uses[`builtin:${key}`] }).toEqual({ key, uses: false });
    }
    for (const key of [
      'spring-boot-mybatis-plus',
      'java-pojo',
      'kotlin-data-class',
      'csharp-ef-core',
    ]) {
      expect({ key, uses: uses[`builtin:${key}`] }).toEqual({ key, uses: true });
    }
    // Read from the templates: a group whose output does not change with the package says false
    const outputs = (key: string, basePackage: string) => {
      const group = builtinGroupSpec(key)!;
      const settings = resolveSettings(group, { date: '2024-01-02', basePackage });
      return generate({ group, tables: sampleTables(), settings });
    };
    for (const group of loadBuiltinGroups()) {
      const same =
        JSON.stringify(outputs(group.key, 'com.one')) ===
        JSON.stringify(outputs(group.key, 'org.two'));
      expect({ key: group.key, uses: group.usesBasePackage }).toEqual({
        key: group.key,
        uses: !same,
      });
    }
  });
});
