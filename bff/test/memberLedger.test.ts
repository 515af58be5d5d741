import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Message } from '../src/entities/Message';
import { Tip } from '../src/entities/Tip';
import { TipRead } from '../src/entities/TipRead';
import { User } from '../src/entities/User';
import { VipLedgerEntry } from '../src/entities/VipLedgerEntry';
import { VipMembership } from '../src/entities/VipMembership';
import { AppError } from '../src/errors';
import * as home from '../src/services/home';
import * as message from '../src/services/message';
import * as vip from '../src/services/vip';
import { describeEachDb, insertUser, startTestApp, type TestApp, userRow } from './support';

const HOUR = 60 * 60 * 1000;

async function createUser(ds: DataSource, email: string): Promise<string> {
  return (await insertUser(ds, email)).id;
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('Expected the promise to reject');
}

describeEachDb('VIP balance ledger', (db) => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ db });
    ds = t.deps.dataSource;
  });
  afterAll(() => t.close());

  const balance = async (userId: string) => (await vip.findBalance(ds.manager, userId)).balance;
  const entries = (userId: string) => ds.getRepository(VipLedgerEntry).countBy({ userId });

  it('credits and debits as ledger entries; the balance is their sum', async () => {
    const userId = await createUser(ds, 'ledger@example.com');
    expect(await balance(userId)).toBe(0);
    expect(await vip.creditBalance(ds.manager, userId, 50, 'Order 1')).toBe(50);
    expect(await vip.debitBalance(ds.manager, userId, 20, 'AI call')).toBe(30);
    expect(await vip.creditBalance(ds.manager, userId, 7, 'Gift')).toBe(37);
    expect(await balance(userId)).toBe(37);
    const rows = await ds
      .getRepository(VipLedgerEntry)
      .find({ where: { userId }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.amount, r.reason])).toEqual([
      [50, 'Order 1'],
      [-20, 'AI call'],
      [7, 'Gift'],
    ]);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('refuses a debit below zero with 902 and writes nothing', async () => {
    const userId = await createUser(ds, 'poor@example.com');
    await vip.creditBalance(ds.manager, userId, 10, 'Order');
    const err = await rejection(vip.debitBalance(ds.manager, userId, 11, 'Too much'));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 902,
      message: 'Your VIP balance is too low',
      httpStatus: 200,
    });
    expect(await balance(userId)).toBe(10);
    expect(await entries(userId)).toBe(1);
    expect(await vip.debitBalance(ds.manager, userId, 10, 'Exactly all')).toBe(0);
  });

  it('never overspends under concurrent debits', async () => {
    const userId = await createUser(ds, 'busy@example.com');
    await vip.creditBalance(ds.manager, userId, 100, 'Order');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => vip.debitBalance(ds.manager, userId, 30, `Debit ${i}`)),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).code === 902,
    );
    expect(done).toHaveLength(3);
    expect(refused).toHaveLength(7);
    expect(await balance(userId)).toBe(10);
    expect(await entries(userId)).toBe(4);
  });

  it('keeps concurrent credits and debits of one user consistent', async () => {
    const userId = await createUser(ds, 'mixed@example.com');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? vip.creditBalance(ds.manager, userId, 5, 'Credit')
          : vip.creditBalance(ds.manager, userId, 3, 'Credit'),
      ),
    );
    expect(await balance(userId)).toBe(32);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => vip.debitBalance(ds.manager, userId, 7, 'Debit')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(await balance(userId)).toBe(4);
  });

  it('joins the caller’s transaction and rolls back with it', async () => {
    const userId = await createUser(ds, 'tx@example.com');
    await vip.creditBalance(ds.manager, userId, 40, 'Order');
    const err = await rejection(
      ds.transaction(async (tx) => {
        expect(await vip.debitBalance(tx, userId, 25, 'Reserved')).toBe(15);
        throw new Error('the caller failed afterwards');
      }),
    );
    expect((err as Error).message).toBe('the caller failed afterwards');
    expect(await balance(userId)).toBe(40);
    await ds.transaction(async (tx) => {
      await vip.debitBalance(tx, userId, 25, 'Spent');
      // A second debit in the same transaction sees the first one.
      const low = await rejection(vip.debitBalance(tx, userId, 16, 'Too much'));
      expect((low as AppError).code).toBe(902);
    });
    expect(await balance(userId)).toBe(15);
  });

  if (db === 'mariadb') {
    // TypeORM runs SQLite "transactions" on one connection (nested as savepoints), so only a
    // server database has truly concurrent caller transactions.
    it('never overspends when concurrent callers debit inside their own transactions', async () => {
      const userId = await createUser(ds, 'txbusy@example.com');
      await vip.creditBalance(ds.manager, userId, 50, 'Order');
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          ds.transaction(async (tx) => {
            // A plain read first fixes the transaction's snapshot before the debit runs.
            await tx.getRepository(VipLedgerEntry).countBy({ userId });
            return vip.debitBalance(tx, userId, 20, 'Debit');
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(await balance(userId)).toBe(10);
    });

    it('sees debits committed after the caller’s transaction took its snapshot', async () => {
      const userId = await createUser(ds, 'snapshot@example.com');
      await vip.creditBalance(ds.manager, userId, 50, 'Order');
      await ds.transaction(async (tx) => {
        expect(await tx.getRepository(VipLedgerEntry).countBy({ userId })).toBe(1);
        // Another connection spends most of it and commits.
        expect(await vip.debitBalance(ds.manager, userId, 40, 'Elsewhere')).toBe(10);
        const late = await rejection(vip.debitBalance(tx, userId, 20, 'Late'));
        expect((late as AppError).code).toBe(902);
      });
      expect(await balance(userId)).toBe(10);
    });
  }

  it('refuses amounts that are not positive ints and users that do not exist', async () => {
    const userId = await createUser(ds, 'checks@example.com');
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 31]) {
      await expect(vip.creditBalance(ds.manager, userId, amount, 'x')).rejects.toThrow(RangeError);
      await expect(vip.debitBalance(ds.manager, userId, amount, 'x')).rejects.toThrow(RangeError);
    }
    const missing = await rejection(vip.creditBalance(ds.manager, randomUUID(), 5, 'x'));
    expect(missing).toMatchObject({ code: 404, httpStatus: 404 });
    expect(await ds.getRepository(VipLedgerEntry).countBy({ reason: 'x' })).toBe(0);
  });
});

