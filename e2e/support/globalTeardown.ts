import { stopMailServer } from './mailServer';

export default async function globalTeardown(): Promise<void> {
  await stopMailServer();
}
