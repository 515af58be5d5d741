import {
  REFERENCE_SETTINGS,
  standardFilters,
  templateFilters,
  templateVariables,
} from '../../../../src/contract/templateReference';
import { GENERATOR_FILTER_NAMES } from './filters';
import { createLiquid, renderGroup } from './render';
import { sampleTables } from './settings';

const examples = [...templateVariables.flatMap((s) => s.entries), ...templateFilters].map(
  (e) => [e.name, e.example, e.output] as const,
);

describe('template reference', () => {
  it('documents every filter the engine registers, and only those', () => {
    const registered = Object.keys(createLiquid([]).filters).sort();
    const documented = [...templateFilters, ...standardFilters].map((f) => f.name).sort();
    expect(documented).toEqual(registered);
    expect(templateFilters.map((f) => f.name).sort()).toEqual([...GENERATOR_FILTER_NAMES].sort());
  });

  it('names every entry once', () => {
    const names = examples.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(examples)('%s: the example renders to its output', (_name, example, output) => {
    const outcome = renderGroup({
      group: {
        id: 'reference',
        name: 'Reference',
        options: [],
        files: [{ id: 'x', path: 'x.txt', content: example, scope: 'table', language: 'text' }],
      },
      tables: sampleTables(),
      settings: REFERENCE_SETTINGS,
    });
    expect(outcome.errors).toEqual([]);
    expect(outcome.files[0].content).toBe(output);
  });
});