describeEachDb('VIP membership', (db) => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ db });
    ds = t.deps.dataSource;
  });
  afterAll(() => t.close());

  it('grants, renews (keeping since) and restarts after an expiry', async () => {
    const userId = await createUser(ds, 'member@example.com');
    expect(await vip.findVip(ds.manager, userId)).toBeNull();
    const first = await vip.grantVip(ds.manager, userId, 'silver', new Date(Date.now() + HOUR));
    expect(await vip.findVip(ds.manager, userId)).toEqual(first);

    const until = new Date(Date.now() + 48 * HOUR);
    const renewed = await vip.grantVip(ds.manager, userId, 'gold', until);
    expect(renewed.since).toBe(first.since);
    expect(renewed.level).toBe('gold');
    expect(Math.abs(Date.parse(renewed.expiresAt ?? '') - until.getTime())).toBeLessThan(1000);

    const since = new Date(Date.now() - 72 * HOUR);
    await ds
      .getRepository(VipMembership)
      .update({ userId }, { since, expiresAt: new Date(Date.now() - HOUR) });
    expect(await vip.findVip(ds.manager, userId)).toBeNull();
    const restarted = await vip.grantVip(ds.manager, userId, 'gold', null);
    expect(Date.parse(restarted.since)).toBeGreaterThan(since.getTime() + 70 * HOUR);
    expect(restarted.expiresAt).toBeNull();
    expect(await vip.findVip(ds.manager, userId)).toEqual(restarted);
  });

  it('refuses a user that does not exist', async () => {
    const err = await rejection(vip.grantVip(ds.manager, randomUUID(), 'gold', null));
    expect(err).toMatchObject({ code: 404 });
  });
});

describeEachDb('member data of an account', (db) => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ db });
    ds = t.deps.dataSource;
  });
  afterAll(() => t.close());

  it('sends a welcome message that points to the text tool and the generator', async () => {
    const userId = await createUser(ds, 'new@example.com');
    await message.sendWelcomeMessage(ds.manager, userId);
    const page = await message.findPage(ds.manager, userId, { page: 1, pageSize: 10 });
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.list[0]).toMatchObject({ title: 'Welcome to Java Code Generator', read: false });
    expect(page.list[0].content).toContain('/text');
    expect(page.list[0].content).toContain('/code-generate');
  });

  it('removes everything of one user and nothing of another', async () => {
    const gone = await createUser(ds, 'gone@example.com');
    const kept = await createUser(ds, 'kept@example.com');
    const tip = await home.createTip(ds.manager, { type: 'home', title: 'Tip', content: 'x' });
    for (const userId of [gone, kept]) {
      await vip.creditBalance(ds.manager, userId, 9, 'Order');
      await vip.grantVip(ds.manager, userId, 'gold', null);
      await message.sendWelcomeMessage(ds.manager, userId);
      await home.readTip(ds.manager, userId, tip.id);
    }
    await ds.transaction(async (tx) => {
      await vip.removeUserData(tx, gone);
      await message.removeUserData(tx, gone);
      await home.removeUserData(tx, gone);
    });
    const counts = (userId: string) =>
      Promise.all([
        ds.getRepository(VipLedgerEntry).countBy({ userId }),
        ds.getRepository(VipMembership).countBy({ userId }),
        ds.getRepository(Message).countBy({ userId }),
        ds.getRepository(TipRead).countBy({ userId }),
      ]);
    expect(await counts(gone)).toEqual([0, 0, 0, 0]);
    expect(await counts(kept)).toEqual([1, 1, 1, 1]);
    expect(await ds.getRepository(Tip).count()).toBe(1);
  });

  it('sends a message to every user in batches', async () => {
    const before = await ds.getRepository(User).count();
    const users = Array.from({ length: 1100 }, (_, i) => userRow(`fan${i}@example.com`));
    for (let i = 0; i < users.length; i += 100) {
      await ds.getRepository(User).insert(users.slice(i, i + 100));
    }
    const result = await message.sendAdminMessage(ds.manager, {
      title: 'Everyone',
      content: 'Hello all',
    });
    expect(result).toEqual({ sent: before + 1100 });
    const rows = (await ds
      .getRepository(Message)
      .createQueryBuilder('m')
      .select('COUNT(*)', 'n')
      .addSelect('COUNT(DISTINCT m.userId)', 'users')
      .where('m.title = :title', { title: 'Everyone' })
      .getRawOne()) as { n: string | number; users: string | number };
    expect(Number(rows.n)).toBe(before + 1100);
    expect(Number(rows.users)).toBe(before + 1100);
  });
});
