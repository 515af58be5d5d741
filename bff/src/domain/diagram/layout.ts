import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Field, Table } from '../../../../src/contract/text';
import { layoutInWorker } from './elkWorker';
import type { DiagramEdge, DiagramGraph } from './graph';

/**
 * The picture is set in a monospaced font (DejaVu Sans Mono, bundled for PNG), so a text's width
 * is its length times one advance: boxes are sized without a browser to measure text.
 */
export const FONT_SIZE = 12;
export const CHAR_WIDTH = FONT_SIZE * 0.6021;
export const HEADER_HEIGHT = 26;
export const ROW_HEIGHT = 20;
export const PADDING_X = 8;
/** Room for the `PK`/`FK` marker column. */
export const MARKER_WIDTH = CHAR_WIDTH * 3;
export const COLUMN_GAP = 16;
/** Longer names and types are cut with an ellipsis so one odd column does not widen the whole box. */
export const MAX_TEXT = 40;

export const clip = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;

/** East Asian wide characters (CJK, kana, Hangul, full-width forms) take two advances. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

const textWidth = (text: string) => {
  const shown = clip(text);
  return (shown.length + (shown.match(WIDE)?.length ?? 0)) * CHAR_WIDTH;
};

/** `varchar(64)`, `decimal(10,2)`, or the language type when the source has no SQL type. */
export function typeText(f: Field): string {
  const base = f.sqlType || f.javaType || f.tsType;
  if (f.precision !== null && f.scale !== null) return `${base}(${f.precision},${f.scale})`;
  if (f.precision !== null) return `${base}(${f.precision})`;
  if (f.length !== null) return `${base}(${f.length})`;
  return base;
}

export interface BoxLayout {
  table: Table;
  x: number;
  y: number;
  width: number;
  height: number;
  /** x of the type column, relative to the box. */
  typeX: number;
}

export interface EdgeLayout {
  edge: DiagramEdge;
  points: Array<{ x: number; y: number }>;
}

export interface DiagramLayout {
  width: number;
  height: number;
  boxes: BoxLayout[];
  edges: EdgeLayout[];
}

/** y of a row's middle inside its box; -1 (the header) for an unknown column. */
export const rowMiddle = (row: number) =>
  row < 0 ? HEADER_HEIGHT / 2 : HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2;

function measure(table: Table) {
  const nameWidth = Math.max(0, ...table.fields.map((f) => textWidth(f.columnName)));
  const typeWidth = Math.max(0, ...table.fields.map((f) => textWidth(typeText(f))));
  const typeX = PADDING_X + MARKER_WIDTH + nameWidth + COLUMN_GAP;
  const rowsWidth = typeX + typeWidth + PADDING_X;
  const headerWidth = PADDING_X * 2 + textWidth(table.tableName);
  return {
    width: Math.ceil(Math.max(rowsWidth, headerWidth, 120)),
    height: HEADER_HEIGHT + Math.max(1, table.fields.length) * ROW_HEIGHT,
    typeX,
  };
}

const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  // Referenced tables to the left of the tables that point at them.
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.layering.strategy': 'COFFMAN_GRAHAM',
  'elk.layered.spacing.nodeNodeBetweenLayers': '70',
  'elk.spacing.nodeNode': '30',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '8',
  'elk.separateConnectedComponents': 'true',
  'elk.spacing.componentComponent': '50',
  // Unrelated tables and small groups are packed into rows rather than one long line.
  'elk.aspectRatio': '1.6',
  'elk.padding': '[top=20,left=20,bottom=20,right=20]',
};

/**
 * Places the boxes and routes the lines with ELK's layered algorithm. Each line leaves the
 * referenced column's row on the right of its box and enters the foreign key's row on the left
 * (fixed ports), so a reader sees which column points where, not only which table.
 */
export async function layoutDiagram(graph: DiagramGraph): Promise<DiagramLayout> {
  const sizes = graph.tables.map(measure);
  const ports = graph.tables.map(() => new Map<string, { x: number; y: number; side: string }>());
  const portOf = (table: number, row: number, side: 'EAST' | 'WEST') => {
    const id = `t${table}.${side === 'EAST' ? 'e' : 'w'}${row}`;
    ports[table].set(id, { x: side === 'EAST' ? sizes[table].width : 0, y: rowMiddle(row), side });
    return id;
  };
  const edges: ElkExtendedEdge[] = graph.edges.map((e, i) => ({
    id: `e${i}`,
    sources: [portOf(e.to, e.toColumn, 'EAST')],
    targets: [portOf(e.from, e.fromColumn, 'WEST')],
  }));
  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      ...LAYOUT_OPTIONS,
      // Bounded layers: without a bound, tables that all point at one table share one layer and
      // the picture becomes a single column many screens tall.
      'elk.layered.layering.coffmanGraham.layerBound': String(
        Math.max(3, Math.ceil(Math.sqrt(graph.tables.length))),
      ),
    },
    children: graph.tables.map((_, i) => ({
      id: `t${i}`,
      width: sizes[i].width,
      height: sizes[i].height,
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
      ports: [...ports[i].entries()].map(([id, p]) => ({
        id,
        x: p.x,
        y: p.y,
        width: 0,
        height: 0,
        layoutOptions: { 'elk.port.side': p.side },
      })),
    })),
    edges,
  };
  const done = await layoutInWorker(root);
  const placed = new Map((done.children ?? []).map((n) => [n.id, n]));
  const boxes = graph.tables.map((table, i) => {
    const n = placed.get(`t${i}`);
    return {
      table,
      x: n?.x ?? 0,
      y: n?.y ?? 0,
      width: sizes[i].width,
      height: sizes[i].height,
      typeX: sizes[i].typeX,
    };
  });
  const routed = new Map((done.edges ?? []).map((e) => [e.id, e]));
  return {
    width: Math.ceil(done.width ?? 0),
    height: Math.ceil(done.height ?? 0),
    boxes,
    edges: graph.edges.map((edge, i) => ({
      edge,
      points: (routed.get(`e${i}`)?.sections ?? []).flatMap((s) => [
        s.startPoint,
        ...(s.bendPoints ?? []),
        s.endPoint,
      ]),
    })),
  };
}
