/**
 * `npm run bench` (after the parser bench): what generating costs. Prints, each as the median of
 * several runs in this one process:
 * - one 30-column table through the `spring-boot-mybatis-plus` group (ms per table), at once and
 *   after 200 renders (steady state);
 * - a fresh server's first calls, in child processes without and after the warm-up the server runs
 *   once it listens (`domain/warmUp.ts`): the first parse of a pasted table, the first render of
 *   that 30-column table, and its renders 4 to 18;
 * - 100 such tables through the same group into a zip (ms and zip size);
 * - the same table through the worker pool (a user's group takes that path), for the pool's overhead;
 * - a render through the pool while a runaway template holds another worker (target under 100 ms);
 * - JSON → Java classes: our path (`parse()` with inputType json, then the `java-pojo` group) beside
 *   quicktype-core's Java target on the same corpus JSON files, with the ratio (target: ours at
 *   least 2x faster).
 */
import { execFileSync } from 'node:child_process';
import { InputData, jsonInputForTargetLanguage, quicktype } from 'quicktype-core';
import type { Field, Table } from '../../src/contract/text';
import type * as fieldModule from '../src/domain/field';
import type * as generatorModule from '../src/domain/generator';
import type * as parserModule from '../src/domain/parser';
import type * as warmUpModule from '../src/domain/warmUp';
import { corpusFiles, readCorpus } from '../test/parser/corpus';
import { createTableStatements } from '../test/parser/statements';
import { built, f2, median, RUNS, table, time } from './support';

const { builtinGroupSpec, closeRenderPool, generate, RenderPool, resolveSettings, toZip } =
  built<typeof generatorModule>('domain/generator');
const { makeField } = built<typeof fieldModule>('domain/field');
const { parse } = built<typeof parserModule>('domain/parser');

/** A 30-column table with every common kind of column. */
function wideTable(n = 0): Table {
  const types: [string, Partial<Field>, string, string][] = [
    ['bigint', {}, 'Long', 'number'],
    ['varchar', { length: 64 }, 'String', 'string'],
    ['varchar', { length: 255 }, 'String', 'string'],
    ['int', {}, 'Integer', 'number'],
    ['decimal', { precision: 12, scale: 2 }, 'BigDecimal', 'number'],
    ['tinyint', { length: 1 }, 'Boolean', 'boolean'],
    ['date', {}, 'LocalDate', 'string'],
    ['datetime', {}, 'LocalDateTime', 'string'],
    ['text', {}, 'String', 'string'],
    ['double', {}, 'Double', 'number'],
  ];
  const fields: Field[] = Array.from({ length: 30 }, (_, i) => {
    const [sqlType, size, javaType, tsType] = types[i % types.length];
    return makeField(i === 0 ? 'id' : `column_${i}_name`, {
      propertyName: i === 0 ? 'id' : `column${i}Name`,
      sqlType,
      ...size,
      nullable: i > 1,
      primaryKey: i === 0,
      autoIncrement: i === 0,
      unique: i === 1,
      comment: `Column ${i}`,
      javaType,
      tsType,
    });
  });
  return {
    tableName: `wide_table_${n}`,
    className: `WideTable${n}`,
    comment: 'A wide table',
    fields,
  };
}

/** In the child processes `freshServer` starts: `cold`, or `warmed` after the server's warm-up. */
const ROLE = process.env.GENERATOR_BENCH_ROLE;
const FRESH_PROCESSES = 5;

/** A one-table paste: the longest CREATE TABLE of a corpus file. */
const pastedTable = () =>
  createTableStatements(readCorpus('chinook.mysql.sql')).reduce((a, b) =>
    b.length > a.length ? b : a,
  );

interface FreshFigures {
  /** The first parse of a one-table paste (a server's first user after a start). */
  firstParse: number;
  /** The first render of the 30-column table. */
  firstRender: number;
  /** The median of its 4th to 18th renders, as `time()` takes the in-process row. */
  nextRenders: number;
}

