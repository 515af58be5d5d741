import { closeRenderPool, RenderPool, RenderPoolBusyError, renderInPool } from './pool';
import { renderGroup } from './render';
import { resolveSettings, sampleTables } from './settings';
import type { GenerateInput, TemplateFileSpec } from './types';

jest.setTimeout(30_000);

const settings = resolveSettings({ options: [] }, { date: '2024-01-01' });

function input(
  content: string,
  path = 'evil.txt',
  more: Partial<TemplateFileSpec> = {},
): GenerateInput {
  return {
    group: {
      id: 'g',
      name: 'G',
      options: [],
      files: [
        {
          id: 'ok',
          path: 'ok.txt',
          content: '{{ table.className }}',
          scope: 'table',
          language: 'text',
        },
        { id: 'f', path, content, scope: 'table', language: 'text', ...more },
      ],
    },
    tables: sampleTables(),
    settings,
  };
}

const normal = input(
  '{% for f in table.fields %}{{ f.propertyName }}:{{ f.javaType }}\n{% endfor %}',
  'fields.txt',
);

/** One filter call that runs for seconds (well past the 1.5 s limit even on a fast, idle machine). */
const SLOW = '{% assign r = (1..4000000) %}{{ r | where_exp: "i", "i > 0" | size }}';
/**
 * How a runaway render is stopped: by the time limit, or by the memory limit when the worker's
 * garbage collector falls behind on a busy machine; either way the user is told why.
 */
const RUNAWAY_STOPPED = /took longer than 1\.5 s|ran out of memory \(limit 64 MB\)/;

let pool: RenderPool;

beforeAll(async () => {
  pool = new RenderPool({ size: 2 });
  // Both workers up before the cases start
  await Promise.all([pool.render(normal), pool.render(normal)]);
});
afterAll(async () => {
  await pool.close();
  await closeRenderPool();
});

