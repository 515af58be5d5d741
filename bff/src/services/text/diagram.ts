import type { DiagramFormat, Table } from '../../../../src/contract/text';
import { diagramFileName, renderDiagram, type DiagramImage } from '../../domain/diagram';

export interface DiagramAnswer extends DiagramImage {
  fileName: string;
}

/**
 * The text tool's entity-relationship picture. The body's limits (tables, columns) are the
 * contract's, checked before this runs; the PNG's pixel cap is the engine's.
 */
export async function drawDiagram(body: {
  tables: Table[];
  format: DiagramFormat;
}): Promise<DiagramAnswer> {
  const image = await renderDiagram(body.tables, body.format);
  return { ...image, fileName: diagramFileName(body.tables, body.format) };
}
