import { loadBuiltinGroups } from './generator';
import { warmUpEngines } from './warmUp';

describe('warmUpEngines', () => {
  const groups = loadBuiltinGroups();
  const ddlDialects =
    groups.find((g) => g.key === 'sql-ddl')?.options.find((o) => o.key === 'dialect')?.choices ??
    [];

  it('renders every built-in group and parses the sample table as DDL in every dialect and as JSON', async () => {
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(ddlDialects.length).toBeGreaterThanOrEqual(5);
    const report = await warmUpEngines({ rounds: 2 });
    expect(report.failures).toEqual([]);
    expect(report.renders).toBe(groups.length * 2);
    expect(report.parses).toBe((ddlDialects.length + 1) * 2);
  });

  it('lets the event loop run between steps', async () => {
    let done = false;
    const warming = warmUpEngines({ rounds: 1 }).then(() => {
      done = true;
    });
    const sawItRunning = await new Promise<boolean>((resolve) => setTimeout(() => resolve(!done)));
    await warming;
    expect(sawItRunning).toBe(true);
  });

  it('stops when its signal aborts', async () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(await warmUpEngines({ signal: aborted.signal })).toEqual({
      renders: 0,
      parses: 0,
      failures: [],
    });
    const later = new AbortController();
    const warming = warmUpEngines({ rounds: 5, signal: later.signal });
    setImmediate(() => later.abort());
    const report = await warming;
    expect(report.renders).toBeGreaterThan(0);
    expect(report.renders).toBeLessThan(groups.length * 5);
  });
});
