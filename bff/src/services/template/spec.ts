import type { z } from 'zod';
import type {
  TemplateGroup as GroupDto,
  TemplatePreviewResult,
  templatePreviewBody,
} from '../../../../src/contract/template';
import type { RenderOutcome, TemplateGroupSpec } from '../../domain/generator/types';
import { type FlatNode, filesWithPaths } from './tree';

/** The engine's view of a group: its files, each with the path of its place in the tree. */
export function specOf(group: GroupDto, nodes: FlatNode[]): TemplateGroupSpec {
  return {
    id: group.id,
    name: group.name,
    options: group.options,
    files: filesWithPaths(nodes).map(({ node, path }) => ({
      id: node.id,
      path,
      content: node.content,
      scope: node.scope,
      language: node.language,
    })),
  };
}

type PreviewBody = z.output<typeof templatePreviewBody>;

/** The nodes with the editor's unsaved names and file contents in place of the stored ones. */
export function withOverrides(nodes: FlatNode[], overrides: PreviewBody['overrides']): FlatNode[] {
  const byId = new Map(overrides.map((o) => [o.id, o]));
  return nodes.map((node) => {
    const override = byId.get(node.id);
    if (!override) return node;
    return {
      ...node,
      name: override.name ?? node.name,
      content: node.type === 'file' ? (override.content ?? node.content) : node.content,
    };
  });
}

/**
 * The preview's answer: every file is rendered (one may include another), only the asked-for
 * ones (all when `nodeIds` is absent) are answered, with their errors.
 */
export function previewResult(outcome: RenderOutcome, nodeIds?: string[]): TemplatePreviewResult {
  const wanted = nodeIds ? new Set(nodeIds) : null;
  return {
    files: outcome.files
      .filter((f) => !wanted || wanted.has(f.nodeId))
      .map(({ nodeId, path, content, language }) => ({ nodeId, path, content, language })),
    errors: outcome.errors.filter((e) => !wanted || wanted.has(e.nodeId)),
  };
}
