import fs from 'fs';
import path from 'path';

/** One e-mail the e2e SMTP server received, as stored under `<E2E_DATA_DIR>/mail/`. */
export interface StoredMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  /** Milliseconds since the epoch. */
  receivedAt: number;
}

/** Where the SMTP server of the e2e run stores mail; playwright.config.ts sets E2E_DATA_DIR. */
export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through Playwright');
  return path.join(dataDir, 'mail');
}

export function readMails(): StoredMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The 6-digit code of the newest mail to `email` received at or after `since`, polled until one
 * arrives. `since` keeps a code from an earlier mail to the same address from being taken.
 */
export async function latestCode(
  email: string,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<string> {
  const address = email.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = readMails()
      .filter((m) => m.to.includes(address) && m.receivedAt >= since)
      .pop();
    if (mail) {
      const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
      if (!code) throw new Error(`The mail to ${email} ("${mail.subject}") holds no 6-digit code`);
      return code;
    }
    if (Date.now() > deadline) {
      const seen = readMails().map((m) => `${m.to.join(',')}: ${m.subject}`);
      throw new Error(
        `No mail to ${email} within ${timeout} ms; received: ${seen.join(' | ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
