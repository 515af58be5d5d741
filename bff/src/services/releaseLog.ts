import type { DataSource } from 'typeorm';
import type { ReleaseLogEntry, ReleaseLogQuery } from '../../../src/contract/releaseLog';
import { likePattern } from '../db/like';
import { ReleaseLog } from '../entities/ReleaseLog';

export class ReleaseLogService {
  constructor(private readonly dataSource: DataSource) {}

  /** Entries newest first, optionally by exact version and by a keyword in title or content. */
  async findAll(filter: ReleaseLogQuery): Promise<ReleaseLogEntry[]> {
    const query = this.dataSource
      .getRepository(ReleaseLog)
      .createQueryBuilder('r')
      .orderBy('r.releasedAt', 'DESC')
      .addOrderBy('r.id', 'DESC');
    if (filter.version) query.andWhere('r.version = :version', { version: filter.version });
    if (filter.keyword) {
      // LOWER() on both sides: SQLite's LIKE and MySQL's collations disagree on case otherwise.
      query.andWhere(
        "(LOWER(r.title) LIKE :kw ESCAPE '!' OR LOWER(r.content) LIKE :kw ESCAPE '!')",
        { kw: likePattern(filter.keyword) },
      );
    }
    const rows = await query.getMany();
    return rows.map((r) => ({
      id: String(r.id),
      version: r.version,
      title: r.title,
      content: r.content,
      releasedAt: r.releasedAt,
    }));
  }
}
