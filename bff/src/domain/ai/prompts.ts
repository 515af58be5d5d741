import type { CodeLanguage, TemplateError } from '../../../../src/contract/template';
import {
  standardFilters,
  templateFilters,
  templateVariables,
} from '../../../../src/contract/templateReference';
import type { GenerationSettings, Table } from '../../../../src/contract/text';
import type { AiMessage } from './client';

/**
 * The prompts of the three kinds of AI call. The model's answers are data: they are validated,
 * rendered or shown, never executed. The user's own text always goes in a user message, apart from
 * the instructions, so a paste that reads like an instruction stays a paste.
 */

// ---- parser ----

const PARSER_SYSTEM = `You read free text (a requirements paragraph, a table copied from a document, OCR'd text, a log line, a list of columns) and write down the database tables it describes.

Answer with one JSON object only, without prose or code fences, of this shape:
{"tables":[{"tableName":"user_account","comment":"Users","fields":[{"columnName":"id","sqlType":"bigint","length":null,"precision":null,"scale":null,"nullable":false,"primaryKey":true,"autoIncrement":true,"unique":false,"defaultValue":null,"comment":"Key"}]}]}

Rules:
- tableName, columnName: the names the text uses. When it only describes them (in any language), make short lower snake_case English names such as user_account or created_at.
- sqlType: a lower-case SQL base type without size or modifiers: varchar, char, text, int, bigint, smallint, tinyint, decimal, double, float, boolean, date, datetime, timestamp, time, json, blob. Sizes go to length (varchar(64): length 64) or to precision and scale (decimal(10,2): 10 and 2); otherwise null. Unknown: varchar.
- nullable: false for required, NOT NULL and primary key columns; true otherwise.
- primaryKey, autoIncrement, unique: true only when the text says so, or for the one id column of a table.
- defaultValue: the default as text without quotes, or null.
- comment: the description or label the text gives (keep its language), else "".
- Every column the text names, once, in the text's order; invent none.
- Text that describes no table: {"tables":[]}.`;

/** Asks for the tables of `text` (answered as JSON, see parseAnswer.ts). */
export function parserMessages(text: string): AiMessage[] {
  return [
    { role: 'system', content: PARSER_SYSTEM },
    { role: 'user', content: text },
  ];
}

/** The one repair round: the model sees its answer and what was wrong with it. */
export function repairMessages(
  messages: AiMessage[],
  answer: string,
  problem: string,
): AiMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `That answer could not be used: ${problem}\nAnswer again with the corrected JSON object only, following the shape and rules above.`,
    },
  ];
}

// ---- generate ----

const GENERATE_SYSTEM = `You are a senior software engineer. You write source code for the database tables you are given, exactly as the target and the instruction ask: complete and compiling, no placeholders, no "...".

Write every file as a fenced code block whose info string is the language and the file's path, for example:
\`\`\`java src/main/java/com/example/demo/entity/UserAccount.java
package com.example.demo.entity;
...
\`\`\`

Paths are relative and use / (no leading /, no ..), follow the target's usual project layout and the base package. Use the class, property and type names given with the tables. A short note, if any, goes before the first file; nothing between the files.`;

export interface GeneratePromptInput {
  tables: Table[];
  instruction: string;
  target: string;
  settings: GenerationSettings;
}

function describeSettings(settings: GenerationSettings): string {
  const lines = [
    `Base package: ${settings.basePackage}${settings.moduleName ? ` (module ${settings.moduleName})` : ''}`,
  ];
  if (settings.author) lines.push(`Author: ${settings.author}`);
  if (settings.date) lines.push(`Date: ${settings.date}`);
  if (settings.tablePrefixes.length > 0) {
    lines.push(`Table prefixes left out of class names: ${settings.tablePrefixes.join(', ')}`);
  }
  if (settings.skipFields.length > 0) {
    lines.push(
      `Columns a base class holds (leave them out of entities): ${settings.skipFields.join(', ')}`,
    );
  }
  const options = Object.entries(settings.options);
  if (options.length > 0) {
    lines.push(`Options: ${options.map(([k, v]) => `${k}=${String(v)}`).join(', ')}`);
  }
  return lines.join('\n');
}

/** Asks for the code of `tables` as fenced files (split by files.ts). */
export function generateMessages(input: GeneratePromptInput): AiMessage[] {
  return [
    { role: 'system', content: GENERATE_SYSTEM },
    {
      role: 'user',
      content: [
        `Target: ${input.target}`,
        `Instruction: ${input.instruction}`,
        describeSettings(input.settings),
        `Tables (JSON; class, property and language type names already chosen):`,
        JSON.stringify(input.tables),
      ].join('\n\n'),
    },
  ];
}

// ---- template from example ----

function templateReference(): string {
  const variables = templateVariables.flatMap((section) =>
    section.entries.map((e) => `- ${e.name} (${e.type}): ${e.description}`),
  );
  const filters = templateFilters.map((f) => `- ${f.name} (${f.type}): ${f.description}`);
  const standard = standardFilters.map((f) => f.name).join(', ');
  return [
    'Variables:',
    ...variables,
    '',
    'Filters of the generator:',
    ...filters,
    '',
    `Standard Liquid filters: ${standard}`,
  ].join('\n');
}

const TEMPLATE_SYSTEM = `You turn one hand-written source file into a Liquid template for a code generator. Rendered for the file's table, the template must give back the file; rendered for any other table, the same kind of file for that table.

The generator renders with LiquidJS with strict variables and strict filters: use only the variables and filters below, anything else is an error. The file renders once per table (the variable "table" is set).

${templateReference()}

Rules:
- Everything that comes from the table becomes a variable: class and property names, column names, types (field.javaType ...), comments. Parts written once per column become a loop: {% for field in table.fields %}...{% endfor %}; parts that depend on a column use {% if %} (field.primaryKey ...).
- The package becomes {{ settings.package }}, the author {{ settings.author }}, the date {{ settings.date }}, where the example has them.
- Everything else stays exactly as in the example: formatting, annotations, imports, blank lines.
- name: the file name as a template, e.g. {{ table.className }}Dto.java.
- language: the file's language, one of java, xml, kotlin, typescript, tsx, vue, javascript, sql, go, python, csharp, json, yaml, markdown, text.

Answer with one JSON object only, without prose or code fences: {"name":"...","content":"...","language":"..."}`;

export interface TemplatePromptInput {
  table: Table;
  example: string;
  language?: CodeLanguage;
  settings: GenerationSettings;
}

/** Asks for a template that renders `example` from `table` (answered as JSON). */
export function templateMessages(input: TemplatePromptInput): AiMessage[] {
  const { settings } = input;
  const context = [
    `Settings the file was written with: package ${settings.basePackage}${settings.moduleName ? `.${settings.moduleName}` : ''}`,
    settings.author ? `author ${settings.author}` : '',
    settings.date ? `date ${settings.date}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    { role: 'system', content: TEMPLATE_SYSTEM },
    {
      role: 'user',
      content: [
        `Table (JSON):\n${JSON.stringify(input.table)}`,
        context,
        `Language: ${input.language ?? 'tell it from the code'}`,
        `Example file:\n${input.example}`,
      ].join('\n\n'),
    },
  ];
}

/** The repair round of a template that does not render: its errors at their lines. */
export function templateErrorsProblem(errors: TemplateError[]): string {
  const shown = errors.slice(0, 10).map((e) => `line ${e.line}, column ${e.column}: ${e.message}`);
  const more = errors.length > shown.length ? `\n(and ${errors.length - shown.length} more)` : '';
  return `the template does not render:\n${shown.join('\n')}${more}`;
}
