import { Liquid } from 'liquidjs';
import { createLiquid, generate, toTemplateError } from '../render';
import { resolveSettings, sampleTables } from '../settings';
import type { TemplateFileSpec } from '../types';
import { compileTemplates } from './compiler';

const partial: TemplateFileSpec = {
  id: 'p',
  path: 'partial.txt',
  content: 'P{{ x }}',
  scope: 'all',
  language: 'text',
};
const liquid = createLiquid([partial]);
const spec: TemplateFileSpec = { ...partial, id: 't', path: 'test.txt' };

const DATA = {
  name: 'Ann',
  empty_text: '',
  spaces: '  ',
  n: 2,
  m: 4,
  key: 'b',
  nothing: null,
  none: [],
  list: [1, 2, 3],
  words: ['x', 'y', 'z', 'w'],
  a: { b: [{ c: 'deep' }, 'second'], size: 7 },
  items: [
    { n: 'one', on: true },
    { n: 'two', on: false },
    { n: 'three', on: true },
  ],
  table: { fields: [{ columnName: 'id' }, { columnName: 'user_name' }] },
};

/** Renders with the closures and with LiquidJS (each on its own copy: counters change the data). */
function both(source: string, data: object = DATA): string {
  const templates = liquid.parse(source, spec.path);
  const compiled = compileTemplates(liquid, templates);
  expect(compiled).not.toBeNull();
  const expected = String(liquid.renderSync(templates, structuredClone(data)));
  expect(compiled?.render(structuredClone(data))).toBe(expected);
  return expected;
}

/** The error each way, as the generator reports it (message, line, column). */
function bothFail(source: string, data: object = DATA) {
  const templates = liquid.parse(source, spec.path);
  const compiled = compileTemplates(liquid, templates);
  expect(compiled).not.toBeNull();
  const errorOf = (render: () => unknown) => {
    try {
      render();
    } catch (err) {
      return toTemplateError(err, spec, '');
    }
    throw new Error('rendered without an error');
  };
  const interpreted = errorOf(() => liquid.renderSync(templates, structuredClone(data)));
  expect(errorOf(() => compiled?.render(structuredClone(data)))).toEqual(interpreted);
  return interpreted;
}