/** In a child process: what a fresh server's first users wait for, with or without its warm-up. */
async function freshCalls(): Promise<void> {
  const group = builtinGroupSpec('spring-boot-mybatis-plus');
  if (!group) throw new Error('spring-boot-mybatis-plus: no such built-in group');
  if (ROLE === 'warmed') {
    const { warmUpEngines } = built<typeof warmUpModule>('domain/warmUp');
    await warmUpEngines();
  }
  const text = pastedTable();
  const since = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
  let t0 = process.hrtime.bigint();
  parse(text);
  const firstParse = since(t0);
  const settings = resolveSettings(group, { date: '2024-01-01' });
  const one = [wideTable()];
  t0 = process.hrtime.bigint();
  generate({ group, tables: one, settings });
  const firstRender = since(t0);
  const nextRenders = await time(() => generate({ group, tables: one, settings }));
  process.stdout.write(
    JSON.stringify({ firstParse, firstRender, nextRenders } satisfies FreshFigures),
  );
}

/** A fresh server's first calls: `FRESH_PROCESSES` child processes of each role, alternated. */
function freshServer(): void {
  const runs: Record<'cold' | 'warmed', FreshFigures[]> = { cold: [], warmed: [] };
  for (let i = 0; i < FRESH_PROCESSES; i++) {
    for (const role of ['cold', 'warmed'] as const) {
      const out = execFileSync(process.execPath, [...process.execArgv, __filename], {
        env: { ...process.env, GENERATOR_BENCH_ROLE: role },
        encoding: 'utf8',
      });
      runs[role].push(JSON.parse(out) as FreshFigures);
    }
  }
  const row = (what: string, key: keyof FreshFigures) => [
    what,
    f2(median(runs.cold.map((r) => r[key]))),
    f2(median(runs.warmed.map((r) => r[key]))),
  ];
  console.log(
    `A fresh process's first calls, ms (medians of ${FRESH_PROCESSES} child processes each, alternated)`,
  );
  table(
    ['call', 'cold', 'after the start-up warm-up'],
    [
      row(`1st parse, one pasted table (${pastedTable().length} chars)`, 'firstParse'),
      row('1st render, 1 table x 30 columns, spring-boot-mybatis-plus', 'firstRender'),
      row('same table, renders 4-18 (as the in-process row above)', 'nextRenders'),
    ],
  );
  console.log('the server runs the warm-up once it listens (domain/warmUp.ts)\n');
}

async function springBoot(): Promise<void> {
  const group = builtinGroupSpec('spring-boot-mybatis-plus');
  if (!group) {
    console.log('spring-boot-mybatis-plus: no such built-in group, skipped\n');
    return;
  }
  const settings = resolveSettings(group, { date: '2024-01-01' });
  const one = [wideTable()];
  const hundred = Array.from({ length: 100 }, (_, i) => wideTable(i));
  const oneMs = await time(() => generate({ group, tables: one, settings }));
  // The same after the JIT has settled, as in a server that has rendered a while (the row above
  // includes the first renders' unoptimised code, and so depends on how busy the machine is)
  for (let i = 0; i < 200; i++) generate({ group, tables: one, settings });
  const warmMs = await time(() => generate({ group, tables: one, settings }));
  let zipBytes = 0;
  let fileCount = 0;
  const hundredMs = await time(() => {
    const files = generate({ group, tables: hundred, settings });
    fileCount = files.length;
    zipBytes = toZip(files, 'demo').length;
  }, 7);
  const pool = new RenderPool();
  await pool.whenReady();
  const poolMs = await time(() => pool.render({ group, tables: one, settings }));
  await pool.close();
  console.log(
    `spring-boot-mybatis-plus (${group.files.length} files per table), median of ${RUNS} runs (7 for 100 tables)`,
  );
  table(
    ['case', 'ms', 'files', 'zip KB'],
    [
      ['1 table, 30 columns, in-process', f2(oneMs), String(group.files.length), '-'],
      ['same, after 200 renders', f2(warmMs), String(group.files.length), '-'],
      ['1 table, 30 columns, worker pool', f2(poolMs), String(group.files.length), '-'],
      ['100 tables → zip', f2(hundredMs), String(fileCount), (zipBytes / 1024).toFixed(0)],
    ],
  );
  console.log('targets: 1 table x 30 columns <= 1 ms in process; 100 tables to a zip <= 300 ms\n');
}

