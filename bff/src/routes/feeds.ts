import Router from '@koa/router';
import { Feed } from 'feed';
import { ReleaseLogService } from '../services/releaseLog';
import type { AppDeps } from '../types';

/** How many entries the feeds carry. */
const FEED_SIZE = 30;

/** Markdown as text inside the feeds' HTML bodies: escaped, so nothing in it is markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `GET /feeds/release-log.atom` and `/feeds/release-log.rss`: the published release log as Atom
 * 1.0 and RSS 2.0 (unsigned, like /health), made by the `feed` package, which escapes titles and
 * wraps bodies in CDATA.
 */
export function feedsRouter(deps: AppDeps): Router {
  const router = new Router();
  const releases = new ReleaseLogService(deps.dataSource);

  /** Atom's titles are `type="html"` in this package, so there they are escaped once more. */
  async function build(origin: string, titlesAsHtml: boolean): Promise<Feed> {
    const entries = await releases.latestPublished(FEED_SIZE);
    const feed = new Feed({
      id: `${origin}/release-log`,
      title: 'Java code generator — release log',
      description: 'What changed in Java code generator, newest first',
      link: `${origin}/release-log`,
      language: 'en',
      updated: entries[0]?.publishedAt ? new Date(entries[0].publishedAt) : new Date(0),
      generator: 'Java code generator',
      copyright: 'Java code generator',
      feedLinks: {
        atom: `${origin}/feeds/release-log.atom`,
        rss: `${origin}/feeds/release-log.rss`,
      },
    });
    for (const entry of entries) {
      const link = `${origin}/release-log?version=${encodeURIComponent(entry.version)}`;
      feed.addItem({
        id: link,
        link,
        title: titlesAsHtml
          ? escapeHtml(`${entry.version} — ${entry.title}`)
          : `${entry.version} — ${entry.title}`,
        date: new Date(entry.publishedAt ?? `${entry.releasedAt}T00:00:00Z`),
        description: `<pre>${escapeHtml(entry.content)}</pre>`,
      });
    }
    return feed;
  }

  router.get('/feeds/release-log.atom', async (ctx) => {
    const feed = await build(ctx.origin, true);
    ctx.type = 'application/atom+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = feed.atom1();
  });
  router.get('/feeds/release-log.rss', async (ctx) => {
    const feed = await build(ctx.origin, false);
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = feed.rss2();
  });
  return router;
}
