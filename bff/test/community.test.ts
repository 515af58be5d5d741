import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { contract } from '../../src/contract';
import { buildPath, Code, type CallDef } from '../../src/contract/core';
import { Message } from '../src/entities/Message';
import { User } from '../src/entities/User';
import { feedbackRoutes } from '../src/routes/feedback';
import { issueRoutes } from '../src/routes/issue';
import { messageRoutes } from '../src/routes/message';
import { releaseLogRoutes } from '../src/routes/releaseLog';
import { COMMUNITY_LIMITS } from '../src/services/community/limits';
import {
  cookiesOf,
  type DbKind,
  describeEachDb,
  insertUser,
  signedHeaders,
  startTestApp,
  type TestApp,
} from './support';
import { testCalls, testRoutes } from './testRoutes';

// Each database boots through every migration; MariaDB needs more than jest's 5 s.
jest.setTimeout(60_000);

const ADMIN_EMAIL = 'boss@example.com';
const { issue, feedback, releaseLog } = contract;

interface Caller {
  id: string;
  email: string;
  cookie: string;
  token: string;
}

async function startCommunityApp(db: DbKind): Promise<TestApp> {
  const holder: { app?: TestApp } = {};
  const app = await startTestApp({
    db,
    smtp: true,
    // X-Forwarded-For names the address, so tests can act from several.
    env: { ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: 'true' },
    routes: [issueRoutes, feedbackRoutes, releaseLogRoutes, messageRoutes, testRoutes],
    resolveUser: (id) => holder.app!.deps.dataSource.getRepository(User).findOneBy({ id }),
  });
  holder.app = app;
  return app;
}

async function signIn(t: TestApp, email: string): Promise<Caller> {
  const user = await insertUser(t.deps.dataSource, email);
  const { path } = testCalls.signIn;
  const res = await request(t.app.callback())
    .post(path)
    .set(signedHeaders(path))
    .send({ userId: user.id });
  expect(res.body.code).toBe(200);
  return {
    id: user.id,
    email,
    cookie: cookiesOf(res.headers['set-cookie']),
    token: res.body.data.token,
  };
}

interface CallOptions {
  params?: Record<string, string>;
  body?: object;
  ip?: string;
}

/** A contract call, signed for the caller (anonymous when null). */
function call(t: TestApp, def: CallDef, caller: Caller | null, options: CallOptions = {}) {
  const path = buildPath(def.path, options.params);
  const agent = request(t.app.callback());
  const methods = {
    GET: agent.get.bind(agent),
    POST: agent.post.bind(agent),
    PUT: agent.put.bind(agent),
    DELETE: agent.delete.bind(agent),
  };
  const req = methods[def.method](path).set(signedHeaders(path, { token: caller?.token }));
  if (caller) req.set('Cookie', caller.cookie);
  if (options.ip) req.set('X-Forwarded-For', options.ip);
  return options.body === undefined ? req : req.send(options.body);
}

async function open(t: TestApp, who: Caller, title: string, content: string, labels?: string[]) {
  const res = await call(t, issue.save, who, { body: { title, content, labels } });
  expect(res.body.code).toBe(200);
  return res.body.data as { id: string; approved: boolean };
}

const messagesOf = (t: TestApp, userId: string) =>
  t.deps.dataSource.getRepository(Message).find({ where: { userId }, order: { id: 'ASC' } });

