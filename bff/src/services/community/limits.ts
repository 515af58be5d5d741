import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';
import type { KvStore } from '../../store/types';
import { countOrLimit } from '../rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How often one user and one address may write to the community area and send inquiries (903 beyond). */
export const COMMUNITY_LIMITS = {
  issue: {
    perUser: 5,
    perIp: 20,
    windowMs: HOUR,
    message: 'Too many new issues: try again in an hour',
  },
  comment: {
    perUser: 20,
    perIp: 60,
    windowMs: 10 * MINUTE,
    message: 'Too many comments: try again in a few minutes',
  },
  vote: {
    perUser: 60,
    perIp: 300,
    windowMs: MINUTE,
    message: 'Too many votes: try again in a minute',
  },
  feedback: {
    perUser: 10,
    perIp: 10,
    windowMs: HOUR,
    message: 'Too much feedback at once: try again in an hour',
  },
  inquiry: {
    perUser: 5,
    perIp: 5,
    windowMs: HOUR,
    message: 'Too many inquiries at once: try again in an hour',
  },
} as const;

export type LimitedAction = keyof typeof COMMUNITY_LIMITS;

/** Counts one action of the user (when signed in) and of the address; 903 past either limit. */
export async function limitAction(
  store: KvStore,
  action: LimitedAction,
  who: { userId: string | null; ip: string },
): Promise<void> {
  const limit = COMMUNITY_LIMITS[action];
  if (who.userId) {
    await countOrLimit(
      store,
      `community:${action}:u:${who.userId}`,
      limit.perUser,
      limit.windowMs,
      limit.message,
    );
  }
  await countOrLimit(
    store,
    `community:${action}:ip:${who.ip}`,
    limit.perIp,
    limit.windowMs,
    limit.message,
  );
}

/** A filled honeypot: only robots see and fill that field. */
export function checkHoneypot(value: string | undefined): void {
  if (value) {
    const text = 'This form could not be sent';
    throw new AppError(Code.VALIDATION, text, 422, { website: text });
  }
}
