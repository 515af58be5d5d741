import request from 'supertest';
import { Code, contract } from '../../src/contract';
import { buildPath, type CallDef } from '../../src/contract/core';
import { INQUIRY_DESCRIPTION_MAX } from '../../src/contract/inquiry';
import { Inquiry } from '../src/entities/Inquiry';
import { Message } from '../src/entities/Message';
import { COMMUNITY_LIMITS } from '../src/services/community/limits';
import { ANONYMOUS_INQUIRY_UPLOADS_PER_HOUR } from '../src/services/upload';
import {
  describeEachDb,
  type ReceivedMail,
  signedHeaders,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

// Each database boots through every migration; MariaDB needs more than jest's 5 s.
jest.setTimeout(60_000);

const ADMIN_EMAIL = 'boss@example.com';
const { inquiry, user } = contract;
const UPLOAD = user.upload.path;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function call(
  t: TestApp,
  def: CallDef,
  who: SignedIn | null,
  options: { body?: object; ip?: string } = {},
) {
  const path = buildPath(def.path);
  const req = request(t.app.callback())
    .post(path)
    .set(signedHeaders(path, { token: who?.token }));
  if (who) req.set('Cookie', who.cookie);
  if (options.ip) req.set('X-Forwarded-For', options.ip);
  return req.send(options.body ?? {});
}

function upload(t: TestApp, ip: string, file: Buffer, name: string) {
  return request(t.app.callback())
    .post(UPLOAD)
    .set(signedHeaders(UPLOAD))
    .set('X-Forwarded-For', ip)
    .field('purpose', 'inquiry')
    .attach('file', file, name);
}

/** The mails to `to` with this subject, waiting up to 5 s for the first (SMTP is asynchronous). */
async function mailsTo(t: TestApp, to: string, subject: string): Promise<ReceivedMail[]> {
  const find = () =>
    t.smtp!.mails.filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`));
  for (let waited = 0; waited < 5000 && find().length === 0; waited += 20) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return find();
}

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Compilers Inc.',
  budget: '20k-50k',
  timeline: 'asap',
  description: 'A Spring Boot service for our invoices, with a React admin on top of it.',
};

describeEachDb('inquiries', (db) => {
  let t: TestApp;
  let admin: SignedIn;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({
      db,
      smtp: true,
      // X-Forwarded-For names the address, so tests can act from several.
      env: { ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: 'true' },
    });
    admin = await signIn(t, ADMIN_EMAIL);
    ada = await signIn(t, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('stores an anonymous inquiry with attachments, acknowledges it and tells the admins', async () => {
    const pdf = await upload(t, '10.2.0.1', PDF, 'brief.pdf');
    expect(pdf.body.code).toBe(200);
    expect(pdf.body.data).toMatchObject({
      url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.pdf$/),
      mimeType: 'application/pdf',
    });
    const notes = await upload(t, '10.2.0.1', Buffer.from('# Tables\n- invoice\n'), 'notes.md');
    expect(notes.body.data).toMatchObject({
      url: expect.stringMatching(/\.md$/),
      mimeType: 'text/markdown; charset=utf-8',
    });
    const attachments = [pdf.body.data.url, notes.body.data.url];
    const sent = await call(t, inquiry.save, null, {
      body: { ...valid, attachments, website: '' },
      ip: '10.2.0.1',
    });
    expect(sent.body).toMatchObject({ code: 200, data: { id: expect.stringMatching(/^\d+$/) } });
    const row = await t.deps.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ id: Number(sent.body.data.id) });
    expect(row).toMatchObject({
      userId: null,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Compilers Inc.',
      budget: '20k-50k',
      timeline: 'asap',
      status: 'new',
      attachments: attachments.join(' '),
    });

    const [ack] = await mailsTo(t, 'grace@example.com', 'We received your inquiry');
    expect(ack.raw).toContain('A Spring Boot service for our invoices');
    const announced = await mailsTo(t, ADMIN_EMAIL, 'New inquiry from Grace Hopper');
    expect(announced).toHaveLength(1);
    expect(announced[0].raw).toContain(pdf.body.data.url);

    const messages = await t.deps.dataSource
      .getRepository(Message)
      .findBy({ userId: admin.user.id, title: 'New inquiry from Grace Hopper' });
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain('/admin/inquiries');
    // Only admins hear of it.
    const adas = await t.deps.dataSource.getRepository(Message).findBy({ userId: ada.user.id });
    expect(adas.map((m) => m.title)).not.toContain('New inquiry from Grace Hopper');
  });

  it('keeps the signed-in sender with the inquiry', async () => {
    const sent = await call(t, inquiry.save, ada, {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        description: 'Port our Kotlin templates, please.',
      },
    });
    expect(sent.body.code).toBe(200);
    const list = await call(t, inquiry.adminFindPage, admin, { body: { q: 'kotlin' } });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        company: null,
        budget: null,
        timeline: null,
        sender: { nickname: expect.any(String), email: 'ada@example.com' },
      }),
    ]);
  });

  it('validates: e-mail, description length, at most three attachments, known files only', async () => {
    const badEmail = await call(t, inquiry.save, null, { body: { ...valid, email: 'nope' } });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.data).toEqual({ email: 'Please enter a valid email address' });
    const long = await call(t, inquiry.save, null, {
      body: { ...valid, description: 'x'.repeat(INQUIRY_DESCRIPTION_MAX + 1) },
    });
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({
      description: `Description is at most ${INQUIRY_DESCRIPTION_MAX} characters`,
    });
    const file = (n: number) => `/files/${String(n).repeat(32)}.pdf`;
    const four = await call(t, inquiry.save, null, {
      body: { ...valid, attachments: [1, 2, 3, 4].map(file) },
    });
    expect(four.status).toBe(422);
    expect(four.body.data).toEqual({ attachments: 'At most 3 attachments' });
    const foreign = await call(t, inquiry.save, null, {
      body: { ...valid, attachments: ['https://evil.example.com/x.pdf'] },
    });
    expect(foreign.status).toBe(422);
    const missing = await call(t, inquiry.save, null, { body: { email: 'a@example.com' } });
    expect(missing.body.data).toMatchObject({
      name: 'Please enter Name',
      description: 'Please enter Description',
    });
  });

  it('refuses a filled honeypot clearly and stores nothing', async () => {
    const before = await t.deps.dataSource.getRepository(Inquiry).count();
    const bot = await call(t, inquiry.save, null, {
      body: { ...valid, website: 'http://spam.example.com' },
      ip: '10.2.0.9',
    });
    expect(bot.status).toBe(422);
    expect(bot.body.data).toEqual({ website: 'This form could not be sent' });
    expect(await t.deps.dataSource.getRepository(Inquiry).count()).toBe(before);
  });

  it('rate-limits inquiries per address with 903', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= COMMUNITY_LIMITS.inquiry.perIp; n += 1) {
      const res = await call(t, inquiry.save, null, {
        body: { ...valid, email: `burst${n}@example.com` },
        ip: '10.2.1.1',
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes[codes.length - 1]).toBe(Code.RATE_LIMITED);
  });

  it('takes attachments of known types only, a limited number per address', async () => {
    const exe = await upload(
      t,
      '10.2.2.1',
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      'a.pdf',
    );
    expect(exe.status).toBe(422);
    expect(exe.body.message).toMatch(/^An attachment must be a PDF/);
    const binaryText = await upload(t, '10.2.2.1', Buffer.from([0x61, 0, 0x62]), 'notes.txt');
    expect(binaryText.status).toBe(422);
    const codes: number[] = [];
    for (let n = 0; n < ANONYMOUS_INQUIRY_UPLOADS_PER_HOUR; n += 1) {
      codes.push((await upload(t, '10.2.2.2', PDF, 'brief.pdf')).body.code);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await upload(t, '10.2.2.2', PDF, 'brief.pdf')).body.code).toBe(Code.RATE_LIMITED);
  });

  it('lists for admins with search and status filter, sets statuses, refuses others', async () => {
    const page = await call(t, inquiry.adminFindPage, admin, { body: { q: 'invoices' } });
    expect(page.body.code).toBe(200);
    const first = page.body.data.list[page.body.data.list.length - 1];
    expect(first).toMatchObject({
      name: 'Grace Hopper',
      status: 'new',
      attachments: expect.any(Array),
    });
    const quoted = await call(t, inquiry.updateStatus, admin, {
      body: { id: first.id, status: 'quoted' },
    });
    expect(quoted.body.data).toMatchObject({ id: first.id, status: 'quoted' });
    const byStatus = await call(t, inquiry.adminFindPage, admin, { body: { status: 'quoted' } });
    expect(byStatus.body.data.list.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const bad = await call(t, inquiry.updateStatus, admin, {
      body: { id: first.id, status: 'done' },
    });
    expect(bad.status).toBe(422);
    const none = await call(t, inquiry.updateStatus, admin, {
      body: { id: '999999', status: 'won' },
    });
    expect(none.status).toBe(404);
    for (const def of [inquiry.adminFindPage, inquiry.updateStatus]) {
      const body = { id: first.id, status: 'won' };
      expect((await call(t, def, null, { body })).body.code).toBe(Code.NOT_SIGNED_IN);
      expect((await call(t, def, ada, { body })).status).toBe(403);
    }
  });
});
