import type { Table } from '../../../../src/contract/text';
import { buildGraph } from './graph';
import { layoutDiagram } from './layout';
import { svgToPng } from './png';
import { renderSvg } from './svg';

export { closeLayoutWorker } from './elkWorker';
export { buildGraph, type DiagramEdge, type DiagramGraph } from './graph';
export { layoutDiagram, type DiagramLayout } from './layout';
export { MAX_PNG_PIXELS, pngZoom, svgToPng } from './png';
export { renderSvg } from './svg';

export interface DiagramImage {
  contentType: 'image/svg+xml' | 'image/png';
  body: Buffer;
  width: number;
  height: number;
}

/** Tables → an entity-relationship picture: layout by ELK, SVG drawn here, PNG by resvg. */
export async function renderDiagram(
  tables: Table[],
  format: 'svg' | 'png' = 'svg',
): Promise<DiagramImage> {
  const layout = await layoutDiagram(buildGraph(tables));
  const svg = renderSvg(layout);
  if (format === 'svg') {
    return {
      contentType: 'image/svg+xml',
      body: Buffer.from(svg, 'utf8'),
      width: layout.width,
      height: layout.height,
    };
  }
  const image = svgToPng(svg, layout.width, layout.height);
  return { contentType: 'image/png', body: image.png, ...image };
}

/** `<first table>-diagram.svg`, in characters every file system and browser accept. */
export function diagramFileName(tables: Table[], format: 'svg' | 'png'): string {
  const table = (tables[0]?.tableName ?? '')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${(table || 'tables').slice(0, 60)}-diagram.${format}`;
}