describe('compiled templates render as LiquidJS does', () => {
  it.each([
    ['text and output', 'a {{ name }} b', 'a Ann b'],
    ['built-in filters, chained', '{{ name | upcase | append: "!" }}', 'ANN!'],
    ['our filters', '{{ "user_name" | camel }} {{ "order" | plural }}', 'userName orders'],
    ['filter arguments from variables', '{{ words | join: key }}', 'xbybzbw'],
    [
      'a filter LiquidJS writes as a generator',
      '{{ items | where: "on" | map: "n" | join }}',
      'one three',
    ],
    [
      'nested property access',
      '{{ a.b[0].c }} {{ a["b"][1] }} {{ a[key][0]["c"] }}',
      'deep second deep',
    ],
    [
      'size, first, last',
      '{{ list.size }} {{ list.first }} {{ list.last }} {{ name.size }} {{ a.size }}',
      '3 1 3 3 7',
    ],
    ['negative index', '{{ list[-1] }}', '3'],
    [
      'where and reject',
      '{{ items | where: "n", "two" | size }}{{ items | reject: "on" | size }}{{ nothing | where: "x" | size }}{{ items | where: "on", false | map: "n" }}{{ name | where: "size", 3 | size }}',
      '110two0',
    ],
    [
      'literals',
      '{{ 1 }} {{ 2.5 }} {{ "q" }} {{ true }} [{{ nil }}] {{ -3 }}',
      '1 2.5 q true [] -3',
    ],
    ['arrays write their elements', '{{ list }}', '123'],
    [
      'ranges',
      '{% for i in (1..3) %}{{ i }}{% endfor %} {% for i in (n..m) %}{{ i }}{% endfor %}',
      '123 234',
    ],
    ['comparisons', '{% if 1 < 2 and 2 >= 2 and n != 3 and name == "Ann" %}y{% endif %}', 'y'],
    [
      'contains',
      '{% if list contains 2 %}a{% endif %}{% if name contains "nn" %}b{% endif %}{% if list contains "2" %}c{% endif %}',
      'ab',
    ],
    [
      'and / or grouping (right to left)',
      '{% if false and true or true %}t{% else %}f{% endif %}',
      'f',
    ],
    [
      'empty and blank',
      '{% if empty_text == empty %}e{% endif %}{% if spaces == blank %}b{% endif %}{% if list == empty %}x{% endif %}',
      'eb',
    ],
    [
      'nil comparisons',
      '{% if nothing == nil %}n{% endif %}{% if name == nil %}x{% endif %}{% if nothing != nil %}y{% endif %}',
      'n',
    ],
    [
      'if / elsif / else',
      '{% if n == 1 %}one{% elsif n == 2 %}two{% else %}other{% endif %}',
      'two',
    ],
    [
      'unless / elsif / else',
      '{% unless n == 2 %}a{% elsif n > 1 %}b{% else %}c{% endunless %}',
      'b',
    ],
    [
      'case / when with or and commas',
      '{% case n %}{% when 1 or 2 %}low{% when 3, 4 %}high{% else %}?{% endcase %}',
      'low',
    ],
    [
      'case renders every matching when',
      '{% case n %}{% when 2 %}a{% when 2 %}b{% endcase %}',
      'ab',
    ],
    ['case else', '{% case name %}{% when "Bob" %}b{% else %}other{% endcase %}', 'other'],
    [
      'forloop',
      '{% for w in words %}{{ forloop.index }}{{ forloop.index0 }}{{ forloop.rindex }}{{ forloop.rindex0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }};{% endfor %}',
      '1043truefalse4;2132falsefalse4;3221falsefalse4;4310falsetrue4;',
    ],
    [
      'forloop as text',
      '{% for w in words limit: 1 %}{{ forloop }}{% endfor %}',
      '{"i":0,"length":1,"name":"w-words"}',
    ],
    [
      'limit, offset, reversed',
      '{% for w in words limit: 2 offset: 1 reversed %}{{ w }}{% endfor %}',
      'zy',
    ],
    [
      'offset: continue',
      '{% for w in words limit: 2 %}{{ w }}{% endfor %}-{% for w in words offset: continue %}{{ w }}{% endfor %}',
      'xy-zw',
    ],
    ['for else', '{% for w in none %}{{ w }}{% else %}none{% endfor %}', 'none'],
    [
      'break and continue',
      '{% for i in (1..6) %}{% if i == 2 %}{% continue %}{% endif %}{% if i == 5 %}{% break %}{% endif %}{{ i }}{% endfor %}',
      '134',
    ],
    [
      'break in an inner loop',
      '{% for i in (1..2) %}{% for j in (1..3) %}{% if j == 2 %}{% break %}{% endif %}{{ i }}{{ j }}{% endfor %};{% endfor %}',
      '11;21;',
    ],
    ['break outside a loop ends the render', 'a{% if true %}b{% break %}c{% endif %}d', 'ab'],
    [
      'loop over an object and a string',
      '{% for p in a %}{{ p[0] }};{% endfor %}{% for s in name %}[{{ s }}]{% endfor %}',
      'b;size;[Ann]',
    ],
    ['assign', '{% assign x = name | downcase %}{{ x }}{% assign y = list %}{{ y.size }}', 'ann3'],
    [
      'assign inside a loop is seen after it',
      '{% for i in list %}{% assign last = i %}{% endfor %}{{ last }}',
      '3',
    ],
    ['capture', '{% capture c %}[{{ name }}]{% endcapture %}{{ c }}{{ c }}', '[Ann][Ann]'],
    [
      'comment, inline comment and raw',
      'a{% comment %}{{ nope }}{% endcomment %}{% # note %}{% raw %}{{ x }}{% endraw %}',
      'a{{ x }}',
    ],
    [
      'increment and decrement',
      '{% increment k %}{% increment k %}{% decrement d %}{% decrement d %}{{ k }}',
      '01-1-22',
    ],
    ['whitespace control', 'a  {%- if true -%}  b  {%- endif -%}  c\n{{- name -}}\n', 'abcAnn'],
    ['echo and liquid', '{% echo name | upcase %}{% liquid\nassign z = 5\necho z\n%}', 'ANN5'],
    [
      'table fields',
      '{% for f in table.fields %}{{ f.columnName | pascal }}{% unless forloop.last %},{% endunless %}{% endfor %}',
      'Id,UserName',
    ],
  ])('%s', (_name, source, expected) => {
    expect(both(source)).toBe(expected);
  });

  it('a top-level name can only be read from the data, not from JavaScript objects', () => {
    expect(bothFail('{{ constructor }}').message).toBe('Unknown variable: constructor');
    expect(bothFail('{{ name.constructor }}').message).toBe('Unknown variable: name.constructor');
    expect(bothFail('{{ list.push }}').message).toBe('Unknown variable: list.push');
  });
});

