import {
  clip,
  FONT_SIZE,
  HEADER_HEIGHT,
  MARKER_WIDTH,
  PADDING_X,
  ROW_HEIGHT,
  rowMiddle,
  typeText,
  type BoxLayout,
  type DiagramLayout,
  type EdgeLayout,
} from './layout';

/** The family the PNG renderer loads; browsers fall back to their own monospaced fonts. */
export const FONT_FAMILY = 'DejaVu Sans Mono';
export const CJK_FAMILY = 'Wallpaper CJK';
/** Chinese names fall back to the bundled CJK subset in PNGs (and to the system's fonts in a browser). */
const FONT_STACK = `'${FONT_FAMILY}', Menlo, Consolas, '${CJK_FAMILY}', monospace`;

const COLORS = {
  background: '#ffffff',
  border: '#8c8c8c',
  header: '#1677ff',
  headerText: '#ffffff',
  text: '#262626',
  type: '#8c8c8c',
  key: '#d48806',
  foreign: '#1677ff',
  declared: '#595959',
  inferred: '#8c8c8c',
  stripe: '#fafafa',
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (c) => ENTITIES[c])
      // Control characters are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

const n = (v: number) => String(Math.round(v * 10) / 10);

function marker(box: BoxLayout, row: number, foreignRows: Set<number>): string {
  const f = box.table.fields[row];
  const pk = f.primaryKey;
  const fk = foreignRows.has(row);
  if (!pk && !fk) return '';
  const text = pk && fk ? 'PF' : pk ? 'PK' : 'FK';
  const fill = pk ? COLORS.key : COLORS.foreign;
  const y = HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2;
  return `<text x="${n(PADDING_X)}" y="${n(y)}" fill="${fill}" font-size="${FONT_SIZE - 2}" font-weight="bold" dominant-baseline="central">${text}</text>`;
}

function tableSvg(box: BoxLayout, foreignRows: Set<number>): string {
  const { table, width, height } = box;
  const parts: string[] = [
    `<g class="table" data-table="${escapeXml(table.tableName)}" transform="translate(${n(box.x)},${n(box.y)})">`,
    `<title>${escapeXml(table.comment ? `${table.tableName}: ${table.comment}` : table.tableName)}</title>`,
    `<rect width="${n(width)}" height="${n(height)}" rx="4" fill="${COLORS.background}" stroke="${COLORS.border}"/>`,
    `<path d="M0,${HEADER_HEIGHT} V4 a4,4 0 0 1 4,-4 H${n(width - 4)} a4,4 0 0 1 4,4 V${HEADER_HEIGHT} Z" fill="${COLORS.header}"/>`,
    `<text class="table-name" x="${n(PADDING_X)}" y="${n(HEADER_HEIGHT / 2)}" fill="${COLORS.headerText}" font-weight="bold" dominant-baseline="central">${escapeXml(clip(table.tableName))}</text>`,
  ];
  table.fields.forEach((f, row) => {
    const top = HEADER_HEIGHT + row * ROW_HEIGHT;
    const y = n(top + ROW_HEIGHT / 2);
    if (row % 2 === 1)
      parts.push(
        `<rect x="1" y="${n(top)}" width="${n(width - 2)}" height="${ROW_HEIGHT}" fill="${COLORS.stripe}"/>`,
      );
    parts.push(
      marker(box, row, foreignRows),
      `<text class="column" x="${n(PADDING_X + MARKER_WIDTH)}" y="${y}" fill="${COLORS.text}" dominant-baseline="central"${f.primaryKey ? ' font-weight="bold"' : ''}>${escapeXml(clip(f.columnName))}</text>`,
      `<text class="type" x="${n(box.typeX)}" y="${y}" fill="${COLORS.type}" dominant-baseline="central">${escapeXml(clip(typeText(f)))}</text>`,
    );
  });
  parts.push('</g>');
  return parts.join('');
}

function edgeSvg(e: EdgeLayout, layout: DiagramLayout): string {
  const from = layout.boxes[e.edge.from];
  const to = layout.boxes[e.edge.to];
  let points = e.points;
  if (points.length < 2) {
    // ELK routes every edge; a straight line keeps the relation visible should one come back empty.
    points = [
      { x: to.x + to.width, y: to.y + rowMiddle(e.edge.toColumn) },
      { x: from.x, y: from.y + rowMiddle(e.edge.fromColumn) },
    ];
  }
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)},${n(p.y)}`).join(' ');
  const fromColumn = from.table.fields[e.edge.fromColumn]?.columnName ?? '';
  const toColumn = to.table.fields[e.edge.toColumn]?.columnName ?? '';
  const kind = e.edge.declared ? 'declared' : 'inferred';
  const stroke = e.edge.declared ? COLORS.declared : COLORS.inferred;
  const dash = e.edge.declared ? '' : ' stroke-dasharray="6 4"';
  return (
    `<path class="edge edge-${kind}" data-from="${escapeXml(`${from.table.tableName}.${fromColumn}`)}" ` +
    `data-to="${escapeXml(`${to.table.tableName}.${toColumn}`)}" d="${d}" fill="none" stroke="${stroke}" ` +
    `stroke-width="1.2"${dash} marker-start="url(#erd-one)" marker-end="url(#erd-many)"/>`
  );
}

/**
 * The laid-out diagram as a standalone SVG document: attributes only (no CSS), so browsers and
 * resvg draw it the same. Lines start at the referenced column with a bar (one) and end at the
 * foreign key column with a crow's foot (many); guessed lines are dashed.
 */
export function renderSvg(layout: DiagramLayout): string {
  const width = Math.max(layout.width, 1);
  const height = Math.max(layout.height, 1);
  const foreignRows = layout.boxes.map(() => new Set<number>());
  for (const e of layout.edges) foreignRows[e.edge.from].add(e.edge.fromColumn);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_STACK}" font-size="${FONT_SIZE}">`,
    `<title>${layout.boxes.length} tables, ${layout.edges.length} relations</title>`,
    '<defs>',
    `<marker id="erd-one" viewBox="0 0 10 10" refX="1" refY="5" markerWidth="10" markerHeight="10" orient="auto" markerUnits="userSpaceOnUse"><path d="M5,0 V10" stroke="${COLORS.declared}" stroke-width="1.2"/></marker>`,
    `<marker id="erd-many" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="10" markerHeight="10" orient="auto" markerUnits="userSpaceOnUse"><path d="M0,5 L10,0 M0,5 L10,5 M0,5 L10,10" fill="none" stroke="${COLORS.declared}" stroke-width="1.2"/></marker>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="${COLORS.background}"/>`,
    `<g class="edges">${layout.edges.map((e) => edgeSvg(e, layout)).join('')}</g>`,
    `<g class="tables">${layout.boxes.map((b, i) => tableSvg(b, foreignRows[i])).join('')}</g>`,
    '</svg>',
  ].join('\n');
}
