import type { QuickTarget, SqlDialect } from '../../../../src/contract/text';
import { builtinGroupSpec } from './builtin';
import type { TemplateGroupSpec } from './types';

interface QuickTargetSpec {
  /** The built-in group's key. */
  group: string;
  /** Which of the group's files (by their path template) the target renders. */
  files: (path: string) => boolean;
  /** Group options the target fixes, over the caller's. */
  options?: (dialect: SqlDialect) => Record<string, string | boolean>;
}

/** The text tool's quick outputs: which built-in group, which of its files, which options. */
export const QUICK_TARGETS: Record<QuickTarget, QuickTargetSpec> = {
  'java-entity': {
    group: 'java-pojo',
    files: (path) => path.endsWith('.java'),
    options: () => ({ style: 'pojo' }),
  },
  // The types file and the paging types it imports.
  typescript: { group: 'typescript-react-antd', files: (path) => path.startsWith('src/types/') },
  go: { group: 'go-gorm', files: (path) => path.endsWith('.go') },
  json: { group: 'docs-json-markdown', files: (path) => path.endsWith('.json') },
  markdown: { group: 'docs-json-markdown', files: (path) => path.endsWith('.md') },
  ddl: {
    group: 'sql-ddl',
    files: (path) => path.endsWith('.sql'),
    options: (dialect) => ({ dialect }),
  },
};

/** The quick target's group cut down to its files, and the options it fixes. */
export function quickTargetGroup(
  target: QuickTarget,
  dialect: SqlDialect,
): { spec: TemplateGroupSpec; options: Record<string, string | boolean> } {
  const quick = QUICK_TARGETS[target];
  const group = builtinGroupSpec(quick.group);
  // The built-in groups ship with the code; a missing one is a broken build, not bad input.
  if (!group) throw new Error(`Built-in group ${quick.group} of quick target ${target} is missing`);
  return {
    spec: {
      id: group.id,
      name: group.name,
      options: group.options,
      files: group.files.filter((f) => quick.files(f.path)),
    },
    options: quick.options?.(dialect) ?? {},
  };
}