describe('errors', () => {
  it('an unknown variable is reported at its own place, inside tags too', () => {
    expect(bothFail('ok\n   {{ nme }}')).toMatchObject({
      line: 2,
      column: 7,
      message: 'Unknown variable: nme',
    });
    expect(
      bothFail('{% for f in table.fields %}\n{% if f.x %}{% endif %}{% endfor %}'),
    ).toMatchObject({ line: 2, column: 7, message: 'Unknown variable: f.x' });
    expect(bothFail('{% assign v = a.b[5].c %}')).toMatchObject({
      message: 'Unknown variable: a.b.5',
    });
  });

  it('a slow filter outside any loop runs past the time limit as in LiquidJS', () => {
    const quick = new Liquid({ strictVariables: true, renderLimit: 10 });
    quick.registerFilter('slow', (v: unknown) => {
      const until = performance.now() + 30;
      while (performance.now() < until);
      return v;
    });
    const templates = quick.parse('{% if true %}{{ 1 | slow }}{% endif %}{{ 2 }}');
    const compiled = compileTemplates(quick, templates);
    expect(compiled).not.toBeNull();
    expect(() => quick.renderSync(templates, {})).toThrow(/^template render limit exceeded/);
    expect(() => compiled?.render({})).toThrow(/^template render limit exceeded/);
  });

  it('where with a property an element lacks fails as in LiquidJS', () => {
    expect(bothFail('{{ items | where: "missing" }}').message).toBe('Unknown variable: missing');
  });

  it('a filter that throws is reported at its output', () => {
    expect(bothFail('x\n\n  {{ "int" | sql_type: "nosuchdb" }}')).toMatchObject({
      line: 3,
      column: 3,
    });
  });

  it('a range beyond the memory limit fails with LiquidJS’s message', () => {
    expect(bothFail('{% for i in (1..20000000) %}{% endfor %}').message).toBe(
      'The template builds too much text (memory limit)',
    );
  });

  it('a loop past the render time limit fails with LiquidJS’s message', () => {
    // Where the time runs out depends on the machine, so only the message is compared
    const quick = new Liquid({ strictVariables: true, renderLimit: 20 });
    const templates = quick.parse(
      '{% for i in (1..100000) %}{% for j in (1..1000) %}{% endfor %}{% endfor %}',
    );
    const compiled = compileTemplates(quick, templates);
    expect(compiled).not.toBeNull();
    expect(() => quick.renderSync(templates, {})).toThrow(/^template render limit exceeded/);
    expect(() => compiled?.render({})).toThrow(/^template render limit exceeded/);
  });
});

describe('what is left to LiquidJS', () => {
  it.each([
    ['include', '{% include "partial.txt" %}'],
    ['render', '{% render "partial.txt", x: 1 %}'],
    ['cycle', '{% for i in list %}{% cycle "a", "b" %}{% endfor %}'],
    ['tablerow', '{% tablerow i in list %}{{ i }}{% endtablerow %}'],
    ['an expression LiquidJS reads only in part', '{% if name list %}y{% endif %}'],
  ])('%s: not compiled', (_name, source) => {
    expect(compileTemplates(liquid, liquid.parse(source, spec.path))).toBeNull();
  });

  it('a file that is not compiled still renders, with LiquidJS', () => {
    const settings = resolveSettings({ options: [] }, { date: '2024-05-06' });
    const files = generate({
      group: {
        id: 'g',
        name: 'G',
        options: [],
        files: [
          { ...spec, path: 'a.txt', content: '{% include "b.txt" %}!', scope: 'table' },
          { ...spec, path: 'b.txt', content: '{{ table.className }}', scope: 'table' },
        ],
      },
      tables: sampleTables(),
      settings,
    });
    expect(files.map((f) => [f.path, f.content])).toEqual([
      ['a.txt', 'UserAccount!'],
      ['b.txt', 'UserAccount'],
    ]);
  });

  it('options that change evaluation leave every template to LiquidJS', () => {
    const truthy = new Liquid({ jsTruthy: true });
    expect(compileTemplates(truthy, truthy.parse('{{ a }}'))).toBeNull();
  });
});
