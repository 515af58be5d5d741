import type { Table } from '../../../../src/contract/text';
import { generate } from './render';
import { resolveSettings, sampleTables } from './settings';
import type { TemplateGroupSpec } from './types';

const settings = resolveSettings({ options: [] }, { date: '2024-05-06' });

/** Renders one table-scope template for every table of the generation; one output per table. */
function render(content: string, tables: Table[] = sampleTables()): string[] {
  const group: TemplateGroupSpec = {
    id: 'g',
    name: 'Test group',
    options: [],
    files: [
      {
        id: 'f',
        path: '{{ table.className }}.txt',
        content,
        scope: 'table',
        language: 'text',
      },
    ],
  };
  return generate({ group, tables, settings }).map((f) => f.content);
}

const named = (tableName: string, className: string): Table => ({
  ...sampleTables()[0],
  tableName,
  className,
});

describe('java_doc', () => {
  // The chain the Java groups used before the filter: java_doc must write exactly the same text.
  const CHAIN =
    '{{ table.comment | replace: "\\n", " " | strip_newlines | replace: "\\\\", "&#92;" | replace: "*/", "*&#47;" | replace: "/*", "/&#42;" | replace: "@", "&#64;" }}';

  it.each([
    'plain text',
    'ends */ here',
    'opens /* a comment',
    '/*/ and */* overlap',
    'a\\u002a/ unicode escape and C:\\path',
    'line one\nline two\r\nthree',
    '{@code x} @param y @ z',
    '',
  ])('%j is escaped like the replace chain', (comment) => {
    const tables = [{ ...sampleTables()[0], comment }];
    const [expected] = render(CHAIN, tables);
    expect(render('{{ table.comment | java_doc }}', tables)).toEqual([expected]);
  });

  it('keeps a label from closing the comment or starting a tag', () => {
    const tables = [{ ...sampleTables()[0], comment: 'Price */ in\n@USD \\ /* net' }];
    expect(render('/** {{ table.comment | java_doc }} */', tables)).toEqual([
      '/** Price *&#47; in &#64;USD &#92; /&#42; net */',
    ]);
  });
});

describe('java_lang', () => {
  const tables = [named('strings', 'String'), named('orders', 'Order'), named('objects', 'Object')];

  it('qualifies a type some table class hides in this generation (javaLang), in every file', () => {
    expect(
      render('{{ "String" | java_lang: javaLang }} {{ "Object" | java_lang: javaLang }}', tables),
    ).toEqual(Array(3).fill('java.lang.String java.lang.Object'));
  });

  it('with table.javaLang, only the type the current table class hides', () => {
    expect(
      render(
        '{{ "String" | java_lang: table.javaLang }} {{ "Object" | java_lang: table.javaLang }}',
        tables,
      ),
      // Files come sorted by path: Object.txt, Order.txt, String.txt
    ).toEqual(['String java.lang.Object', 'String Object', 'java.lang.String Object']);
  });

  it('leaves other types and generations without such tables alone', () => {
    expect(
      render('{{ "String" | java_lang: javaLang }} {{ "LocalDate" | java_lang: javaLang }}'),
    ).toEqual(['String LocalDate']);
    expect(render('{{ "String" | java_lang: "String" }}', tables)[0]).toBe('String');
  });
});

describe('field.javaTypeRef', () => {
  it('is javaType | java_lang: javaLang for every field, without the filter', () => {
    const tables = [named('strings', 'String'), named('orders', 'Order')];
    const template =
      '{% for f in table.fields %}{{ f.javaTypeRef }}={{ f.javaType | java_lang: javaLang }};{% endfor %}';
    for (const out of render(template, tables)) {
      for (const pair of out.split(';').filter(Boolean)) {
        const [ref, filtered] = pair.split('=');
        expect(ref).toBe(filtered);
      }
      expect(out).toContain('java.lang.String=');
    }
    expect(render('{{ table.fields[1].javaTypeRef }}')).toEqual(['String']);
  });
});

describe('format_each', () => {
  it('writes each element through the pattern: {key} its property, {} the element', () => {
    expect(
      render(
        '{{ table.fields | slice: 0, 2 | format_each: "{propertyName}: {tsType}" | join: ", " }}',
      ),
    ).toEqual(['id: number, userName: string']);
    expect(render('{{ "a,b" | split: "," | format_each: "<{}>" | join: "" }}')).toEqual(['<a><b>']);
  });

  it('keeps braces that are not placeholders, and an empty list gives nothing', () => {
    expect(
      render('{{ table.fields | slice: 0, 1 | format_each: "{ {propertyName} }" | first }}'),
    ).toEqual(['{ id }']);
    expect(
      render('[{{ table.fields | slice: 0, 0 | format_each: "{propertyName}" | join: "," }}]'),
    ).toEqual(['[]']);
  });

  it('an unknown property is a template error at its line', () => {
    expect(() => render('\n{{ table.fields | format_each: "{nope}" | join: "" }}')).toThrow(
      /:2:\d+: format_each: an element has no property "nope"/,
    );
  });
});
