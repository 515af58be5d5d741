import type { TemplateGroup } from '../../../../src/contract/template';
import { type BuiltinGroup, listBuiltinGroups, loadBuiltinGroups } from '../../domain/generator';
import { type FlatNode, treeFromPaths } from './tree';

/** A built-in group as the template calls show it: its summary and its derived folder tree. */
export interface BuiltinTree {
  group: TemplateGroup;
  nodes: FlatNode[];
}

let cache: { source: BuiltinGroup[]; list: BuiltinTree[]; byKey: Map<string, BuiltinTree> } | null =
  null;

/**
 * The engine's built-in groups with folders derived from each file's path (folder ids
 * `builtin:<key>:d<n>`, file ids as the engine gives them). Rebuilt only when the engine reloads
 * its groups.
 */
function load() {
  const source = loadBuiltinGroups();
  if (cache?.source === source) return cache;
  const summaries = listBuiltinGroups();
  const list = source.map((spec, index) => ({
    group: summaries[index],
    nodes: treeFromPaths(spec.files, (n) => `${spec.id}:d${n}`),
  }));
  cache = { source, list, byKey: new Map(source.map((spec, index) => [spec.key, list[index]])) };
  return cache;
}

export const builtinGroups = (): BuiltinTree[] => load().list;

/** The built-in group of `key` (the part after `builtin:`), if there is one. */
export const builtinGroup = (key: string): BuiltinTree | undefined => load().byKey.get(key);
