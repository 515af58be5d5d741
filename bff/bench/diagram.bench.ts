/**
 * `npm run bench` (last): what drawing a diagram costs. Prints, each as the median of several runs
 * in this one process, for a 30-table schema (8 to 15 columns a table, each table but the first
 * with one or two foreign keys) and for the 100-table version of the same schema:
 * - layout (ELK) and SVG, the Diagram tab's request;
 * - the same and the PNG (resvg, with the bundled font), the PNG export;
 * with the picture's size in pixels and bytes.
 */
import type { Table } from '../../src/contract/text';
import { makeField } from '../src/domain/field';
import { renderDiagram } from '../src/domain/diagram';
import { f2, table, time } from './support';

/** A schema of `count` tables like a business application's: keys, names, amounts, dates, links. */
function schema(count: number): Table[] {
  return Array.from({ length: count }, (_, i) => {
    const parents = i === 0 ? [] : [(i * 7) % i, ...(i % 3 === 0 ? [(i * 13) % i] : [])];
    const fields = [
      makeField('id', {
        sqlType: 'bigint',
        primaryKey: true,
        autoIncrement: true,
        nullable: false,
      }),
      ...[...new Set(parents)].map((p) =>
        makeField(`table_${p}_id`, {
          sqlType: 'bigint',
          foreignKey: { table: `table_${p}`, column: 'id' },
        }),
      ),
      makeField('name', { sqlType: 'varchar', length: 64 }),
      makeField('description', { sqlType: 'varchar', length: 255 }),
      makeField('amount', { sqlType: 'decimal', precision: 12, scale: 2 }),
      makeField('status', { sqlType: 'tinyint' }),
      makeField('created_at', { sqlType: 'datetime' }),
      makeField('updated_at', { sqlType: 'datetime' }),
      ...Array.from({ length: i % 8 }, (_, k) => makeField(`extra_${k}`, { sqlType: 'int' })),
    ];
    return { tableName: `table_${i}`, className: `Table${i}`, comment: '', fields };
  });
}

async function main() {
  const rows: string[][] = [];
  for (const count of [30, 100]) {
    const tables = schema(count);
    const svg = await renderDiagram(tables, 'svg');
    const png = await renderDiagram(tables, 'png');
    const runs = count === 30 ? 11 : 5;
    const svgMs = await time(() => renderDiagram(tables, 'svg'), runs);
    const pngMs = await time(() => renderDiagram(tables, 'png'), runs);
    rows.push(
      [
        `${count} tables, SVG`,
        f2(svgMs),
        `${svg.width}x${svg.height}`,
        `${Math.round(svg.body.length / 1024)} KB`,
      ],
      [
        `${count} tables, PNG`,
        f2(pngMs),
        `${png.width}x${png.height}`,
        `${Math.round(png.body.length / 1024)} KB`,
      ],
    );
  }
  console.log('Diagram (median ms per picture)');
  table(['schema', 'ms', 'pixels', 'size'], rows);
}

void main();