describe('render pool', () => {
  it('renders exactly what the engine renders in-process', async () => {
    expect(await pool.render(normal)).toEqual(renderGroup(normal));
  });

  const evil: [string, string][] = [
    ['an endless loop', '{% for i in (1..1000000000) %}x{% endfor %}'],
    ['an empty-body loop', '{% for i in (1..1000000000) %}{% endfor %}'],
    ['an empty-body loop just under the memory limit', '{% for i in (1..15000000) %}{% endfor %}'],
    [
      'a long empty-body loop over an assigned range',
      '{% assign r = (1..100000) %}{% for i in r %}{% for j in r %}{% endfor %}{% endfor %}',
    ],
    [
      'nested empty-body loops',
      '{% for i in (1..1000000000) %}{% for j in (1..1000000000) %}{% endfor %}{% endfor %}',
    ],
    [
      'nested empty-body loops over small ranges',
      '{% for i in (1..30000) %}{% for j in (1..30000) %}{% endfor %}{% endfor %}',
    ],
    [
      'loops over an assigned range',
      '{% assign r = (1..20000) %}{% for i in r %}{% for j in r %}{% endfor %}{% endfor %}',
    ],
    ['one slow filter call', SLOW],
    ['huge padding through the date filter', "{{ 'now' | date: '%999999999d' }}"],
    ['moderate padding through the date filter', "{{ 'now' | date: '%50000000d' }}"],
    ['deep nesting', '{% if true %}'.repeat(20000) + '{% endif %}'.repeat(20000)],
    ['deeply nested parentheses', `{{ ${'('.repeat(5000)}1${')'.repeat(5000)} }}`],
    [
      'string doubling with append',
      "{% assign s = 'xxxxxxxxxx' %}{% for i in (1..60) %}{% assign s = s | append: s %}{% endfor %}{{ s }}",
    ],
    ['an unclosed raw block', '{% raw %}{{ table.constructor }}{% endraw'],
    [
      'raw around an endless loop',
      '{% raw %}x{% endraw %}{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}{% raw %}{% endraw %}',
    ],
    ['a self-including file', '{% include "evil.txt" %}'],
  ];

  it.each(evil)('%s gives a clear error naming the file', async (_name, content) => {
    // From a started pool: a worker stopped by the previous case is being replaced
    await pool.whenReady();
    const outcome = await pool.render(input(content));
    expect(outcome.errors.length).toBeGreaterThan(0);
    expect(outcome.errors[0]).toMatchObject({
      nodeId: 'f',
      file: 'evil.txt',
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(outcome.errors[0].message).toMatch(
      /took longer|too much text|nests too deeply|not closed|larger than|out of memory|Maximum|exceeded|stopped/i,
    );
  });

  it('a raw block just prints its text', async () => {
    const outcome = await pool.render(input('{% raw %}{{ table.constructor }}{% endraw %}'));
    expect(outcome.files.find((f) => f.nodeId === 'f')?.content).toBe('{{ table.constructor }}');
  });

  it('answers other renders while a runaway template holds a worker', async () => {
    await pool.whenReady();
    let runawaySettled = false;
    const runaway = pool.render(input(SLOW)).finally(() => {
      runawaySettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The other worker serves them: none waits for the runaway to be stopped.
    for (let i = 0; i < 5; i++) {
      expect((await pool.render(normal)).errors).toEqual([]);
      expect(runawaySettled).toBe(false);
    }
    const stopped = await runaway;
    expect(stopped.errors[0].message).toMatch(RUNAWAY_STOPPED);
    // The replaced worker serves again
    expect((await pool.render(normal)).errors).toEqual([]);
  });

  it('names the table a stopped render was on', async () => {
    const tables = [
      ...sampleTables(),
      { ...sampleTables()[0], tableName: 'slow_one', className: 'SlowOne' },
    ];
    const outcome = await pool.render({
      ...input(`{% if table.tableName == 'slow_one' %}${SLOW}{% endif %}`),
      tables,
    });
    expect(outcome.errors).toEqual([
      {
        nodeId: 'f',
        file: 'evil.txt',
        line: 1,
        column: 1,
        message: expect.stringMatching(/\(table slow_one\)$/),
      },
    ]);
    expect(outcome.errors[0].message).toMatch(RUNAWAY_STOPPED);
  });

  it('reaches no JavaScript prototype or constructor', async () => {
    const outcome = await pool.render(
      input(
        "[{{ table.constructor }}{{ 'x'.constructor.name }}{{ table.fields.constructor.constructor }}]",
      ),
    );
    expect(JSON.stringify(outcome)).not.toMatch(/function|String\b|Object\b|Array\b/);
    expect(outcome.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Unknown variable/),
    ]);
  });

  it('a worker that runs out of memory gives an error, and the pool goes on', async () => {
    // A range under Liquid's memory limit still builds a 120 MB array at once
    await pool.whenReady();
    const outcome = await pool.render(input('{% for i in (1..15000000) %}{% endfor %}', 'big.txt'));
    expect(outcome.errors).toEqual([
      {
        nodeId: 'f',
        file: 'big.txt',
        line: 1,
        column: 1,
        message: expect.stringMatching(/^Rendering ran out of memory \(limit 64 MB\)/),
      },
    ]);
    expect((await pool.render(normal)).errors).toEqual([]);
  });

  it('refuses work beyond its queue with a clear busy error', async () => {
    const tiny = new RenderPool({ size: 1, maxQueue: 1 });
    try {
      await tiny.whenReady();
      const stuck = tiny.render(input(SLOW));
      const queued = tiny.render(normal);
      await expect(tiny.render(normal)).rejects.toThrow(RenderPoolBusyError);
      await expect(tiny.render(normal)).rejects.toThrow(
        'The generator is busy right now; please try again in a moment',
      );
      expect((await stuck).errors).toHaveLength(1);
      expect((await queued).errors).toEqual([]);
    } finally {
      await tiny.close();
    }
  });

  it('renderInPool shares one pool until closeRenderPool', async () => {
    expect((await renderInPool(normal)).files).toHaveLength(2);
    await closeRenderPool();
    expect((await renderInPool(normal)).files).toHaveLength(2);
    await closeRenderPool();
  });
});