/**
 * The measurement: while a runaway user template holds one worker, how long another render
 * takes (target under 100 ms), and how long until the runaway is stopped (target under 2 s).
 */
async function isolation(): Promise<void> {
  const group = builtinGroupSpec('spring-boot-mybatis-plus') ?? builtinGroupSpec('java-pojo');
  if (!group) return;
  const settings = resolveSettings(group, { date: '2024-01-01' });
  const runaway = {
    group: {
      id: 'evil',
      name: 'Runaway',
      options: [],
      files: [
        {
          id: 'evil:0',
          path: 'evil.txt',
          content: '{% assign r = (1..1000000) %}{{ r | where_exp: "i", "i > 0" | size }}',
          scope: 'all' as const,
          language: 'text' as const,
        },
      ],
    },
    tables: [wideTable()],
    settings,
  };
  const pool = new RenderPool();
  await pool.whenReady();
  const normal: number[] = [];
  const stopped: number[] = [];
  for (let i = 0; i < 5; i++) {
    await pool.whenReady();
    const t0 = process.hrtime.bigint();
    const evil = pool.render(runaway).then(() => Number(process.hrtime.bigint() - t0) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const t1 = process.hrtime.bigint();
    await pool.render({ group, tables: [wideTable()], settings });
    normal.push(Number(process.hrtime.bigint() - t1) / 1e6);
    stopped.push(await evil);
  }
  await pool.close();
  console.log(`Worker pool isolation (${pool.size} workers), median of 5 runs`);
  table(
    ['case', 'ms'],
    [
      [`${group.key}, 1 table, while a runaway template renders`, f2(median(normal))],
      ['runaway template stopped after', f2(median(stopped))],
    ],
  );
}

async function quicktypeJava(json: string): Promise<string> {
  const input = jsonInputForTargetLanguage('java');
  await input.addSource({ name: 'Root', samples: [json] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({
    inputData,
    lang: 'java',
    rendererOptions: { package: 'com.example.demo' },
  });
  return result.lines.join('\n');
}

async function jsonToJava(): Promise<void> {
  const group = builtinGroupSpec('java-pojo');
  if (!group) {
    console.log('java-pojo: no such built-in group, skipped\n');
    return;
  }
  const settings = resolveSettings(group, { date: '2024-01-01' });
  const rows: string[][] = [];
  let oursTotal = 0;
  let theirsTotal = 0;
  for (const file of corpusFiles('json')) {
    const text = readCorpus(file);
    let classes = 0;
    const ours = await time(() => {
      const { tables } = parse(text, { inputType: 'json' });
      classes = generate({ group, tables, settings }).length;
    });
    let theirLines = 0;
    const theirs = await time(async () => {
      theirLines = (await quicktypeJava(text)).split('\n').length;
    }, 7);
    oursTotal += ours;
    theirsTotal += theirs;
    rows.push([
      file,
      (text.length / 1024).toFixed(0),
      String(classes),
      f2(ours),
      f2(theirs),
      `${(theirs / ours).toFixed(1)}x`,
      String(theirLines),
    ]);
  }
  rows.push([
    'all',
    '',
    '',
    f2(oursTotal),
    f2(theirsTotal),
    `${(theirsTotal / oursTotal).toFixed(1)}x`,
    '',
  ]);
  console.log(
    `JSON → Java classes: parse() + java-pojo vs quicktype-core (Java), median of ${RUNS} / 7 runs`,
  );
  table(['file', 'KB', 'our classes', 'ours ms', 'quicktype ms', 'ratio', 'qt lines'], rows);
}

async function main(): Promise<void> {
  if (ROLE) {
    await freshCalls();
    return;
  }
  await springBoot();
  freshServer();
  await isolation();
  await jsonToJava();
  await closeRenderPool();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
