import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { TemplatePreviewResult, templatePreviewBody } from '../../../../src/contract/template';
import { resolveSettings, sampleTables } from '../../domain/generator';
import { renderInPool } from '../../domain/generator/pool';
import { loadGroup } from '.';
import { previewResult, specOf, withOverrides } from './spec';

/**
 * Renders a group with the editor's unsaved names and contents over the given tables (default: the
 * sample table). User templates are untrusted, so the render runs in the worker pool; template
 * errors come back as data (file, line, column), not as a failed call.
 */
export async function preview(
  manager: EntityManager,
  userId: string | null,
  body: z.output<typeof templatePreviewBody>,
): Promise<TemplatePreviewResult> {
  const { group, nodes } = await loadGroup(manager, body.groupId, userId);
  const spec = specOf(group, withOverrides(nodes, body.overrides));
  const outcome = await renderInPool({
    group: spec,
    tables: body.tables ?? sampleTables(),
    settings: resolveSettings(spec, body.settings ?? {}),
  });
  return previewResult(outcome, body.nodeIds);
}