describeEachDb('issue board', (db) => {
  let t: TestApp;
  let ada: Caller;
  let bob: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = await startCommunityApp(db);
    ada = await signIn(t, 'ada@example.com');
    bob = await signIn(t, 'bob@example.com');
    admin = await signIn(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('searches title and body by words (full text), with status and label filters', async () => {
    await open(t, ada, 'Parser drops column after comment', 'Multi-line comments lose a column', [
      'parser',
    ]);
    await open(t, ada, 'Dark theme for previews', 'The generated code preview is too bright', [
      'ui',
    ]);
    const find = async (body: object) =>
      (await call(t, issue.findAll, null, { body })).body.data as {
        list: { title: string }[];
        total: number;
      };
    expect((await find({ q: 'column' })).list.map((i) => i.title)).toEqual([
      'Parser drops column after comment',
    ]);
    // Prefix match, any case, words from title and body together.
    expect((await find({ q: 'PREVIEW bright' })).total).toBe(1);
    expect((await find({ q: 'preview column' })).total).toBe(0);
    expect((await find({ label: 'ui' })).list.map((i) => i.title)).toEqual([
      'Dark theme for previews',
    ]);
    expect((await find({ status: 'done' })).total).toBe(0);
    // FTS syntax in a search is taken as words, never an error.
    expect((await call(t, issue.findAll, null, { body: { q: '"col* OR (' } })).body.code).toBe(200);
    const similar = await call(t, issue.similar, null, { body: { q: 'parser crash' } });
    expect(similar.body.data.map((i: { title: string }) => i.title)).toEqual([
      'Parser drops column after comment',
    ]);
  });

  it('votes: one per user, toggles, counted for two users', async () => {
    const created = await open(t, ada, 'Kotlin data classes', 'Generate data classes for Kotlin');
    const vote = (who: Caller) => call(t, issue.vote, who, { body: { id: created.id } });
    expect((await vote(ada)).body.data).toEqual({ votes: 1, voted: true });
    expect((await vote(bob)).body.data).toEqual({ votes: 2, voted: true });
    expect((await vote(ada)).body.data).toEqual({ votes: 1, voted: false });
    const seen = await call(t, issue.find, bob, { params: { id: created.id } });
    expect(seen.body.data).toMatchObject({ votes: 1, voted: true });
    const sorted = await call(t, issue.findAll, null, { body: { sort: 'votes' } });
    expect(sorted.body.data.list[0].id).toBe(created.id);
  });

  it('merges a duplicate: votes and subscribers move, nobody votes twice', async () => {
    const original = await open(t, ada, 'Go structs with tags', 'json and db tags for Go');
    const duplicate = await open(t, bob, 'Go struct tags please', 'Tags on Go structs');
    const carol = await signIn(t, 'carol@example.com');
    // Ada votes for both; Carol only for the duplicate.
    await call(t, issue.vote, ada, { body: { id: original.id } });
    await call(t, issue.vote, ada, { body: { id: duplicate.id } });
    await call(t, issue.vote, carol, { body: { id: duplicate.id } });
    const res = await call(t, issue.updateStatus, admin, {
      body: { id: duplicate.id, status: 'duplicate', duplicateOf: original.id },
    });
    expect(res.body.data).toMatchObject({ status: 'duplicate', duplicateOf: original.id });
    const merged = await call(t, issue.find, carol, { params: { id: original.id } });
    expect(merged.body.data).toMatchObject({ votes: 2, voted: true });
    const dup = await call(t, issue.find, null, { params: { id: duplicate.id } });
    expect(dup.body.data.votes).toBe(0);
    expect(dup.body.data.history).toEqual([
      expect.objectContaining({ from: 'open', to: 'duplicate' }),
    ]);
    // Bob (the duplicate's author) now hears about the original.
    const before = (await messagesOf(t, bob.id)).length;
    await call(t, issue.comment, carol, { body: { id: original.id, content: 'Any news?' } });
    expect((await messagesOf(t, bob.id)).length).toBe(before + 1);
    const toSelf = await call(t, issue.updateStatus, admin, {
      body: { id: original.id, status: 'duplicate', duplicateOf: original.id },
    });
    expect(toSelf.status).toBe(422);
  });

  it('tells the author, voters and commenters of comments and status changes', async () => {
    const created = await open(t, ada, 'TypeScript interfaces', 'Generate interfaces');
    await call(t, issue.vote, bob, { body: { id: created.id } });
    await call(t, issue.notify, bob, { body: { email: true } });
    const adaBefore = (await messagesOf(t, ada.id)).length;
    const bobBefore = (await messagesOf(t, bob.id)).length;
    const mailsBefore = t.smtp!.mails.length;
    const res = await call(t, issue.updateStatus, admin, {
      body: { id: created.id, status: 'planned' },
    });
    expect(res.body.data.status).toBe('planned');
    const adaMessages = await messagesOf(t, ada.id);
    expect(adaMessages).toHaveLength(adaBefore + 1);
    expect(adaMessages[adaMessages.length - 1].title).toBe(`#${created.id} is now planned`);
    expect(await messagesOf(t, bob.id)).toHaveLength(bobBefore + 1);
    // Bob chose e-mail, Ada did not.
    for (let waited = 0; waited < 5000 && t.smtp!.mails.length === mailsBefore; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(t.smtp!.mails.slice(mailsBefore).map((m) => m.to)).toEqual([[bob.email]]);
    // A comment reaches the others, not its writer.
    await call(t, issue.comment, bob, { body: { id: created.id, content: 'Thanks!' } });
    expect(await messagesOf(t, ada.id)).toHaveLength(adaBefore + 2);
    expect(await messagesOf(t, bob.id)).toHaveLength(bobBefore + 1);
    const detail = await call(t, issue.find, null, { params: { id: created.id } });
    expect(detail.body.data.comments.map((c: { content: string }) => c.content)).toEqual([
      'Thanks!',
    ]);
    expect(detail.body.data.commentCount).toBe(1);
  });

  it('permissions: anonymous 901, other users 403, admins may; lock and hide', async () => {
    const fay = await signIn(t, 'fay@example.com');
    const created = await open(t, fay, 'Edit me later', 'First version');
    const body = { id: created.id, title: 'Edited title' };
    expect((await call(t, issue.save, null, { body })).body.code).toBe(Code.NOT_SIGNED_IN);
    expect((await call(t, issue.vote, null, { body: { id: created.id } })).body.code).toBe(901);
    expect(
      (await call(t, issue.comment, null, { body: { id: created.id, content: 'x' } })).body.code,
    ).toBe(901);
    expect((await call(t, issue.save, bob, { body })).status).toBe(403);
    expect((await call(t, issue.save, fay, { body })).body.data.title).toBe('Edited title');
    expect(
      (await call(t, issue.save, admin, { body: { id: created.id, content: 'By admin' } })).body
        .data.content,
    ).toBe('By admin');
    for (const def of [issue.updateStatus, issue.moderate]) {
      const adminBody = { id: created.id, status: 'done', locked: true };
      expect((await call(t, def, null, { body: adminBody })).body.code).toBe(901);
      expect((await call(t, def, ada, { body: adminBody })).status).toBe(403);
    }
    const locked = await call(t, issue.moderate, admin, {
      body: { id: created.id, locked: true, labels: ['docs'] },
    });
    expect(locked.body.data).toMatchObject({ locked: true, labels: ['docs'] });
    const refused = await call(t, issue.comment, bob, { body: { id: created.id, content: 'hi' } });
    expect(refused.status).toBe(403);
    await call(t, issue.moderate, admin, { body: { id: created.id, hidden: true } });
    expect((await call(t, issue.find, bob, { params: { id: created.id } })).status).toBe(404);
    expect((await call(t, issue.find, admin, { params: { id: created.id } })).status).toBe(200);
    expect((await call(t, issue.findAll, ada, { body: { pending: true } })).status).toBe(403);
  });

  it('holds a first issue with links for approval; caps links; rejects the honeypot', async () => {
    const dan = await signIn(t, 'dan@example.com');
    const held = await open(t, dan, 'Cheap watches', 'Visit https://spam.example.com now');
    expect(held.approved).toBe(false);
    const anonymousList = await call(t, issue.findAll, null, { body: {} });
    expect(anonymousList.body.data.list.map((i: { id: string }) => i.id)).not.toContain(held.id);
    expect((await call(t, issue.find, bob, { params: { id: held.id } })).status).toBe(404);
    expect((await call(t, issue.find, dan, { params: { id: held.id } })).status).toBe(200);
    const queue = await call(t, issue.findAll, admin, { body: { pending: true } });
    expect(queue.body.data.list.map((i: { id: string }) => i.id)).toEqual([held.id]);
    await call(t, issue.moderate, admin, { body: { id: held.id, approved: true } });
    expect((await call(t, issue.find, bob, { params: { id: held.id } })).status).toBe(200);
    // Once one was approved, the next with links goes straight up.
    expect((await open(t, dan, 'Docs link', 'See https://example.com/docs')).approved).toBe(true);

    const links = Array.from({ length: 11 }, (_, n) => `https://example.com/${n}`).join(' ');
    const capped = await call(t, issue.save, dan, {
      body: { title: 'Many links', content: links },
    });
    expect(capped.status).toBe(422);
    expect(capped.body.data.content).toBe('At most 10 links, please');
    const bot = await call(t, issue.save, dan, {
      body: { title: 'Robot here', content: 'Hello', website: 'http://x' },
    });
    expect(bot.status).toBe(422);
    const short = await call(t, issue.save, dan, { body: { title: 'Hey', content: 'x' } });
    expect(short.body.data).toEqual({ title: 'Title is at least 5 characters' });
  });

  it('rate-limits new issues per user and per address with 903', async () => {
    const eve = await signIn(t, 'eve@example.com');
    const { perUser, perIp } = COMMUNITY_LIMITS.issue;
    for (let n = 0; n < perUser; n += 1) {
      const res = await call(t, issue.save, eve, {
        body: { title: `Limit test ${n}`, content: 'body' },
        ip: '10.0.0.1',
      });
      expect(res.body.code).toBe(200);
    }
    const over = await call(t, issue.save, eve, {
      body: { title: 'One too many', content: 'body' },
      ip: '10.0.0.2',
    });
    expect(over.body).toMatchObject({ code: Code.RATE_LIMITED });
    // Other users from one address share its limit.
    const others = await Promise.all(
      Array.from({ length: Math.ceil(perIp / perUser) + 1 }, (_, n) =>
        signIn(t, `ip${n}@example.com`),
      ),
    );
    const codes: number[] = [];
    for (const who of others) {
      for (let n = 0; n < perUser; n += 1) {
        const res = await call(t, issue.save, who, {
          body: { title: `Shared address ${n}`, content: 'body' },
          ip: '10.9.9.9',
        });
        codes.push(res.body.code);
      }
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(perIp);
    expect(codes[perIp]).toBe(Code.RATE_LIMITED);
  });
});

describeEachDb('feedback', (db) => {
  let t: TestApp;
  let ada: Caller;
  let bob: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = await startCommunityApp(db);
    ada = await signIn(t, 'ada@example.com');
    bob = await signIn(t, 'bob@example.com');
    admin = await signIn(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('a signed-in sender sees their own feedback and the admin reply as a message', async () => {
    const sent = await call(t, feedback.save, ada, {
      body: { type: 'bug', content: 'The zip download is empty on Safari', pageUrl: '/text' },
    });
    expect(sent.body.data).toEqual({ id: expect.any(String), key: null });
    expect((await call(t, feedback.findAll, bob, { body: {} })).body.data.total).toBe(0);
    const reply = await call(t, feedback.reply, admin, {
      body: { id: sent.body.data.id, reply: 'Fixed, thanks!' },
    });
    expect(reply.body.data).toMatchObject({ status: 'replied', reply: 'Fixed, thanks!' });
    const mine = await call(t, feedback.findAll, ada, { body: {} });
    expect(mine.body.data.list[0]).toMatchObject({ status: 'replied', reply: 'Fixed, thanks!' });
    const messages = await messagesOf(t, ada.id);
    expect(messages[messages.length - 1].title).toBe('Reply to your feedback');
  });

  it('an anonymous sender comes back through the private link; the contact gets e-mail', async () => {
    const sent = await call(t, feedback.save, null, {
      body: { type: 'idea', content: 'Please add a Rust template', contact: 'anon@example.com' },
    });
    const { id, key } = sent.body.data;
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect((await call(t, feedback.findAll, null, { body: {} })).body.data.total).toBe(0);
    const wrong = await call(t, feedback.findAll, null, { body: { id, key: 'f'.repeat(48) } });
    expect(wrong.body.data.total).toBe(0);
    await call(t, feedback.reply, admin, { body: { id, reply: 'On the board now.' } });
    const back = await call(t, feedback.findAll, null, { body: { id, key } });
    expect(back.body.data.list[0]).toMatchObject({ id, reply: 'On the board now.' });
    for (let waited = 0; waited < 5000; waited += 20) {
      if (t.smtp!.mails.some((m) => m.to.includes('anon@example.com'))) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const mail = t.smtp!.mails.find((m) => m.to.includes('anon@example.com'));
    expect(mail?.raw).toContain('On the board now.');
  });

  it('validates, searches for admins and keeps the admin calls to admins', async () => {
    const short = await call(t, feedback.save, null, { body: { content: 'short' } });
    expect(short.body.data).toEqual({ content: 'Content is at least 10 characters' });
    const image = await call(t, feedback.save, null, {
      body: { content: 'Screenshot attached', images: ['javascript:alert(1)'] },
    });
    expect(image.status).toBe(422);
    const found = await call(t, feedback.adminFindPage, admin, { body: { q: 'RUST' } });
    expect(found.body.data.list.map((f: { content: string }) => f.content)).toEqual([
      'Please add a Rust template',
    ]);
    const byStatus = await call(t, feedback.adminFindPage, admin, { body: { status: 'new' } });
    expect(byStatus.body.data.total).toBe(0);
    for (const def of [feedback.adminFindPage, feedback.reply, feedback.updateStatus]) {
      const body = { id: '1', reply: 'x', status: 'closed' };
      expect((await call(t, def, null, { body })).body.code).toBe(901);
      expect((await call(t, def, ada, { body })).status).toBe(403);
    }
    const closed = await call(t, feedback.updateStatus, admin, {
      body: { id: '1', status: 'closed' },
    });
    expect(closed.body.data.status).toBe('closed');
  });

  it('rate-limits feedback per address with 903', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= COMMUNITY_LIMITS.feedback.perIp; n += 1) {
      const res = await call(t, feedback.save, null, {
        body: { content: `Feedback number ${n}` },
        ip: '10.1.1.1',
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes[codes.length - 1]).toBe(Code.RATE_LIMITED);
  });
});

describeEachDb('release log', (db) => {
  let t: TestApp;
  let ada: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = await startCommunityApp(db);
    ada = await signIn(t, 'ada@example.com');
    admin = await signIn(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('starts with user-facing entries, newest first, searchable by keyword and version', async () => {
    const all = await call(t, releaseLog.findAll, null, { body: {} });
    const versions = all.body.data.map((e: { version: string }) => e.version);
    expect(versions).toEqual(['0.5.0', '0.4.0', '0.3.0', '0.2.0', '0.1.0']);
    expect(all.body.data.map((e: { title: string }) => e.title)).not.toContain('Foundation');
    const ai = await call(t, releaseLog.findAll, null, { body: { keyword: 'AI MODEL' } });
    expect(ai.body.data.map((e: { version: string }) => e.version)).toContain('0.4.0');
    const one = await call(t, releaseLog.findAll, null, { body: { version: '0.2.0' } });
    expect(one.body.data).toHaveLength(1);
  });

  it('admins write drafts and publish; versions are unique; others are refused', async () => {
    const body = {
      version: '1.0.0',
      title: 'Draft <b>one</b>',
      content: '### Added\n\n- Something',
      draft: true,
    };
    expect((await call(t, releaseLog.save, null, { body })).body.code).toBe(901);
    expect((await call(t, releaseLog.save, ada, { body })).status).toBe(403);
    expect((await call(t, releaseLog.remove, ada, { params: { id: '1' } })).status).toBe(403);
    const draft = await call(t, releaseLog.save, admin, { body });
    expect(draft.body.data).toMatchObject({ draft: true, publishedAt: null });
    const publicList = await call(t, releaseLog.findAll, null, { body: {} });
    expect(publicList.body.data[0].version).toBe('0.5.0');
    const adminList = await call(t, releaseLog.adminFindAll, admin, { body: {} });
    expect(adminList.body.data.map((e: { version: string }) => e.version)).toContain('1.0.0');
    const taken = await call(t, releaseLog.save, admin, { body: { ...body, version: '0.5.0' } });
    expect(taken.body.data).toEqual({ version: 'This version already has an entry' });
    const semver = await call(t, releaseLog.save, admin, { body: { ...body, version: 'v1' } });
    expect(semver.status).toBe(422);

    const news = await call(t, releaseLog.fetchNews, ada);
    await call(t, releaseLog.markSeen, ada, { body: {} });
    const seen = (await call(t, releaseLog.fetchNews, ada)).body.data;
    expect(seen.seenAt >= news.body.data.latestAt).toBe(true);
    const published = await call(t, releaseLog.save, admin, {
      body: { ...body, id: draft.body.data.id, draft: false },
    });
    expect(published.body.data.publishedAt).not.toBeNull();
    const after = (await call(t, releaseLog.fetchNews, ada)).body.data;
    expect(after.latestAt).toBe(published.body.data.publishedAt);
    expect(after.latestAt > after.seenAt).toBe(true);

    const removed = await call(t, releaseLog.remove, admin, { params: { id: draft.body.data.id } });
    expect(removed.body).toMatchObject({ code: 200, data: null });
    const again = await call(t, releaseLog.remove, admin, { params: { id: draft.body.data.id } });
    expect(again.status).toBe(404);
  });

  it('serves valid Atom and RSS 2.0 feeds, unsigned, with titles and bodies escaped', async () => {
    await call(t, releaseLog.save, admin, {
      body: {
        version: '2.0.0',
        title: 'Tags <script>alert(1)</script> & "quotes"',
        content: '### Fixed\n\n- <img src=x onerror=alert(1)> ]]> end',
      },
    });
    const parser = new XMLParser({ ignoreAttributes: false });
    const atom = await request(t.app.callback()).get('/feeds/release-log.atom');
    expect(atom.status).toBe(200);
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(atom.text)).toBe(true);
    const feedDoc = parser.parse(atom.text).feed;
    expect(feedDoc['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    // type="html": the reader decodes once more and shows the markup as text.
    expect(feedDoc.entry[0].title).toEqual({
      '#text': '2.0.0 — Tags &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;',
      '@_type': 'html',
    });
    expect(atom.text).not.toContain('<script>');
    expect(feedDoc.entry).toHaveLength(6);

    const rss = await request(t.app.callback()).get('/feeds/release-log.rss');
    expect(rss.status).toBe(200);
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(rss.text)).toBe(true);
    const channel = parser.parse(rss.text).rss.channel;
    expect(parser.parse(rss.text).rss['@_version']).toBe('2.0');
    expect(channel.item[0].title).toBe('2.0.0 — Tags <script>alert(1)</script> & "quotes"');
    expect(String(channel.item[0].description)).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(channel.item).toHaveLength(6);
  });
});
