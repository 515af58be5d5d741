import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Table } from '../../../../src/contract/text';
import { makeField } from '../field';
import { parse } from '../parser';
import { buildGraph, layoutDiagram, MAX_PNG_PIXELS, pngZoom, renderDiagram, renderSvg } from '.';

const CORPUS =
  process.env.PARSER_CORPUS_DIR ?? path.resolve(__dirname, '../../../../../shared/corpus');
const corpus = fs
  .readdirSync(CORPUS)
  .filter((f) => /^(chinook|northwind)\..*\.sql$/.test(f))
  .sort();

const table = (tableName: string, fields: Table['fields']): Table => ({
  tableName,
  className: tableName,
  comment: '',
  fields,
});

interface Node {
  [key: string]: unknown;
}
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Every element named `name` anywhere below `node`. */
function all(node: unknown, name: string): Node[] {
  if (Array.isArray(node)) return node.flatMap((n) => all(n, name));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Node).flatMap(([k, v]) =>
    k === name ? (v as Node[]).concat(all(v, name)) : all(v, name),
  );
}

async function svgOf(tables: Table[]) {
  const image = await renderDiagram(tables, 'svg');
  const text = image.body.toString('utf8');
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = xml.parse(text) as Node;
  return {
    text,
    doc,
    tables: all(doc, 'g').filter((g) => g.class === 'table'),
    edges: all(doc, 'path').filter((p) => String(p.class).startsWith('edge')),
  };
}

describe('the diagram engine', () => {
  it.each(corpus.map((f) => [f]))(
    '%s: a well-formed SVG with every table and every declared foreign key',
    async (file) => {
      const parsed = parse(fs.readFileSync(path.join(CORPUS, file), 'utf8'));
      const { tables, edges } = await svgOf(parsed.tables);
      expect(tables.map((g) => g['data-table']).sort()).toEqual(
        parsed.tables.map((t) => t.tableName).sort(),
      );
      const declared = parsed.tables.flatMap((t) =>
        t.fields.flatMap((f) =>
          f.foreignKey
            ? [`${t.tableName}.${f.columnName} ${f.foreignKey.table}.${f.foreignKey.column}`]
            : [],
        ),
      );
      expect(declared.length).toBeGreaterThan(0);
      const drawn = edges
        .filter((e) => e.class === 'edge edge-declared')
        .map((e) => `${e['data-from']} ${e['data-to']}`);
      expect(drawn.sort()).toEqual(declared.sort());
      // ELK routed each line: a start, an end, and only right angles between.
      for (const e of edges) {
        const points = String(e.d)
          .split(' ')
          .map((p) => p.slice(1).split(',').map(Number));
        expect(points.length).toBeGreaterThanOrEqual(2);
        for (let i = 1; i < points.length; i++) {
          const [x0, y0] = points[i - 1];
          const [x1, y1] = points[i];
          expect(x0 === x1 || y0 === y1).toBe(true);
        }
      }
    },
  );

  it('guesses dashed lines from *_id columns of tables that declare no foreign key', async () => {
    const tables = [
      table('customers', [makeField('id', { sqlType: 'bigint', primaryKey: true })]),
      table('category', [makeField('category_id', { sqlType: 'int', primaryKey: true })]),
      table('orders', [
        makeField('id', { primaryKey: true }),
        makeField('customer_id', { sqlType: 'bigint' }),
        makeField('categoryId', { sqlType: 'int' }),
        makeField('paid', { sqlType: 'bit' }),
        makeField('warehouse_id'),
      ]),
      table('lines', [
        makeField('order_id', { foreignKey: { table: 'orders', column: 'id' } }),
        makeField('customer_id'),
      ]),
    ];
    const { edges, text } = await svgOf(tables);
    expect(edges.map((e) => [e.class, e['data-from'], e['data-to']])).toEqual([
      ['edge edge-inferred', 'orders.customer_id', 'customers.id'],
      ['edge edge-inferred', 'orders.categoryId', 'category.category_id'],
      ['edge edge-declared', 'lines.order_id', 'orders.id'],
    ]);
    expect(edges[0]['stroke-dasharray']).toBe('6 4');
    expect(edges[2]['stroke-dasharray']).toBeUndefined();
    expect(text).toContain('>FK</text>');
  });

  it('escapes names and keeps a table without columns', async () => {
    const { tables, text } = await svgOf([
      table('a<b>&"c"', [makeField('x&y', { sqlType: 'varchar', length: 10 })]),
      table('empty', []),
    ]);
    expect(tables.map((g) => g['data-table'])).toEqual(['a<b>&"c"', 'empty']);
    expect(text).toContain('x&amp;y');
    expect(text).toContain('varchar(10)');
  });

  it('lays out 100 related tables without overlapping boxes', async () => {
    const tables = Array.from({ length: 100 }, (_, i) =>
      table(`t${i}`, [
        makeField('id', { sqlType: 'bigint', primaryKey: true }),
        ...(i > 0
          ? [makeField('parent_id', { foreignKey: { table: `t${(i * 7) % i}`, column: 'id' } })]
          : []),
        makeField('name', { sqlType: 'varchar', length: 64 }),
      ]),
    );
    const layout = await layoutDiagram(buildGraph(tables));
    const boxes = layout.boxes;
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i];
      expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      for (let j = i + 1; j < boxes.length; j++) {
        const b = boxes[j];
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    expect(renderSvg(layout)).toContain('100 tables, 99 relations');
  });

  it('renders a PNG with the bundled font at twice the size, and caps huge pictures', async () => {
    const image = await renderDiagram(
      [table('users', [makeField('id', { primaryKey: true })])],
      'png',
    );
    expect(image.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(image.body.readUInt32BE(16)).toBe(image.width);
    expect(image.body.readUInt32BE(20)).toBe(image.height);
    expect(image.width).toBeGreaterThan(200);
    const zoom = pngZoom(20_000, 20_000);
    expect(20_000 * 20_000 * zoom * zoom).toBeLessThanOrEqual(MAX_PNG_PIXELS * 1.0001);
  });

  it('draws Chinese names with the bundled CJK font, not as empty boxes', async () => {
    // With no font for them, both names would be three identical boxes: the same picture.
    const png = async (name: string) =>
      (await renderDiagram([table(name, [makeField('id', { primaryKey: true })])], 'png')).body;
    const users = await png('用户表');
    const data = await png('数据表');
    expect(users.length).toBeGreaterThan(0);
    expect(users.equals(data)).toBe(false);
  });

  it('gives a wide character two advances when it sizes a box', async () => {
    const widthOf = async (column: string) =>
      (await layoutDiagram(buildGraph([table('t', [makeField(column)])]))).boxes[0].width;
    expect(await widthOf('用户名称用户名称用户名称')).toBeGreaterThan(
      await widthOf('abcdefghijkl'),
    );
  });
});
