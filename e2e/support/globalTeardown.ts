import { stopAiServer } from './aiServer';
import { stopMailServer } from './mailServer';

export default async function globalTeardown(): Promise<void> {
  await Promise.all([stopMailServer(), stopAiServer()]);
}
