import * as fs from 'fs';
import * as path from 'path';
import type { RawTable } from '../types';
import { readJson } from './json';

const corpus =
  process.env.PARSER_CORPUS_DIR ?? path.resolve(__dirname, '../../../../../../shared/corpus');
const read = (file: string) => readJson(fs.readFileSync(path.join(corpus, file), 'utf8'));

function table(tables: RawTable[], className: string): RawTable {
  const t = tables.find((x) => x.className === className);
  if (!t) throw new Error(`no class ${className} in ${tables.map((x) => x.className).join(', ')}`);
  return t;
}
function field(t: RawTable, column: string) {
  const f = t.fields.find((x) => x.columnName === column);
  if (!f) throw new Error(`no column ${column} in ${t.tableName}`);
  return f;
}

describe('readJson', () => {
  it('makes one class per nested object, named from its key, with inferred types', () => {
    const r = readJson(
      JSON.stringify({
        id: 5000000000,
        count: 3,
        price: 9.5,
        active: true,
        birthday: '2024-01-31',
        createdAt: '2024-01-31T10:00:00',
        updatedAt: '2024-01-31T10:00:00+08:00',
        token: '123e4567-e89b-12d3-a456-426614174000',
        name: 'x',
        note: null,
        owner: { login: 'a', id: 1 },
        labels: [
          { name: 'bug', weight: 1 },
          { name: 'ui', weight: 1.5, color: 'red' },
        ],
        tagIds: [1, 2],
        extra: [],
      }),
      { rootName: 'repository' },
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.className, t.tableName])).toEqual([
      ['Repository', 'repository'],
      ['Owner', 'owner'],
      ['Label', 'label'],
    ]);
    const root = r.tables[0];
    const types = Object.fromEntries(
      root.fields.map((f) => [f.propertyName, [f.javaType, f.tsType, f.sqlType]]),
    );
    expect(types).toEqual({
      id: ['Long', 'number', 'bigint'],
      count: ['Integer', 'number', 'int'],
      price: ['BigDecimal', 'number', 'decimal'],
      active: ['Boolean', 'boolean', 'boolean'],
      birthday: ['LocalDate', 'string', 'date'],
      createdAt: ['LocalDateTime', 'string', 'datetime'],
      updatedAt: ['OffsetDateTime', 'string', 'datetime'],
      token: ['UUID', 'string', 'uuid'],
      name: ['String', 'string', 'varchar'],
      note: ['Object', 'unknown', 'varchar'],
      owner: ['Owner', 'Owner', 'json'],
      labels: ['List<Label>', 'Label[]', 'json'],
      tagIds: ['List<Long>', 'number[]', 'json'],
      extra: ['List<Object>', 'unknown[]', 'json'],
    });
    expect(field(root, 'created_at').propertyName).toBe('createdAt');
    expect(field(root, 'note').nullable).toBe(true);
    expect(field(root, 'name')).toMatchObject({ nullable: false, length: 255 });
    const label = table(r.tables, 'Label');
    expect(field(label, 'weight')).toMatchObject({ javaType: 'BigDecimal', nullable: false });
    expect(field(label, 'color').nullable).toBe(true);
  });

  it('merges compatible same-named objects and prefixes the parent for incompatible ones', () => {
    const r = readJson(
      JSON.stringify({
        owner: { login: 'a', id: 1 },
        repo: { owner: { login: 'b', id: 2, site_admin: false } },
        team: { owner: { id: 'x-1', size: 3 } },
      }),
    );
    expect(r.tables.map((t) => t.className)).toEqual([
      'Root',
      'Owner',
      'Repo',
      'Team',
      'TeamOwner',
    ]);
    expect(table(r.tables, 'Owner').fields.map((f) => f.columnName)).toEqual([
      'login',
      'id',
      'site_admin',
    ]);
    expect(field(table(r.tables, 'Owner'), 'site_admin').nullable).toBe(true);
    expect(field(table(r.tables, 'Team'), 'owner').javaType).toBe('TeamOwner');
  });

  it('reads JSON with comments', () => {
    const r = readJson('{\n  // the id\n  "id": 1, /* note */ "url": "http://x//y"\n}');
    expect(r.diagnostics).toEqual([]);
    expect(r.tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'url']);
    expect(readJson('// c\n{"a": }').diagnostics[0]).toMatchObject({ line: 2, column: 7 });
    expect(readJson('{"a": }').diagnostics[0].message).toBe("Invalid JSON: Unexpected token '}'");
  });

  it('reads a root array by merging its elements', () => {
    const r = readJson('[{"a":1},{"a":2147483648,"b":"x"}]');
    expect(r.tables).toHaveLength(1);
    expect(field(r.tables[0], 'a').javaType).toBe('Long');
    expect(field(r.tables[0], 'b').nullable).toBe(true);
  });

  it('reports a syntax error with its line and column and never throws', () => {
    const r = readJson('{\n  "a": 1,\n}');
    expect(r.tables).toEqual([]);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ line: 3, column: 1 });
    expect(readJson('42').diagnostics).toHaveLength(1);
    expect(readJson('{"a":').diagnostics).toHaveLength(1);
  });

  it('reads github.repository.json', () => {
    const r = read('github.repository.json');
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => t.className)).toEqual([
      'Root',
      'Owner',
      'Permissions',
      'Organization',
    ]);
    const root = r.tables[0];
    expect(field(root, 'id')).toMatchObject({ javaType: 'Integer', sqlType: 'int' });
    expect(field(root, 'owner')).toMatchObject({ javaType: 'Owner', tsType: 'Owner' });
    expect(field(root, 'description')).toMatchObject({ nullable: true });
    expect(field(root, 'created_at').javaType).toBe('OffsetDateTime');
    expect(field(table(r.tables, 'Permissions'), 'admin').javaType).toBe('Boolean');
  });

  it('reads github.events.json (an array of differently shaped events)', () => {
    const r = read('github.events.json');
    expect(r.diagnostics).toEqual([]);
    const names = r.tables.map((t) => t.className);
    for (const n of [
      'Root',
      'Actor',
      'Repo',
      'Payload',
      'Commit',
      'Author',
      'Issue',
      'Label',
      'PullRequest',
      'Org',
    ]) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
    const root = r.tables[0];
    expect(field(root, 'org').nullable).toBe(true);
    expect(field(root, 'id').javaType).toBe('String');
    expect(field(table(r.tables, 'Payload'), 'commits')).toMatchObject({
      javaType: 'List<Commit>',
      tsType: 'Commit[]',
    });
    expect(field(table(r.tables, 'Issue'), 'labels').javaType).toBe('List<Label>');
  });

  it('reads github.issues.json and github.organization.json', () => {
    const issues = read('github.issues.json');
    expect(issues.diagnostics).toEqual([]);
    expect(issues.tables.map((t) => t.className)).toEqual(
      expect.arrayContaining(['Root', 'User', 'Reactions']),
    );
    expect(field(issues.tables[0], 'user').javaType).toBe('User');
    expect(field(table(issues.tables, 'Reactions'), '+1')).toMatchObject({ javaType: 'Integer' });
    const org = read('github.organization.json');
    expect(org.tables.map((t) => t.className)).toEqual(['Root', 'Plan']);
    expect(field(org.tables[0], 'is_verified').javaType).toBe('Boolean');
  });

  it('reads spotify.album.json', () => {
    const r = read('spotify.album.json');
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => t.className)).toEqual([
      'Root',
      'Artist',
      'ExternalUrls',
      'Copyright',
      'ExternalIds',
      'Image',
      'Tracks',
      'Item',
    ]);
    const root = r.tables[0];
    expect(field(root, 'artists')).toMatchObject({
      javaType: 'List<Artist>',
      tsType: 'Artist[]',
      array: true,
    });
    expect(field(root, 'available_markets')).toMatchObject({
      javaType: 'List<String>',
      tsType: 'string[]',
    });
    expect(field(root, 'genres').javaType).toBe('List<Object>');
    expect(field(table(r.tables, 'Tracks'), 'items').javaType).toBe('List<Item>');
    expect(field(table(r.tables, 'Tracks'), 'next').nullable).toBe(true);
  });
});

