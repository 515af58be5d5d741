import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../../src/contract/user';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { KvStore } from '../store/types';
import { countOrLimit, rateLimited } from './rateLimit';

/** Wrong entries a code survives; the fifth wrong one voids it. */
export const CODE_MAX_TRIES = 5;
const HOUR_MS = 60 * 60 * 1000;

type CodeConfig = Pick<
  Config,
  'codeTtlMs' | 'codeResendMs' | 'codeLimitPerEmail' | 'codeLimitPerIp' | 'sessionSecret'
>;

interface StoredCode {
  /** Random per issued code: names its try counter and its single-use mark. */
  id: string;
  hash: string;
}

const codeKey = (purpose: CodePurpose, email: string) => `code:${purpose}:${email}`;

/**
 * E-mailed 6-digit codes: valid for CODE_TTL_SECONDS, single use, void after
 * CODE_MAX_TRIES wrong entries, one per address and purpose per CODE_RESEND_SECONDS, and at most
 * CODE_LIMIT_PER_EMAIL / CODE_LIMIT_PER_IP codes per hour. Only an HMAC of the code is stored
 * (keyed with SESSION_SECRET: a plain hash of six digits is reversed by trying all million).
 */
export class VerifyCodeService {
  constructor(
    private readonly store: KvStore,
    private readonly mailer: Mailer,
    private readonly config: CodeConfig,
  ) {}

  private hash(purpose: CodePurpose, email: string, code: string): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`${purpose}:${email}:${code}`)
      .digest('base64url');
  }

  /** Seconds a client waits before it may ask again (the `resendAfter` of the response). */
  get resendAfterSeconds(): number {
    return Math.ceil(this.config.codeResendMs / 1000);
  }

  /** Minutes a code stays valid (said in the e-mail and the response). */
  get validMinutes(): number {
    return Math.max(1, Math.round(this.config.codeTtlMs / 60000));
  }

  /**
   * Applies the cooldown and the hourly limits (903), then, when `deliver` is true, stores and
   * e-mails a new code, replacing the address's previous one for this purpose. `deliver` false
   * (e.g. a reset for an address without an account) spends the same limits and sends nothing, so
   * the answer does not tell whether an account exists.
   */
  async issue(input: {
    email: string;
    purpose: CodePurpose;
    ip: string;
    deliver: boolean;
  }): Promise<void> {
    const { email, purpose, ip, deliver } = input;
    const { codeResendMs, codeTtlMs } = this.config;
    const cooldownKey = `code-cooldown:${purpose}:${email}`;
    if (codeResendMs > 0) {
      const now = Date.now();
      const fresh = await this.store.setIfAbsent(
        cooldownKey,
        String(now + codeResendMs),
        codeResendMs,
      );
      if (!fresh) {
        const until = Number(await this.store.get(cooldownKey)) || now + codeResendMs;
        const seconds = Math.max(1, Math.ceil((until - now) / 1000));
        throw rateLimited(`Please wait ${seconds} s before requesting another code`);
      }
    }
    await countOrLimit(
      this.store,
      `code-count:ip:${ip}`,
      this.config.codeLimitPerIp,
      HOUR_MS,
      'Too many codes requested from this network; try again in an hour',
    );
    await countOrLimit(
      this.store,
      `code-count:email:${email}`,
      this.config.codeLimitPerEmail,
      HOUR_MS,
      'Too many codes requested for this e-mail address; try again in an hour',
    );
    if (!deliver) return;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored: StoredCode = {
      id: randomBytes(16).toString('base64url'),
      hash: this.hash(purpose, email, code),
    };
    await this.store.set(codeKey(purpose, email), JSON.stringify(stored), codeTtlMs);
    try {
      await this.mailer.sendCode({
        to: email,
        code,
        purpose,
        validMinutes: this.validMinutes,
      });
    } catch (err) {
      // The code never reached the user: let them ask again at once.
      await this.store.delete(codeKey(purpose, email));
      await this.store.delete(cooldownKey);
      throw err;
    }
  }

  /**
   * True once for the right code; a wrong one counts towards CODE_MAX_TRIES and the last allowed
   * wrong try voids the code. Unknown, expired, used and void codes are all simply false.
   */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const key = codeKey(purpose, email);
    const text = await this.store.get(key);
    if (!text) return false;
    const stored = JSON.parse(text) as StoredCode;
    const expected = Buffer.from(stored.hash);
    const given = Buffer.from(this.hash(purpose, email, code));
    const ttl = this.config.codeTtlMs;
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      // The mark makes two simultaneous uses of one code succeed only once.
      const first = await this.store.setIfAbsent(`code-used:${stored.id}`, '1', ttl);
      await this.store.delete(key);
      return first;
    }
    const tries = await this.store.increment(`code-tries:${stored.id}`, ttl);
    if (tries >= CODE_MAX_TRIES) await this.store.delete(key);
    return false;
  }
}
