import { describeEachDb, startTestApp, type TestApp } from './support';

describeEachDb('template schema', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('creates the template tables as the entities describe them', async () => {
    const sql = await t.deps.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });
});
