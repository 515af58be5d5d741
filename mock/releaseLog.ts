import { releaseLogCalls, type ReleaseLogAdminEntry } from '../src/contract/releaseLog';
import { RELEASE_LOG_SEED } from '../bff/src/migrations/communitySeed';
import { hoursAgo, jsonMock } from './_support/http';

/** The entries a new installation starts with, newest first, as the BFF answers. */
const entries: ReleaseLogAdminEntry[] = RELEASE_LOG_SEED.map((entry, n) => ({
  ...entry,
  id: String(n + 1),
  draft: false,
  publishedAt: `${entry.releasedAt}T00:00:00.000Z`,
})).reverse();

const matching = (body: { keyword?: string; version?: string }) => {
  const keyword = body.keyword?.toLowerCase() ?? '';
  return entries.filter(
    (e) =>
      (!body.version || e.version === body.version) &&
      [e.title, e.content].some((s) => s.toLowerCase().includes(keyword)),
  );
};

export default {
  ...jsonMock(releaseLogCalls.findAll, ({ body }) =>
    matching(body).map(({ draft: _draft, publishedAt: _publishedAt, ...entry }) => entry),
  ),
  ...jsonMock(releaseLogCalls.fetchNews, () => ({
    latestAt: entries[0].publishedAt,
    seenAt: null,
  })),
  ...jsonMock(releaseLogCalls.markSeen, () => ({
    latestAt: entries[0].publishedAt,
    seenAt: hoursAgo(0),
  })),
  ...jsonMock(releaseLogCalls.adminFindAll, ({ body }) => matching(body)),
  ...jsonMock(releaseLogCalls.save, ({ body }) => ({
    id: body.id ?? String(entries.length + 1),
    version: body.version,
    title: body.title,
    content: body.content,
    releasedAt: body.releasedAt ?? '2026-01-31',
    draft: body.draft,
    publishedAt: body.draft ? null : hoursAgo(0),
  })),
  ...jsonMock(releaseLogCalls.remove, () => null),
};
