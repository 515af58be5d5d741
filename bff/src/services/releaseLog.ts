import type { DataSource } from 'typeorm';
import { Code } from '../../../src/contract/core';
import type {
  ReleaseLogAdminEntry,
  ReleaseLogEntry,
  ReleaseLogNews,
  ReleaseLogQuery,
  ReleaseLogSaveBody,
} from '../../../src/contract/releaseLog';
import { whereAnyContains } from '../db/like';
import { ReleaseLog, ReleaseLogSeen } from '../entities/ReleaseLog';
import { AppError } from '../errors';
import { parseRowId } from './message';

const notFound = () => new AppError(Code.NOT_FOUND, 'No such release-log entry', 404);
const VERSION_TAKEN = 'This version already has an entry';

/**
 * MariaDB keeps whole seconds, so both times are whole seconds everywhere: publication rounded up
 * and a look rounded down, so an entry published in the second someone looked still counts as new.
 */
const SECOND = 1000;
const publishTime = () => new Date(Math.ceil(Date.now() / SECOND) * SECOND);
const lookTime = () => new Date(Math.floor(Date.now() / SECOND) * SECOND);

/** `date` columns come back as strings on SQLite and as Dates (or strings) from mysql2. */
function dayOf(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

function toEntry(r: ReleaseLog): ReleaseLogEntry {
  return {
    id: String(r.id),
    version: r.version,
    title: r.title,
    content: r.content,
    releasedAt: dayOf(r.releasedAt),
  };
}

function toAdminEntry(r: ReleaseLog): ReleaseLogAdminEntry {
  return {
    ...toEntry(r),
    draft: r.draft,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  };
}

export class ReleaseLogService {
  constructor(private readonly dataSource: DataSource) {}

  private query(filter: ReleaseLogQuery, drafts: boolean) {
    const query = this.dataSource
      .getRepository(ReleaseLog)
      .createQueryBuilder('r')
      .orderBy('r.releasedAt', 'DESC')
      .addOrderBy('r.id', 'DESC');
    if (!drafts) query.andWhere('r.draft = 0');
    if (filter.version) query.andWhere('r.version = :version', { version: filter.version });
    if (filter.keyword) whereAnyContains(query, ['r.title', 'r.content'], filter.keyword);
    return query;
  }

  /** Published entries newest first, optionally by exact version and by a keyword. */
  async findAll(filter: ReleaseLogQuery): Promise<ReleaseLogEntry[]> {
    return (await this.query(filter, false).getMany()).map(toEntry);
  }

  /** Every entry, drafts included (the admin's editor). */
  async adminFindAll(filter: ReleaseLogQuery): Promise<ReleaseLogAdminEntry[]> {
    return (await this.query(filter, true).getMany()).map(toAdminEntry);
  }

  /** The newest published entries for the feeds, with their publication time. */
  async latestPublished(limit: number): Promise<ReleaseLogAdminEntry[]> {
    const rows = await this.query({}, false).take(limit).getMany();
    return rows.map(toAdminEntry);
  }

  async news(userId: string | null): Promise<ReleaseLogNews> {
    const row = await this.dataSource
      .getRepository(ReleaseLog)
      .createQueryBuilder('r')
      .select('MAX(r.publishedAt)', 'latest')
      .where('r.draft = 0')
      .getRawOne<{ latest: string | Date | null }>();
    const latest = row?.latest ? new Date(row.latest) : null;
    const seen = userId
      ? await this.dataSource.getRepository(ReleaseLogSeen).findOneBy({ userId })
      : null;
    return {
      latestAt: latest && !Number.isNaN(latest.getTime()) ? latest.toISOString() : null,
      seenAt: seen ? seen.seenAt.toISOString() : null,
    };
  }

  async markSeen(userId: string): Promise<ReleaseLogNews> {
    await this.dataSource
      .getRepository(ReleaseLogSeen)
      .upsert({ userId, seenAt: lookTime() }, ['userId']);
    return this.news(userId);
  }

  /** Creates or changes an entry; publishing (draft false) the first time stamps publishedAt. */
  async save(body: ReleaseLogSaveBody): Promise<ReleaseLogAdminEntry> {
    const repository = this.dataSource.getRepository(ReleaseLog);
    let existing: ReleaseLog | null = null;
    if (body.id !== undefined) {
      const id = parseRowId(body.id);
      existing = id === null ? null : await repository.findOneBy({ id });
      if (!existing) throw notFound();
    }
    const clash = await repository.findOneBy({ version: body.version });
    if (clash && clash.id !== existing?.id) {
      throw new AppError(Code.VALIDATION, VERSION_TAKEN, 422, { version: VERSION_TAKEN });
    }
    const values = {
      version: body.version,
      title: body.title,
      content: body.content,
      releasedAt: body.releasedAt ?? new Date().toISOString().slice(0, 10),
      draft: body.draft,
      publishedAt: existing?.publishedAt ?? (body.draft ? null : publishTime()),
    };
    if (existing) {
      await repository.update({ id: existing.id }, values);
      return toAdminEntry({ ...existing, ...values });
    }
    // A copy goes in: on MariaDB the insert writes raw column values back into its argument.
    const result = await repository.insert({ ...values });
    return toAdminEntry({ ...values, id: Number(result.identifiers[0].id) });
  }

  async remove(idText: string): Promise<null> {
    const id = parseRowId(idText);
    const result =
      id === null ? null : await this.dataSource.getRepository(ReleaseLog).delete({ id });
    if (!result?.affected) throw notFound();
    return null;
  }
}
