import type { Completion } from '@codemirror/autocomplete';
import {
  type TemplateReferenceEntry,
  type TemplateReferenceSection,
  standardFilters,
  templateFilters,
  templateVariables,
} from '@/contract/templateReference';

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
