import fs from 'fs';
import path from 'path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { StoredMail } from './mailbox';

/**
 * The SMTP server the BFF sends verification codes to during the e2e run (SMTP_URL). Plain SMTP on
 * 127.0.0.1 without TLS or AUTH, like a local relay; every mail becomes one JSON file in `dir`.
 */
let running: SMTPServer | null = null;

export async function startMailServer(port: number, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const mail: StoredMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              receivedAt: Date.now(),
            };
            const name = `${mail.receivedAt}-${String(++sequence).padStart(4, '0')}.json`;
            // Written aside and renamed, so a polling reader never sees half a file.
            const partial = path.join(dir, `${name}.partial`);
            fs.writeFileSync(partial, JSON.stringify(mail, null, 2));
            fs.renameSync(partial, path.join(dir, name));
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  running = server;
}

export async function stopMailServer(): Promise<void> {
  const server = running;
  running = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
