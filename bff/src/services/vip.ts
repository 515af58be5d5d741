import type { EntityManager } from 'typeorm';
import { Code } from '../../../src/contract/core';
import type { Vip, VipBalance } from '../../../src/contract/vip';
import { User } from '../entities/User';
import { VipLedgerEntry } from '../entities/VipLedgerEntry';
import { VipMembership } from '../entities/VipMembership';
import { AppError } from '../errors';

/** Largest single ledger amount (the column is a signed 32-bit int). */
const AMOUNT_MAX = 2_147_483_647;

export const balanceTooLow = () => new AppError(Code.VIP_REQUIRED, 'Your VIP balance is too low');
const noSuchUser = () => new AppError(Code.NOT_FOUND, 'No such user', 404);

const isSqlite = (manager: EntityManager) => {
  const { type } = manager.connection.options;
  return type === 'better-sqlite3' || type === 'sqlite';
};

/**
 * The user's balance as the sum of the ledger. With `lock` (MySQL/MariaDB, inside a transaction)
 * it is a locking read, which sees the latest committed entries even when the transaction's
 * snapshot is older.
 */
async function sumLedger(manager: EntityManager, userId: string, lock: boolean): Promise<number> {
  const query = manager
    .getRepository(VipLedgerEntry)
    .createQueryBuilder('e')
    .select('COALESCE(SUM(e.amount), 0)', 'balance')
    .where('e.userId = :userId', { userId });
  if (lock) query.setLock('pessimistic_write');
  const row = await query.getRawOne<{ balance: number | string }>();
  // MySQL answers SUM() as a DECIMAL string.
  return Number(row?.balance ?? 0);
}

/**
 * Adds one ledger entry, refusing to take the balance below zero. On MySQL/MariaDB the user's
 * account row is locked FOR UPDATE first, so concurrent changes of one user run one after the
 * other across processes; on SQLite the data source runs top-level transactions one at a time.
 */
async function addEntry(
  manager: EntityManager,
  userId: string,
  amount: number,
  reason: string,
): Promise<number> {
  const sqlite = isSqlite(manager);
  const change = async (tx: EntityManager) => {
    const user = tx
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.id = :userId', { userId });
    if (!sqlite) user.setLock('pessimistic_write');
    if (!(await user.getOne())) throw noSuchUser();
    const balance = await sumLedger(tx, userId, !sqlite);
    if (balance + amount < 0) throw balanceTooLow();
    await tx
      .getRepository(VipLedgerEntry)
      .insert({ userId, amount, reason, createdAt: new Date() });
    return balance + amount;
  };
  // Joins the caller's transaction when there is one, so the entry commits or rolls back with it.
  return manager.queryRunner?.isTransactionActive ? change(manager) : manager.transaction(change);
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0 || amount > AMOUNT_MAX) {
    throw new RangeError(`A ledger amount must be a positive int, not ${amount}`);
  }
}

/** Adds `amount` credits to the user's balance; answers the new balance. */
export async function creditBalance(
  manager: EntityManager,
  userId: string,
  amount: number,
  reason: string,
): Promise<number> {
  checkAmount(amount);
  return addEntry(manager, userId, amount, reason);
}

/**
 * Spends `amount` credits; AppError 902 "Your VIP balance is too low" when the balance would go
 * below zero (nothing is written then). Answers the new balance.
 */
export async function debitBalance(
  manager: EntityManager,
  userId: string,
  amount: number,
  reason: string,
): Promise<number> {
  checkAmount(amount);
  return addEntry(manager, userId, -amount, reason);
}

export async function findBalance(manager: EntityManager, userId: string): Promise<VipBalance> {
  return { balance: await sumLedger(manager, userId, false) };
}

function toDto(membership: VipMembership): NonNullable<Vip> {
  return {
    level: membership.level,
    since: membership.since.toISOString(),
    expiresAt: membership.expiresAt?.toISOString() ?? null,
  };
}

/** The user's membership, or null for a free user and for an expired membership. */
export async function findVip(manager: EntityManager, userId: string): Promise<Vip> {
  const membership = await manager.getRepository(VipMembership).findOneBy({ userId });
  if (!membership) return null;
  if (membership.expiresAt !== null && membership.expiresAt <= new Date()) return null;
  return toDto(membership);
}

/**
 * Makes the user a VIP of `level` until `until` (null: no expiry). Renewing an active membership
 * keeps its `since`; after an expiry the membership starts again now.
 */
export async function grantVip(
  manager: EntityManager,
  userId: string,
  level: string,
  until: Date | null,
): Promise<NonNullable<Vip>> {
  if (!(await manager.getRepository(User).existsBy({ id: userId }))) throw noSuchUser();
  const repository = manager.getRepository(VipMembership);
  const now = new Date();
  const current = await repository.findOneBy({ userId });
  const active = current && (current.expiresAt === null || current.expiresAt > now);
  await repository.upsert(
    { userId, level, since: active ? current.since : now, expiresAt: until },
    ['userId'],
  );
  // Read back: MySQL keeps whole seconds, so the stored row is what callers will see later.
  return toDto(await repository.findOneByOrFail({ userId }));
}

/** Deletes the user's ledger entries and membership (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(VipLedgerEntry).delete({ userId });
  await manager.getRepository(VipMembership).delete({ userId });
}

const DAY_MS = 86_400_000;

/** Runs `change` in the caller's transaction, or in a new one, with the user's row locked on MySQL. */
async function withUserLocked<T>(
  manager: EntityManager,
  userId: string,
  change: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const run = async (tx: EntityManager) => {
    const user = tx
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.id = :userId', { userId });
    if (!isSqlite(tx)) user.setLock('pessimistic_write');
    if (!(await user.getOne())) throw noSuchUser();
    return change(tx);
  };
  return manager.queryRunner?.isTransactionActive ? run(manager) : manager.transaction(run);
}

/**
 * Adds `days` of VIP `level` counted from the current expiry (from now when there is none or it
 * has passed); a membership without expiry stays so. Two purchases at once both count: the user's
 * row is locked first on MySQL/MariaDB.
 */
export async function extendVip(
  manager: EntityManager,
  userId: string,
  level: string,
  days: number,
): Promise<NonNullable<Vip>> {
  return withUserLocked(manager, userId, async (tx) => {
    const current = await tx.getRepository(VipMembership).findOneBy({ userId });
    if (current && current.expiresAt === null) return toDto(current);
    const now = new Date();
    const from = current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
    return grantVip(tx, userId, level, new Date(from.getTime() + days * DAY_MS));
  });
}

/** Takes `days` back from an expiring membership (a refund), never before now. */
export async function shortenVip(
  manager: EntityManager,
  userId: string,
  days: number,
): Promise<void> {
  await withUserLocked(manager, userId, async (tx) => {
    const repository = tx.getRepository(VipMembership);
    const current = await repository.findOneBy({ userId });
    if (!current?.expiresAt) return;
    const now = Date.now();
    const until = new Date(Math.max(now, current.expiresAt.getTime() - days * DAY_MS));
    await repository.update({ userId }, { expiresAt: until });
  });
}

/** Takes up to `amount` credits back (a refund); answers how many it took. */
export async function takeBackCredits(
  manager: EntityManager,
  userId: string,
  amount: number,
  reason: string,
): Promise<number> {
  return withUserLocked(manager, userId, async (tx) => {
    const taken = Math.min(amount, await sumLedger(tx, userId, !isSqlite(tx)));
    if (taken > 0) await addEntry(tx, userId, -taken, reason);
    return taken;
  });
}
