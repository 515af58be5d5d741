import type { Completion } from '@codemirror/autocomplete';
import {
  type TemplateReferenceEntry,
  type TemplateReferenceSection,
  standardFilters,
  templateFilters,
  templateVariables,
} from '@/contract/templateReference';
import { templateReferenceZh } from '@/contract/templateReferenceZh';

export type ReferenceEntry = TemplateReferenceEntry;
export type ReferenceSection = TemplateReferenceSection;

/** The variables by section (table, field, tables, settings, group). */
export const variableSections: readonly ReferenceSection[] = templateVariables;
export const variableReference: readonly ReferenceEntry[] = templateVariables.flatMap(
  (section) => section.entries,
);
/** The generator's own filters; Liquid's standard ones are in `standardFilterReference`. */
export const filterReference: readonly ReferenceEntry[] = templateFilters;
export const standardFilterReference = standardFilters;

/** Editor completions: the top-level variables after `{{ `, every filter after `| `. */
export const completions: { variables: Completion[]; filters: Completion[] } = {
  variables: [...new Set([...variableReference.map((v) => v.name.split('.')[0]), 'field'])].map(
    (label) => ({ label, type: 'variable' }),
  ),
  filters: [
    ...templateFilters.map((f) => ({ label: f.name, type: 'function', info: f.description })),
    ...standardFilters.map((f) => ({ label: f.name, type: 'function', info: f.description })),
  ],
};

export interface LocalizedReference {
  variableSections: readonly ReferenceSection[];
  variableReference: readonly ReferenceEntry[];
  filterReference: readonly ReferenceEntry[];
  standardFilterReference: readonly { name: string; description: string }[];
}

const english: LocalizedReference = {
  variableSections,
  variableReference,
  filterReference,
  standardFilterReference,
};

/** Descriptions from `texts` by name; an entry without one keeps its English text. */
const described =
  (texts: Record<string, string>) =>
  <T extends { name: string; description: string }>(entry: T): T => ({
    ...entry,
    description: texts[entry.name] ?? entry.description,
  });

function chinese(): LocalizedReference {
  const zh = templateReferenceZh;
  const sections = templateVariables.map((section) => ({
    ...section,
    ...zh.sections[section.key],
    entries: section.entries.map(described(zh.variables)),
  }));
  return {
    variableSections: sections,
    variableReference: sections.flatMap((section) => section.entries),
    filterReference: templateFilters.map(described(zh.filters)),
    standardFilterReference: standardFilters.map(described(zh.standardFilters)),
  };
}

let zhReference: LocalizedReference | undefined;

/** The reference with its descriptions in `locale` (Chinese for zh-CN, else English). */
export function localizedReference(locale: string): LocalizedReference {
  if (locale !== 'zh-CN') return english;
  zhReference ??= chinese();
  return zhReference;
}
