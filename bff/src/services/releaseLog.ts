import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { ReleaseLog } from '../entities/ReleaseLog';

/** Filters of `POST /api/releaseLog/findAll` (the contract's body is a loose object). */
export const releaseLogFilter = z
  .object({
    keyword: z.string().trim().max(100, 'Keyword is at most 100 characters').optional(),
    version: z.string().trim().max(32, 'Version is at most 32 characters').optional(),
  })
  .passthrough();
export type ReleaseLogFilter = z.infer<typeof releaseLogFilter>;

export type ReleaseLogEntry = {
  id: string;
  version: string;
  title: string;
  content: string;
  releasedAt: string;
};

/** '!' as the LIKE escape: a backslash means different things in SQLite and MySQL literals. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

export class ReleaseLogService {
  constructor(private readonly dataSource: DataSource) {}

  /** Entries newest first, optionally by exact version and by a keyword in title or content. */
  async findAll(filter: ReleaseLogFilter): Promise<ReleaseLogEntry[]> {
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
        {
          kw: `%${escapeLike(filter.keyword.toLowerCase())}%`,
        },
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
