import type { TemplateTreeNode } from '@/contract/template';

/** The node of `id` anywhere in the tree. */
export function findNode(nodes: TemplateTreeNode[], id: string): TemplateTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The output path template of a node: its folders' names and its own, joined by `/`. */
export function pathTemplate(nodes: TemplateTreeNode[], id: string): string {
  const walk = (list: TemplateTreeNode[], trail: string[]): string[] | undefined => {
    for (const node of list) {
      const here = [...trail, node.name];
      if (node.id === id) return here;
      const found = walk(node.children, here);
      if (found) return found;
    }
    return undefined;
  };
  return (walk(nodes, []) ?? []).join('/');
}

/** The first file in display order (opened when a group opens). */
export function firstFile(nodes: TemplateTreeNode[]): TemplateTreeNode | undefined {
  for (const node of nodes) {
    if (node.type === 'file') return node;
    const found = firstFile(node.children);
    if (found) return found;
  }
  return undefined;
}

/** Ids of every folder (to expand a tree fully). */
export function folderIds(nodes: TemplateTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'folder' ? [n.id, ...folderIds(n.children)] : []));
}

/** Siblings of a node: the children of its parent (the roots for a top-level node). */
export function siblingsOf(nodes: TemplateTreeNode[], parentId: string | null): TemplateTreeNode[] {
  if (parentId === null) return nodes;
  return findNode(nodes, parentId)?.children ?? [];
}

/** Whether `id` is `ancestorId` or lies below it. */
export function isWithin(nodes: TemplateTreeNode[], ancestorId: string, id: string): boolean {
  const ancestor = findNode(nodes, ancestorId);
  return ancestor ? Boolean(ancestor.id === id || findNode(ancestor.children, id)) : false;
}

/**
 * Where a drag-and-drop puts a node: into a folder (dropped on it, first there) or beside the
 * target (dropped in the gap before or after it). Answers the new parent and the new order of
 * its children (ids), since the tree sorts siblings by `sort`. Dropping onto a file or into the
 * node itself is refused (undefined).
 */
export function dropTarget(
  nodes: TemplateTreeNode[],
  dragId: string,
  targetId: string,
  intoTarget: boolean,
  after: boolean,
): { parentId: string | null; order: string[] } | undefined {
  const target = findNode(nodes, targetId);
  if (!target || dragId === targetId) return undefined;
  if (intoTarget) {
    if (target.type !== 'folder' || isWithin(nodes, dragId, targetId)) return undefined;
    const rest = target.children.filter((n) => n.id !== dragId).map((n) => n.id);
    return { parentId: target.id, order: [dragId, ...rest] };
  }
  if (target.parentId !== null && isWithin(nodes, dragId, target.parentId)) return undefined;
  const rest = siblingsOf(nodes, target.parentId)
    .filter((n) => n.id !== dragId)
    .map((n) => n.id);
  const index = rest.indexOf(targetId) + (after ? 1 : 0);
  return {
    parentId: target.parentId,
    order: [...rest.slice(0, index), dragId, ...rest.slice(index)],
  };
}
