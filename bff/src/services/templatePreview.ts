import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { TemplatePreviewResult, templatePreviewBody } from '../../../src/contract/template';
import { resolveSettings, sampleTables } from '../domain/generator';
import { renderInPool } from '../domain/generator/pool';
import { loadGroup, specOf } from './template';

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
  const overrides = new Map(body.overrides.map((o) => [o.id, o]));
  const edited = nodes.map((node) => {
    const override = overrides.get(node.id);
    if (!override) return node;
    return {
      ...node,
      name: override.name ?? node.name,
      content: node.type === 'file' ? (override.content ?? node.content) : node.content,
    };
  });
  const spec = specOf(group, edited);
  const outcome = await renderInPool({
    group: spec,
    tables: body.tables ?? sampleTables(),
    settings: resolveSettings(spec, body.settings ?? {}),
  });
  // Every file is rendered (one may include another); only the asked-for ones are answered.
  const wanted = body.nodeIds ? new Set(body.nodeIds) : null;
  return {
    files: outcome.files
      .filter((f) => !wanted || wanted.has(f.nodeId))
      .map(({ nodeId, path, content, language }) => ({ nodeId, path, content, language })),
    errors: outcome.errors.filter((e) => !wanted || wanted.has(e.nodeId)),
  };
}
