import type { DeepPartial, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** A per-user history row: ids grow with time, so the highest ids are the newest entries. */
export interface HistoryRow extends ObjectLiteral {
  id: number;
  userId: string;
}

/**
 * Saves one history entry for the user and prunes the user's history to the newest `limit`.
 * Plain statements on `manager`, no transaction: on SQLite a top-level transaction opened here
 * while the caller holds one would wait forever (see db/dataSource.ts); a lost prune is redone
 * next time.
 */
export async function recordHistory<T extends HistoryRow>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  values: DeepPartial<T> & { userId: string },
  limit: number,
): Promise<number> {
  const repository = manager.getRepository(entity);
  const row = await repository.save(repository.create(values));
  await pruneHistory(manager, entity, values.userId, limit);
  return row.id;
}

/** Deletes the user's entries beyond the newest `limit`. */
export async function pruneHistory<T extends HistoryRow>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  userId: string,
  limit: number,
): Promise<void> {
  const repository = manager.getRepository(entity);
  // The newest id that falls outside the limit; everything up to it goes.
  const edge = await repository
    .createQueryBuilder('h')
    .select('h.id', 'id')
    .where('h.userId = :userId', { userId })
    .orderBy('h.id', 'DESC')
    .offset(limit)
    .limit(1)
    .getRawOne<{ id: number }>();
  if (!edge) return;
  await repository
    .createQueryBuilder()
    .delete()
    .where('userId = :userId AND id <= :id', { userId, id: Number(edge.id) })
    .execute();
}
