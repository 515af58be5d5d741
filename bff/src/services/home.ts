import type { EntityManager } from 'typeorm';
import type { CreateTipBody } from '../../../src/contract/admin';
import { Code } from '../../../src/contract/core';
import type { Tip as TipDto } from '../../../src/contract/home';
import { Tip } from '../entities/Tip';
import { TipRead } from '../entities/TipRead';
import { AppError } from '../errors';
import { parseRowId } from './message';

const notFound = () => new AppError(Code.NOT_FOUND, 'No such tip', 404);

function toDto(tip: Tip): TipDto {
  return {
    id: String(tip.id),
    type: tip.type,
    title: tip.title,
    content: tip.content,
    link: tip.link,
    createdAt: tip.createdAt.toISOString(),
  };
}

/**
 * Tips of `type`, newest first: for a signed-in user only those not read yet; anonymous callers get
 * them all (the client keeps what they read in local storage).
 */
export async function findTips(
  manager: EntityManager,
  type: string,
  userId: string | null,
): Promise<TipDto[]> {
  const query = manager
    .getRepository(Tip)
    .createQueryBuilder('t')
    .where('t.type = :type', { type })
    .orderBy('t.createdAt', 'DESC')
    .addOrderBy('t.id', 'DESC');
  if (userId !== null) {
    query.andWhere(
      (qb) =>
        `NOT EXISTS ${qb
          .subQuery()
          .select('1')
          .from(TipRead, 'r')
          .where('r.tipId = t.id AND r.userId = :userId')
          .getQuery()}`,
      { userId },
    );
  }
  return (await query.getMany()).map(toDto);
}

/** Marks a tip read for the user; reading it again changes nothing. */
export async function readTip(
  manager: EntityManager,
  userId: string,
  idText: string,
): Promise<null> {
  const tipId = parseRowId(idText);
  if (tipId === null || !(await manager.getRepository(Tip).existsBy({ id: tipId }))) {
    throw notFound();
  }
  // INSERT OR IGNORE (SQLite) / INSERT IGNORE (MySQL): the (userId, tipId) key drops a repeat.
  await manager
    .createQueryBuilder()
    .insert()
    .into(TipRead)
    .values({ userId, tipId, readAt: new Date() })
    .orIgnore()
    .execute();
  return null;
}

/** Publishes a tip (the contract allows only http(s) links and paths of this site). */
export async function createTip(manager: EntityManager, body: CreateTipBody): Promise<TipDto> {
  const tip: Omit<Tip, 'id'> = {
    type: body.type,
    title: body.title,
    content: body.content,
    link: body.link ?? null,
    createdAt: new Date(),
  };
  const saved = await manager.getRepository(Tip).save(tip);
  return toDto(saved);
}

/** Deletes the user's tip reads (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(TipRead).delete({ userId });
}
