import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedFile, Table } from '../../../src/contract/text';
import {
  builtinGroupSpec,
  renderGroup,
  resolveSettings,
  sampleTables,
} from '../../src/domain/generator';
import { corpusTables, renderBuiltin, slug, tempDir, writeFiles } from './corpusGroups';

/**
 * Python, Go, C# and the docs group over every corpus table. Python is checked by py_compile (syntax
 * only: sqlalchemy and pydantic are not installed here). No Go or .NET toolchain is installed, so
 * the Go and C# output is checked for its structure: declarations, tags and attributes, names,
 * imports, and gofmt's column alignment.
 */
const corpus = corpusTables();
const byPath = (files: GeneratedFile[], p: string): GeneratedFile => {
  const file = files.find((f) => f.path === p);
  if (!file) throw new Error(`${p} was not generated (got ${files.map((f) => f.path).join(', ')})`);
  return file;
};
const balanced = (text: string) => text.split('{').length === text.split('}').length;

describe('python-sqlalchemy-pydantic', () => {
  it('every generated .py file compiles (python3 -m py_compile)', () => {
    const root = tempDir('py');
    const paths: string[] = [];
    for (const { file, tables } of corpus) {
      const files = renderBuiltin('python-sqlalchemy-pydantic', tables);
      expect(files.filter((f) => f.path.startsWith('app/models/')).length).toBe(tables.length + 2);
      paths.push(...writeFiles(root, slug(file), files));
    }
    const script =
      'import py_compile, sys\n' +
      'bad = 0\n' +
      'for p in sys.argv[1:]:\n' +
      '    try:\n' +
      '        py_compile.compile(p, doraise=True)\n' +
      '    except py_compile.PyCompileError as e:\n' +
      '        bad += 1\n' +
      '        print(e.msg)\n' +
      'print(f"{len(sys.argv) - 1} files, {bad} failed")\n';
    const out = execFileSync('python3', ['-c', script, ...paths], { encoding: 'utf8' });
    expect(out.trim()).toBe(`${paths.length} files, 0 failed`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the Read schema has the model attributes, Create leaves out generated keys', () => {
    for (const { tables } of corpus) {
      const files = renderBuiltin('python-sqlalchemy-pydantic', tables);
      for (const file of files.filter((f) =>
        /^app\/models\/(?!_base|__init__)\w+\.py$/.test(f.path),
      )) {
        const schema = byPath(files, file.path.replace('app/models/', 'app/schemas/'));
        const attrs = [...file.content.matchAll(/^ {4}(\w+): Mapped\[/gm)].map((m) => m[1]);
        const read = schema.content.split(/^class \w+Read\(CamelModel\):$/m)[1];
        expect([...read.matchAll(/^ {4}(\w+): /gm)].map((m) => m[1])).toEqual(attrs);
        expect(new Set(attrs).size).toBe(attrs.length);
        const create = schema.content
          .split(/^class \w+Create\(CamelModel\):$/m)[1]
          .split(/^class /m)[0];
        const createAttrs = [...create.matchAll(/^ {4}(\w+): /gm)].map((m) => m[1]);
        const table = tables.find((t) =>
          file.content.includes(`__tablename__ = ${JSON.stringify(t.tableName)}`),
        );
        expect(table).toBeDefined();
        const generated = (table as Table).fields.map((f, i) =>
          f.autoIncrement ? attrs[i] : null,
        );
        expect(createAttrs).toEqual(attrs.filter((a) => !generated.includes(a)));
        expect(
          attrs.every((a) => !['class', 'from', 'type_', 'metadata', 'json'].includes(a)),
        ).toBe(true);
      }
    }
  });
});

const GO_SCALAR =
  '(?:u?int(?:8|16|32|64)?|float(?:32|64)|bool|string|\\[\\]byte|time\\.Time|json\\.RawMessage|decimal\\.Decimal|any|[A-Z]\\w*)';
/** A scalar, a generated struct (object fields), or a slice or map of those (list and map fields). */
const GO_TYPE = new RegExp(`^\\*?(?:\\[\\]|map\\[string\\])*\\*?${GO_SCALAR}$`);
const GO_KEYWORDS = new Set([
  'break',
  'case',
  'chan',
  'const',
  'continue',
  'default',
  'defer',
  'else',
  'fallthrough',
  'for',
  'func',
  'go',
  'goto',
  'if',
  'import',
  'interface',
  'map',
  'package',
  'range',
  'return',
  'select',
  'struct',
  'switch',
  'type',
  'var',
]);

function checkGoFile(file: GeneratedFile, table: Table): void {
  const text = file.content;
  expect(text.startsWith('package model\n')).toBe(true);
  expect(balanced(text)).toBe(true);
  const struct = /\ntype (\w+) struct \{\n([\s\S]*?)\n?\}\n/.exec(text);
  expect(struct).not.toBeNull();
  const [, name, body] = struct as RegExpExecArray;
  expect(text).toContain(
    `\nfunc (${name}) TableName() string {\n\treturn ${JSON.stringify(table.tableName)}\n}`,
  );
  const lines = body.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(table.fields.length);
  const fieldNames = new Set<string>();
  const typeColumns = new Set<number>();
  const tagColumns = new Set<number>();
  lines.forEach((line, i) => {
    const m = /^\t([A-Z]\w*)( +)(\S+)( +)`gorm:("(?:[^"\\]|\\.)*") json:"(\w+)"`$/.exec(line);
    expect({ line, ok: m !== null }).toEqual({ line, ok: true });
    const [, fieldName, pad1, type, pad2, gormTag] = m as RegExpExecArray;
    expect(GO_KEYWORDS.has(fieldName)).toBe(false);
    expect(type).toMatch(GO_TYPE);
    fieldNames.add(fieldName);
    typeColumns.add(1 + fieldName.length + pad1.length);
    tagColumns.add(1 + fieldName.length + pad1.length + type.length + pad2.length);
    const tag = JSON.parse(gormTag) as string;
    expect(tag.startsWith(`column:${table.fields[i].columnName}`)).toBe(true);
    // Object and list fields are stored through GORM's JSON serializer
    expect(tag.includes(';serializer:json')).toBe(
      type !== '[]byte' && /^\*?(?:\[\]|map\[|[A-Z])/.test(type),
    );
    expect(tag.includes(';primaryKey')).toBe(table.fields[i].primaryKey);
  });
  expect(fieldNames.size).toBe(lines.length);
  // gofmt lines the types and the tags up in columns (one space after the longest entry).
  if (lines.length > 0) {
    expect(typeColumns.size).toBe(1);
    expect(tagColumns.size).toBe(1);
  }
  // Imports: exactly the packages the types use.
  const used = ['time', 'json', 'decimal'].filter((q) => body.includes(`${q}.`));
  const imported = [...text.matchAll(/^(?:import |\t)"([\w./]+)"$/gm)].map((m) =>
    m[1].split('/').pop(),
  );
  expect(imported.sort()).toEqual(used.sort());
}

describe('go-gorm', () => {
  it('one struct per table with aligned gorm and json tags, TableName and the imports it needs', () => {
    let count = 0;
    for (const { tables } of corpus) {
      const files = renderBuiltin('go-gorm', tables);
      expect(files).toHaveLength(tables.length);
      tables.forEach((table, i) => {
        const file = files.find((f) =>
          f.content.includes(`\treturn ${JSON.stringify(table.tableName)}\n`),
        );
        expect({ table: table.tableName, found: file !== undefined, i }).toEqual({
          table: table.tableName,
          found: true,
          i,
        });
        checkGoFile(file as GeneratedFile, table);
        count += 1;
      });
    }
    expect(count).toBeGreaterThan(150);
  });

  it('every package builds and passes go vet (one package per input, shopspring/decimal stubbed)', () => {
    const root = tempDir('go');
    fs.writeFileSync(
      path.join(root, 'go.mod'),
      'module gencheck\n\ngo 1.19\n\nrequire github.com/shopspring/decimal v1.3.1\n\n' +
        'replace github.com/shopspring/decimal => ./decimalstub\n',
    );
    fs.mkdirSync(path.join(root, 'decimalstub'));
    fs.writeFileSync(
      path.join(root, 'decimalstub', 'go.mod'),
      'module github.com/shopspring/decimal\n\ngo 1.19\n',
    );
    // The generated code only declares fields of this type
    fs.writeFileSync(
      path.join(root, 'decimalstub', 'decimal.go'),
      'package decimal\n\n// Decimal stands in for shopspring/decimal.Decimal.\ntype Decimal struct{ value string }\n\n' +
        'func (d Decimal) String() string { return d.value }\n',
    );
    for (const { file, tables } of corpus) {
      writeFiles(root, `p_${slug(file)}`, renderBuiltin('go-gorm', tables));
    }
    const env = {
      ...process.env,
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOTOOLCHAIN: 'local',
      GOCACHE: path.join(root, '.cache'),
      GOPATH: path.join(root, '.gopath'),
    };
    const result = spawnSync('go', ['vet', './...'], { cwd: root, env, encoding: 'utf8' });
    if (result.error) {
      throw new Error(
        `go is needed for this test: apt-get install -y golang-go (${result.error.message})`,
      );
    }
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

const CS_ATTRIBUTE =
  /^ {4}\[(Key|Column\(("(?:[^"\\]|\\.)*")\)|DatabaseGenerated\(DatabaseGeneratedOption\.Identity\)|Required|MaxLength\(\d+\)|Precision\(\d+(, \d+)?\)|Comment\("(?:[^"\\]|\\.)*"\))\]$/;
const CS_PROPERTY =
  /^ {4}public ([\w.<>[\]?]+|[\w.]+<[\w.<>?, ]+>\??) ([A-Z]\w*) \{ get; set; \}( = null!;)?$/;

describe('csharp-ef-core', () => {
  it('annotated entity classes and one DbContext with a DbSet per table', () => {
    for (const { tables } of corpus) {
      const files = renderBuiltin('csharp-ef-core', tables);
      const context = byPath(files, 'Data/AppDbContext.cs');
      expect(balanced(context.content)).toBe(true);
      expect(context.content).toContain('public class AppDbContext : DbContext');
      const sets = [...context.content.matchAll(/public DbSet<(\w+)> (\w+) => Set<\1>\(\);/g)];
      // A class another table's object or list field holds is owned (stored in that table's JSON)
      const owned = tables.filter((t) =>
        byPath(files, `Models/${t.className}.cs`).content.includes('\n[Owned]\n'),
      );
      expect(sets.map((m) => m[1])).toEqual(
        tables.filter((t) => !owned.includes(t)).map((t) => t.className),
      );
      expect(new Set(sets.map((m) => m[2])).size).toBe(sets.length);
      for (const table of tables) {
        const className = table.className;
        const entity = byPath(files, `Models/${className}.cs`);
        const text = entity.content;
        expect(balanced(text)).toBe(true);
        expect(text).toContain('namespace Com.Example.Demo.Models;');
        expect(text).toContain(`\npublic class ${className}\n{`);
        const keys = table.fields.filter((f) => f.primaryKey);
        if (owned.includes(table)) {
          expect(text).not.toContain('[Table(');
          expect(text).not.toContain('[Key');
        } else {
          expect(text).toContain(`\n[Table(${JSON.stringify(table.tableName)})]\n`);
          if (keys.length === 0) expect(text).toContain('[Keyless]');
        }
        if (keys.length > 1)
          expect(text).toMatch(/\[PrimaryKey\(nameof\(\w+\)(, nameof\(\w+\))+\)\]/);
        const body = text.slice(text.indexOf('{\n') + 2, text.lastIndexOf('}'));
        const members = body
          .split('\n')
          .filter((l) => l.trim() !== '' && !l.trim().startsWith('///'));
        const properties = members.filter((l) => l.startsWith('    public '));
        expect(properties).toHaveLength(table.fields.length);
        const names = properties.map((l) => {
          const m = CS_PROPERTY.exec(l);
          expect({ l, ok: m !== null }).toEqual({ l, ok: true });
          return (m as RegExpExecArray)[2];
        });
        expect(new Set(names).size).toBe(names.length);
        expect(names).not.toContain(className);
        const columns = members
          .filter((l) => !l.startsWith('    public '))
          .map((l) => {
            const m = CS_ATTRIBUTE.exec(l);
            expect({ l, ok: m !== null }).toEqual({ l, ok: true });
            return (m as RegExpExecArray)[2];
          })
          .filter((c): c is string => c !== undefined)
          .map((c) => JSON.parse(c) as string);
        expect(columns).toEqual(table.fields.map((f) => f.columnName));
        for (const key of /\[PrimaryKey\(([^)\]]*\))\)\]/
          .exec(text)?.[1]
          .matchAll(/nameof\((\w+)\)/g) ?? []) {
          expect(names).toContain(key[1]);
        }
      }
    }
  });
});

describe('docs-json-markdown', () => {
  it('a JSON sample with every property and a Markdown row per column', () => {
    for (const { tables } of corpus) {
      const files = renderBuiltin('docs-json-markdown', tables);
      const json = files.filter((f) => f.path.endsWith('.json'));
      const md = files.filter((f) => f.path.endsWith('.md'));
      expect(json).toHaveLength(tables.length);
      expect(md).toHaveLength(tables.length);
      for (const table of tables) {
        const props = table.fields.map((f) => f.propertyName);
        const sample = json.find((f) => {
          const keys = Object.keys(JSON.parse(f.content) as object);
          return keys.length === props.length && keys.every((k, i) => k === props[i]);
        });
        expect({ table: table.tableName, sample: sample !== undefined }).toEqual({
          table: table.tableName,
          sample: true,
        });
        const doc = md.find((f) => f.content.includes(`Table \`${table.tableName}\``));
        const rows = (doc?.content ?? '').split('\n').filter((l) => l.startsWith('| '));
        expect(rows).toHaveLength(table.fields.length + 2);
        for (const row of rows) {
          // Seven cells: pipes inside a cell are escaped.
          expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(9);
        }
      }
    }
  });
});

describe('output paths', () => {
  it.each(['go-gorm', 'python-sqlalchemy-pydantic', 'csharp-ef-core', 'docs-json-markdown'])(
    '%s writes one file per path',
    (key) => {
      for (const { tables } of corpus) {
        const paths = renderBuiltin(key, tables).map((f) => f.path);
        expect(new Set(paths).size).toBe(paths.length);
        expect(paths.every((p) => !p.includes('..') && !path.isAbsolute(p))).toBe(true);
      }
    },
  );
});

describe('settings reach the output', () => {
  const keys = [
    'typescript-react-antd',
    'vue3-element-plus',
    'sql-ddl',
    'go-gorm',
    'python-sqlalchemy-pydantic',
    'csharp-ef-core',
    'docs-json-markdown',
  ];

  it.each(keys)('%s renders the sample tables with a table prefix, module and package', (key) => {
    const group = builtinGroupSpec(key);
    if (!group) throw new Error(`${key} is missing`);
    const kinds = corpus.find((c) => c.file === 'kinds.mysql.sql')?.tables ?? [];
    const settings = resolveSettings(group, {
      date: '2024-01-02',
      basePackage: 'org.acme.shop',
      moduleName: 'admin',
      tablePrefixes: ['sys_'],
    });
    const outcome = renderGroup({ group, tables: [...sampleTables(), ...kinds], settings });
    expect(outcome.errors).toEqual([]);
    const all = outcome.files.map((f) => `${f.path}\n${f.content}`).join('\n');
    // The prefix is gone from class-based names; the table name itself stays.
    expect(all).toContain('sys_kitchen_sink');
    if (key !== 'sql-ddl' && key !== 'docs-json-markdown')
      expect(all).not.toContain('SysKitchenSink');
    if (key === 'typescript-react-antd' || key === 'vue3-element-plus') {
      expect(all).toContain('const BASE = "/api/admin/kitchen-sinks";');
    }
    if (key === 'csharp-ef-core') expect(all).toContain('namespace Org.Acme.Shop.Admin.Models;');
  });
});
