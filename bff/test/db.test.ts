import { ReleaseLog } from '../src/entities/ReleaseLog';
import { describeEachDb, startTestApp, type TestApp } from './support';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDb('transactions', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('keeps concurrent transactions apart: a rollback does not undo another commit', async () => {
    const { dataSource } = t.deps;
    const entry = (version: string) => ({
      version,
      title: version,
      content: 'transaction test',
      releasedAt: '2026-11-21',
    });
    const failing = dataSource.transaction(async (tx) => {
      await tx.getRepository(ReleaseLog).insert(entry('tx-rolled-back'));
      await delay(50);
      throw new Error('roll back');
    });
    await delay(10);
    const committed = dataSource.transaction(async (tx) => {
      await tx.getRepository(ReleaseLog).insert(entry('tx-committed'));
    });
    await expect(failing).rejects.toThrow('roll back');
    await committed;
    const versions = (await dataSource.getRepository(ReleaseLog).find()).map((r) => r.version);
    expect(versions).toContain('tx-committed');
    expect(versions).not.toContain('tx-rolled-back');
  });
});
