import type { GeneratedFile } from '@/contract/text';

export interface FileTreeNode {
  /** A file's path, or `dir:` and the folder's path. */
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileTreeNode[];
}

/** Folders first, then files, each by name. */
function sortNodes(nodes: FileTreeNode[]): FileTreeNode[] {
  nodes.sort((a, b) => Number(a.isLeaf) - Number(b.isLeaf) || a.title.localeCompare(b.title));
  for (const node of nodes) if (node.children) sortNodes(node.children);
  return nodes;
}

/**
 * The folder tree of generated files' paths. A chain of single folders is shown as one node
 * (`src/main/java/com/acme`), as IDEs do, so deep Java packages do not need six clicks.
 */
export function buildFileTree(files: GeneratedFile[]): FileTreeNode[] {
  const root: FileTreeNode[] = [];
  const folders = new Map<string, FileTreeNode>();
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let level = root;
    let prefix = '';
    for (const part of parts.slice(0, -1)) {
      prefix = prefix ? `${prefix}/${part}` : part;
      let folder = folders.get(prefix);
      if (!folder) {
        folder = { key: `dir:${prefix}`, title: part, isLeaf: false, children: [] };
        folders.set(prefix, folder);
        level.push(folder);
      }
      level = folder.children!;
    }
    level.push({ key: file.path, title: parts[parts.length - 1] ?? file.path, isLeaf: true });
  }
  const compact = (nodes: FileTreeNode[]): FileTreeNode[] =>
    nodes.map((node) => {
      let current = node;
      while (current.children?.length === 1 && !current.children[0].isLeaf) {
        const [only] = current.children;
        current = { ...only, title: `${current.title}/${only.title}` };
      }
      return current.children ? { ...current, children: compact(current.children) } : current;
    });
  return sortNodes(compact(root));
}

/** Every folder key, to expand the whole tree. */
export function folderKeys(nodes: FileTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.isLeaf ? [] : [n.key, ...folderKeys(n.children ?? [])]));
}

/** All files as one text, each under a header line with its path (for "Copy all"). */
export function joinFiles(files: GeneratedFile[]): string {
  return files.map((f) => `// ===== ${f.path} =====\n${f.content}`).join('\n\n');
}
