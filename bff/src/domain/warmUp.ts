import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Table } from '../../../src/contract/text';
import { generate, loadBuiltinGroups, resolveSettings, sampleTables } from './generator';
import type { BuiltinGroup } from './generator';
import { parse } from './parser';

/**
 * Rounds of a warm-up. A fresh process's first one-table render compiles the group's templates
 * (tens of milliseconds) and its next renders run unoptimised code at several times the steady
 * cost. After ten renders of every group V8 has optimised most of the shared closures, the parser's
 * readers and the type mapping; thirty bring a fresh server's renders to about its steady cost
 * (measured in docs/performance.md), for about half a second of warm-up after it listens.
 */
export const WARM_UP_ROUNDS = 30;

export interface WarmUpReport {
  renders: number;
  parses: number;
  /** Steps that threw: a broken built-in group is reported, not fatal. */
  failures: string[];
}

export interface WarmUpOptions {
  rounds?: number;
  /** Stops between steps (the server is shutting down). */
  signal?: AbortSignal;
}

/** One sample record of the sample table, as JSON: what a JSON paste looks like. */
function sampleJson(tables: Table[]): string {
  const record: Record<string, unknown> = {};
  for (const field of tables[0].fields) {
    record[field.propertyName] =
      field.tsType === 'number' ? 1 : field.tsType === 'boolean' ? true : 'x';
  }
  return JSON.stringify({ data: [record], total: 1 });
}

/** The parser's texts: the sample table as JSON, and as DDL in each dialect of the DDL group. */
function sampleTexts(groups: BuiltinGroup[], tables: Table[]): string[] {
  const texts = [sampleJson(tables)];
  const ddl = groups.find((g) => g.key === 'sql-ddl');
  if (!ddl) return texts;
  for (const { value } of ddl.options.find((o) => o.key === 'dialect')?.choices ?? []) {
    const settings = resolveSettings(ddl, { options: { dialect: value } });
    texts.push(generate({ group: ddl, tables, settings })[0].content);
  }
  return texts;
}

/**
 * Runs the engines a user's first calls go through (every built-in group over the sample table, the
 * parser over that table's DDL in each dialect and over JSON) `rounds` times, yielding to the event
 * loop after each step, so a server answers while it warms and its first users get compiled
 * templates and optimised code instead.
 */
export async function warmUpEngines(options: WarmUpOptions = {}): Promise<WarmUpReport> {
  const { rounds = WARM_UP_ROUNDS, signal } = options;
  const report: WarmUpReport = { renders: 0, parses: 0, failures: [] };
  const groups = loadBuiltinGroups();
  const attempt = (what: string, step: () => void): boolean => {
    try {
      step();
      return true;
    } catch (err) {
      report.failures.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
  };
  let texts: string[] = [];
  attempt('sample DDL', () => {
    texts = sampleTexts(groups, sampleTables());
  });
  /** Group keys and texts that failed once: said once, not tried again. */
  const failed = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    for (const group of groups) {
      if (signal?.aborted) return report;
      if (failed.has(group.key)) continue;
      const rendered = attempt(group.key, () =>
        generate({ group, tables: sampleTables(), settings: resolveSettings(group) }),
      );
      if (rendered) report.renders++;
      else failed.add(group.key);
      await nextTurn();
    }
    for (const text of texts) {
      if (signal?.aborted) return report;
      if (failed.has(text)) continue;
      const read = attempt('parse', () => {
        if (parse(text).tables.length === 0) throw new Error(`no table in ${text.slice(0, 40)}`);
      });
      if (read) report.parses++;
      else failed.add(text);
      await nextTurn();
    }
  }
  return report;
}
