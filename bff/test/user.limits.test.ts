import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Code, contract } from '../../src/contract';
import {
  describeEachDb,
  signedHeaders,
  startSmtpServer,
  startTestApp,
  type TestApp,
} from './support';

const calls = contract.user;

// Each test starts an app of its own: migrations on MariaDB outlast jest's 5 s on a busy machine.
jest.setTimeout(30_000);

function client(t: TestApp) {
  const post = (p: string, body: object) =>
    request(t.app.callback()).post(p).set(signedHeaders(p)).send(body);
  return {
    sendCode: (email: string) => post(calls.sendVerifyCode.path, { email, purpose: 'login' }),
    login: (email: string, code: string) => post(calls.login.path, { email, code }),
  };
}

describeEachDb('verification code limits', (db) => {
  it('expires a code after CODE_TTL_SECONDS', async () => {
    const t = await startTestApp({ db, smtp: true, env: { CODE_TTL_SECONDS: '1' } });
    try {
      const api = client(t);
      expect((await api.sendCode('late@example.com')).body.code).toBe(200);
      const code = await t.smtp!.latestCode('late@example.com');
      await new Promise((r) => setTimeout(r, 1200));
      expect((await api.login('late@example.com', code)).body).toEqual({
        code: 1001,
        message: 'Incorrect e-mail, code or password',
      });
    } finally {
      await t.close();
    }
  });

  it('limits codes per address per hour (CODE_LIMIT_PER_EMAIL), then 903', async () => {
    const t = await startTestApp({
      db,
      smtp: true,
      env: { CODE_RESEND_SECONDS: '0', CODE_LIMIT_PER_EMAIL: '3' },
    });
    try {
      const api = client(t);
      for (let i = 0; i < 3; i += 1) {
        expect((await api.sendCode('many@example.com')).body.data).toEqual({
          resendAfter: 0,
          validMinutes: 10,
        });
      }
      const res = await api.sendCode('many@example.com');
      expect(res.body).toEqual({
        code: Code.RATE_LIMITED,
        message: 'Too many codes requested for this e-mail address; try again in an hour',
      });
      // Another address from the same network is still served.
      expect((await api.sendCode('other@example.com')).body.code).toBe(200);
      // The last code mailed before the limit still works.
      const code = await t.smtp!.latestCode('many@example.com');
      expect((await api.login('many@example.com', code)).body.code).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits codes per client IP per hour (CODE_LIMIT_PER_IP), then 903', async () => {
    const t = await startTestApp({ db, smtp: true, env: { CODE_LIMIT_PER_IP: '3' } });
    try {
      const api = client(t);
      for (let i = 0; i < 3; i += 1) {
        expect((await api.sendCode(`ip${i}@example.com`)).body.code).toBe(200);
      }
      const res = await api.sendCode('ip3@example.com');
      expect(res.body).toEqual({
        code: Code.RATE_LIMITED,
        message: 'Too many codes requested from this network; try again in an hour',
      });
      expect(t.smtp!.mails.map((m) => m.to[0])).toEqual([
        'ip0@example.com',
        'ip1@example.com',
        'ip2@example.com',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('when the mail server is down', () => {
  it('answers a clear error and lets the address ask again at once', async () => {
    const smtp = await startSmtpServer();
    // A port that just closed: the connection is refused.
    await smtp.close();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const api = client(t);
      const first = await api.sendCode('down@example.com');
      expect(first.body).toEqual({
        code: 1004,
        message: 'The e-mail with the code could not be sent; please try again in a minute',
      });
      // No cooldown was left behind by the failed attempt.
      expect((await api.sendCode('down@example.com')).body.code).toBe(1004);
    } finally {
      await t.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the code to the server log only, and it signs in', async () => {
    const t = await startTestApp();
    try {
      const api = client(t);
      const sent = await api.sendCode('nomail@example.com');
      expect(sent.body).toEqual({
        code: 200,
        message: 'success',
        data: { resendAfter: 60, validMinutes: 10 },
      });
      const logFile = () => {
        const dir = t.config.logDir;
        const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
      };
      let code: string | undefined;
      for (let waited = 0; !code && waited < 5000; waited += 50) {
        const line = logFile()
          .split('\n')
          .find((l) => l.includes('nomail@example.com') && l.includes('"code"'));
        code = line ? (JSON.parse(line) as { code: string }).code : undefined;
        if (!code) await new Promise((r) => setTimeout(r, 50));
      }
      expect(code).toMatch(/^\d{6}$/);
      expect(JSON.stringify(sent.body)).not.toContain(code);
      const res = await api.login('nomail@example.com', code!);
      expect(res.body.code).toBe(200);
      expect(res.body.data.user.email).toBe('nomail@example.com');
    } finally {
      await t.close();
    }
  });
});
