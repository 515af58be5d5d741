import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { RELEASE_LOG_SEED, SYSTEM_AUTHOR_ID, WELCOME_ISSUE } from './communitySeed';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
};

/**
 * The issue board (issues, comments, votes, subscribers, status history, e-mail choice), feedback
 * with replies, and the release log's drafts, publication time, unique versions and who looked
 * when. Full-text search over issues: an external-content FTS5 table kept by triggers on SQLite, a
 * FULLTEXT index on MariaDB/MySQL. The seeded release-log entry is replaced by user-facing ones.
 */
export class Community1795300700000 implements MigrationInterface {
  name = 'Community1795300700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'issue',
        columns: [
          id,
          { name: 'title', type: 'varchar', length: '120', charset: 'utf8mb4' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'labels', type: 'varchar', length: '200', default: "''" },
          { name: 'authorId', type: 'varchar', length: '36' },
          { name: 'votes', type: 'integer', default: 0 },
          { name: 'commentCount', type: 'integer', default: 0 },
          { name: 'pinned', type: 'integer', default: 0 },
          { name: 'locked', type: 'integer', default: 0 },
          { name: 'hidden', type: 'integer', default: 0 },
          { name: 'approved', type: 'integer', default: 1 },
          { name: 'duplicateOfId', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'updatedAt', type: 'datetime' },
          { name: 'lastActivityAt', type: 'datetime' },
        ],
        indices: [
          { name: 'IDX_issue_lastActivityAt', columnNames: ['lastActivityAt'] },
          { name: 'IDX_issue_votes', columnNames: ['votes'] },
          { name: 'IDX_issue_authorId', columnNames: ['authorId'] },
        ],
      }),
    );
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `issue` ADD FULLTEXT INDEX `FT_issue_title_content` (`title`, `content`)',
      );
    } else {
      await queryRunner.query(
        "CREATE VIRTUAL TABLE issue_fts USING fts5(title, content, content='issue', content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
      );
      await queryRunner.query(
        'CREATE TRIGGER issue_fts_ai AFTER INSERT ON issue BEGIN INSERT INTO issue_fts(rowid, title, content) VALUES (new.id, new.title, new.content); END',
      );
      await queryRunner.query(
        "CREATE TRIGGER issue_fts_ad AFTER DELETE ON issue BEGIN INSERT INTO issue_fts(issue_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content); END",
      );
      await queryRunner.query(
        "CREATE TRIGGER issue_fts_au AFTER UPDATE OF title, content ON issue BEGIN INSERT INTO issue_fts(issue_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content); INSERT INTO issue_fts(rowid, title, content) VALUES (new.id, new.title, new.content); END",
      );
    }
    const now = new Date();
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('issue', [
        'title',
        'content',
        'status',
        'labels',
        'authorId',
        'createdAt',
        'updatedAt',
        'lastActivityAt',
      ])
      .values({
        ...WELCOME_ISSUE,
        status: 'open',
        labels: 'docs',
        authorId: SYSTEM_AUTHOR_ID,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      })
      .execute();
    await queryRunner.createTable(
      new Table({
        name: 'issue_comment',
        columns: [
          id,
          { name: 'issueId', type: 'integer' },
          { name: 'authorId', type: 'varchar', length: '36' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_issue_comment_issueId', columnNames: ['issueId'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'issue_vote',
        columns: [
          { name: 'issueId', type: 'integer', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_issue_vote_userId', columnNames: ['userId'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'issue_subscriber',
        columns: [
          { name: 'issueId', type: 'integer', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
        ],
        indices: [{ name: 'IDX_issue_subscriber_userId', columnNames: ['userId'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'issue_status_change',
        columns: [
          id,
          { name: 'issueId', type: 'integer' },
          { name: 'fromStatus', type: 'varchar', length: '16' },
          { name: 'toStatus', type: 'varchar', length: '16' },
          { name: 'byUserId', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_issue_status_change_issueId', columnNames: ['issueId'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notify_pref',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'feedback',
        columns: [
          id,
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'type', type: 'varchar', length: '16' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'contact', type: 'varchar', length: '254', isNullable: true, charset: 'utf8mb4' },
          { name: 'pageUrl', type: 'varchar', length: '500', isNullable: true, charset: 'utf8mb4' },
          { name: 'images', type: 'varchar', length: '400', default: "''" },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'accessKey', type: 'varchar', length: '64', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [
          { name: 'IDX_feedback_userId', columnNames: ['userId'] },
          { name: 'IDX_feedback_createdAt', columnNames: ['createdAt'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'feedback_reply',
        columns: [
          id,
          { name: 'feedbackId', type: 'integer' },
          { name: 'adminId', type: 'varchar', length: '36' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_feedback_reply_feedbackId', columnNames: ['feedbackId'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'release_log_seen',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'seenAt', type: 'datetime' },
        ],
      }),
    );

    await queryRunner.addColumns('release_log', [
      new TableColumn({ name: 'draft', type: 'integer', default: 0 }),
      new TableColumn({ name: 'publishedAt', type: 'datetime', isNullable: true }),
    ]);
    // The first entry keeps its id; only its words change.
    const [first] = RELEASE_LOG_SEED;
    await queryRunner.query(
      "UPDATE release_log SET title = ?, content = ? WHERE version = '0.1.0' AND title = 'Foundation'",
      [first.title, first.content],
    );
    const taken = new Set(
      ((await queryRunner.query('SELECT version FROM release_log')) as { version: string }[]).map(
        (r) => r.version,
      ),
    );
    for (const entry of RELEASE_LOG_SEED.filter((e) => !taken.has(e.version))) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('release_log', ['version', 'title', 'content', 'releasedAt', 'draft', 'publishedAt'])
        .values({ ...entry, draft: 0, publishedAt: new Date(`${entry.releasedAt}T00:00:00Z`) })
        .execute();
    }
    // Entries that existed before drafts were published on their release day.
    const earlier = (await queryRunner.query(
      'SELECT id, releasedAt FROM release_log WHERE publishedAt IS NULL',
    )) as { id: number; releasedAt: string | Date }[];
    for (const row of earlier) {
      const day =
        row.releasedAt instanceof Date
          ? row.releasedAt.toISOString().slice(0, 10)
          : String(row.releasedAt).slice(0, 10);
      await queryRunner.manager
        .createQueryBuilder()
        .update('release_log')
        .set({ publishedAt: new Date(`${day}T00:00:00Z`) })
        .where('id = :id', { id: row.id })
        .execute();
    }
    await queryRunner.createIndex(
      'release_log',
      new TableIndex({ name: 'UQ_release_log_version', columnNames: ['version'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('release_log', 'UQ_release_log_version');
    await queryRunner.dropColumn('release_log', 'publishedAt');
    await queryRunner.dropColumn('release_log', 'draft');
    for (const table of [
      'release_log_seen',
      'feedback_reply',
      'feedback',
      'notify_pref',
      'issue_status_change',
      'issue_subscriber',
      'issue_vote',
      'issue_comment',
    ]) {
      await queryRunner.dropTable(table);
    }
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query('DROP TABLE issue_fts');
    }
    await queryRunner.dropTable('issue');
  }
}