describe('readJson on real-world documents', () => {
  const classes = (text: string) =>
    Object.fromEntries(
      readJson(text).tables.map((t) => [
        t.className,
        t.fields.map((f) => `${f.columnName} ${f.propertyName} ${f.javaType}`),
      ]),
    );

  it('names properties Java can take: keywords, symbols and +1/-1 reactions', () => {
    expect(
      classes(
        '{"private": false, "class": "x", "@/*": ["src/*"], "reactions": {"+1": 1, "-1": 0}}',
      ),
    ).toEqual({
      Root: [
        'private private_ Boolean',
        'class clazz String',
        '@/* field3 List<String>',
        'reactions reactions Reactions',
      ],
      Reactions: ['+1 plus1 Integer', '-1 minus1 Integer'],
    });
  });

  it('keeps keys that differ only in case apart', () => {
    expect(classes('{"id": 1, "Id": 2}').Root).toEqual(['id id Integer', 'id_2 Id2 Integer']);
  });

  it('does not name a class after a java.lang or java.util type', () => {
    const result = classes('{"data": {"object": {"id": "ch_1"}}, "list": {"v": 1}}');
    expect(result.Data).toEqual(['object object_ DataObject']);
    expect(result.Root).toContain('list list RootList');
    expect(Object.keys(result)).toEqual(['Root', 'Data', 'DataObject', 'RootList']);
  });

  it('gives a class renamed for a clash a table of its own name', () => {
    const { tables } = readJson('{"user": {"entities": {"n": 1}}, "entities": {"x": "a"}}');
    expect(tables.map((t) => `${t.className}:${t.tableName}`)).toEqual([
      'Root:root',
      'User:user',
      'Entities:entities',
      'RootEntities:root_entities',
    ]);
  });

  it('types numbers as the document writes them: 19.0 is a decimal, 2^70 no Long', () => {
    expect(
      classes('{"sum": 19.0, "e": 1.5e2, "n": 3, "wei": 1000000000000000000000, "t": "19.0"}').Root,
    ).toEqual([
      'sum sum BigDecimal',
      'e e BigDecimal',
      'n n Integer',
      'wei wei BigDecimal',
      't t String',
    ]);
  });

  it('types a recursive tree by its top level when a deeper level disagrees', () => {
    // A Reddit comment tree: `replies` is a listing, or "" at the leaves.
    const result = classes(
      '{"data":{"children":[{"data":{"id":"c1","replies":{"data":{"children":[{"data":{"id":"c2","replies":""}}]}}}}]}}',
    );
    expect(result.Child).toEqual(['data data ChildData']);
    expect(result.ChildData).toEqual(['id id String', 'replies replies Replies']);
    expect(result.Replies).toEqual(['data data Data']);
    // The leaves' shape is no class a field refers to, so none is made for it.
    expect(Object.keys(result)).toEqual(['Root', 'Data', 'Child', 'ChildData', 'Replies']);
  });

  it('reads an empty object as a map, not a class without fields', () => {
    expect(classes('{"custom_properties": {}}')).toEqual({
      Root: ['custom_properties custom_properties Map<String, Object>'],
    });
  });
});

describe('readJson keys', () => {
  const keys = (text: string) =>
    Object.fromEntries(
      readJson(text).tables.map((t) => [
        t.className,
        t.fields.filter((f) => f.primaryKey).map((f) => f.columnName),
      ]),
    );

  it('takes an id every record has as the primary key', () => {
    expect(
      keys('{"id": 7, "name": "a", "owner": {"id": "u-1"}, "items": [{"id": 1}, {"id": 2}]}'),
    ).toEqual({ Root: ['id'], Owner: ['id'], Item: ['id'] });
    expect(keys('{"_id": "65a1f0", "title": "x"}')).toEqual({ Root: ['id'] });
  });

  it('takes no key where the id is missing, null or no scalar', () => {
    expect(keys('[{"id": 1, "name": "a"}, {"name": "b"}]')).toEqual({ Root: [] });
    expect(keys('{"id": null, "name": "a"}')).toEqual({ Root: [] });
    expect(keys('{"id": {"value": 1}, "user_id": 5}')).toEqual({ Root: [], Id: [] });
  });
});
