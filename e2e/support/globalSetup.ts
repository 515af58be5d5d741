import { startAiServer } from './aiServer';
import { mailDir } from './mailbox';
import { startMailServer } from './mailServer';

/**
 * Starts the SMTP server and the AI service double on the ports playwright.config.ts chose and
 * passed to the BFF.
 */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: playwright.config.ts chooses it');
  const aiPort = Number(process.env.E2E_AI_PORT);
  if (!aiPort) throw new Error('E2E_AI_PORT is not set: playwright.config.ts chooses it');
  await startMailServer(port, mailDir());
  await startAiServer(aiPort);
}
