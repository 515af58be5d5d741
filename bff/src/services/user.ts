import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { type DataSource, QueryFailedError } from 'typeorm';
import { Code } from '../../../src/contract/core';
import type {
  ChangePasswordBody,
  CodePurpose,
  DeleteAccountBody,
  SendCodeResult,
  UpdateUserBody,
  User as UserDto,
} from '../../../src/contract/user';
import type { Config } from '../config';
import { User } from '../entities/User';
import { AppError, notSignedIn } from '../errors';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../storage';
import type { KvStore } from '../store/types';
import type { ResolveUser } from '../types';
import * as aiRecord from './ai/record';
import * as codeGenerate from './codeGenerate';
import * as home from './home';
import * as message from './message';
import { hashPassword, verifyPassword } from './password';
import * as template from './template';
import * as text from './text';
import { AVATAR_URL } from './upload';
import { recordEvent } from './usage';
import { VerifyCodeService } from './verifyCode';
import * as vip from './vip';

/** Business codes of the account calls (HTTP 200, shown as errors; SPEC.md section 8). */
export const UserCode = {
  /** Wrong code or password at sign-in, reset or deletion; never says which part was wrong. */
  BAD_CREDENTIALS: 1001,
  /** changePassword: the current password is missing or wrong. */
  BAD_CURRENT_PASSWORD: 1002,
  /** A `delete` code requested for another address than the signed-in account's. */
  EMAIL_MISMATCH: 1003,
  /** The code e-mail could not be sent (SMTP failure). */
  MAIL_FAILED: 1004,
} as const;

export const BAD_CREDENTIALS_MESSAGE = 'Incorrect e-mail, code or password';
const badCredentials = () => new AppError(UserCode.BAD_CREDENTIALS, BAD_CREDENTIALS_MESSAGE);

/** Wrong passwords per e-mail before sign-in by password pauses (903). */
export const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const loginFailKey = (email: string) => `login-fail:${email}`;

const NICKNAME_MAX = 32;
const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);

function isDuplicate(err: unknown): boolean {
  const code = (err as { driverError?: { code?: string } }).driverError?.code;
  return err instanceof QueryFailedError && code !== undefined && DUPLICATE_CODES.has(code);
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

type UserConfig = Pick<
  Config,
  | 'adminEmails'
  | 'codeTtlMs'
  | 'codeResendMs'
  | 'codeLimitPerEmail'
  | 'codeLimitPerIp'
  | 'sessionSecret'
>;

/** Admins are role 'admin' or listed in ADMIN_EMAILS (checked at request time, like the guard). */
export function effectiveRole(user: Pick<User, 'role' | 'email'>, adminEmails: string[]) {
  return user.role === 'admin' || adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user';
}

/** The guard's user lookup (AppDeps.resolveUser): null once the account is gone. */
export function createResolveUser(dataSource: DataSource): ResolveUser {
  return async (userId) => {
    const user = await dataSource
      .getRepository(User)
      .findOne({ where: { id: userId }, select: { id: true, email: true, role: true } });
    return user ? { id: user.id, email: user.email, role: user.role } : null;
  };
}

/** Accounts: codes, sign-in, passwords, profile and deletion (feature key `user`). */
export class UserService {
  readonly codes: VerifyCodeService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: KvStore,
    private readonly config: UserConfig,
    mailer: Mailer,
    private readonly logger: Logger,
    private readonly files: FileStorage,
  ) {
    this.codes = new VerifyCodeService(store, mailer, config);
  }

  private get repo() {
    return this.dataSource.getRepository(User);
  }

  toDto(user: User): UserDto {
    return {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      avatar: user.avatar,
      bio: user.bio,
      role: effectiveRole(user, this.config.adminEmails),
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOneBy({ email: normaliseEmail(email) });
  }

  /** The signed-in user's record; 901 when the account is gone. */
  async get(userId: string): Promise<User> {
    const user = await this.repo.findOneBy({ id: userId });
    if (!user) throw notSignedIn();
    return user;
  }

  /**
   * Sends a code. `login` always delivers (a first sign-in creates the account); `reset` delivers
   * only to an existing account but answers the same either way; `delete` needs the signed-in
   * account's own address.
   */
  async sendCode(input: {
    email: string;
    purpose: CodePurpose;
    ip: string;
    sessionUserId: string | null;
  }): Promise<SendCodeResult> {
    const email = normaliseEmail(input.email);
    let deliver = true;
    if (input.purpose === 'delete') {
      if (!input.sessionUserId) throw notSignedIn();
      const me = await this.get(input.sessionUserId);
      if (me.email !== email) {
        throw new AppError(
          UserCode.EMAIL_MISMATCH,
          'Enter the e-mail address of the account you are signed in with',
        );
      }
    } else if (input.purpose === 'reset') {
      deliver = (await this.findByEmail(email)) !== null;
    }
    try {
      await this.codes.issue({ email, purpose: input.purpose, ip: input.ip, deliver });
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error({ err, purpose: input.purpose }, 'verification code e-mail failed');
      throw new AppError(
        UserCode.MAIL_FAILED,
        'The e-mail with the code could not be sent; please try again in a minute',
      );
    }
    return { resendAfter: this.codes.resendAfterSeconds, validMinutes: this.codes.validMinutes };
  }

  /** Sign-in by code: the account is created on the first one, with its welcome message. */
  async loginByCode(rawEmail: string, code: string): Promise<User> {
    const email = normaliseEmail(rawEmail);
    if (!(await this.codes.consume(email, 'login', code))) throw badCredentials();
    return (await this.findByEmail(email)) ?? this.signUp(email);
  }

  private async signUp(email: string): Promise<User> {
    const now = new Date();
    const user = this.repo.create({
      id: randomUUID(),
      email,
      nickname: email.split('@')[0].slice(0, NICKNAME_MAX) || 'user',
      avatar: null,
      bio: '',
      role: 'user',
      passwordHash: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(User).insert(user);
        await message.sendWelcomeMessage(manager, user.id);
      });
    } catch (err) {
      // Two first sign-ins at once: the other request created the account.
      const existing = isDuplicate(err) ? await this.findByEmail(email) : null;
      if (existing) return existing;
      throw err;
    }
    recordEvent(this.dataSource, { type: 'signup', userId: user.id, at: now });
    return user;
  }

  /** Sign-in by password, paused (903) after LOGIN_FAILURE_LIMIT wrong ones in 15 minutes. */
  async loginByPassword(rawEmail: string, password: string): Promise<User> {
    const email = normaliseEmail(rawEmail);
    const failures = Number((await this.store.get(loginFailKey(email))) ?? 0);
    if (failures >= LOGIN_FAILURE_LIMIT) {
      throw new AppError(
        Code.RATE_LIMITED,
        'Too many wrong passwords for this e-mail address; try again in 15 minutes or sign in with a code',
      );
    }
    const user = await this.findByEmail(email);
    // An unknown address costs the same scrypt work, so timing does not tell it apart either.
    const ok = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await verifyPassword(password, DUMMY_HASH).then(() => false);
    if (!user || !ok) {
      await this.store.increment(loginFailKey(email), LOGIN_FAILURE_WINDOW_MS);
      throw badCredentials();
    }
    await this.store.delete(loginFailKey(email));
    return user;
  }

  /** Sets a new password by a `reset` code; returns the user whose sessions must end. */
  async resetPassword(rawEmail: string, code: string, password: string): Promise<User> {
    const email = normaliseEmail(rawEmail);
    if (!(await this.codes.consume(email, 'reset', code))) throw badCredentials();
    const user = await this.findByEmail(email);
    if (!user) throw badCredentials();
    await this.setPassword(user, password);
    await this.store.delete(loginFailKey(email));
    return user;
  }

  private async setPassword(user: User, password: string): Promise<void> {
    user.passwordHash = await hashPassword(password);
    user.updatedAt = new Date();
    await this.repo.update(
      { id: user.id },
      { passwordHash: user.passwordHash, updatedAt: user.updatedAt },
    );
  }

  /** Sets a first password, or changes it when the current one is given and right. */
  async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
    const user = await this.get(userId);
    if (user.passwordHash) {
      if (!body.currentPassword) {
        throw new AppError(UserCode.BAD_CURRENT_PASSWORD, 'Please enter your current password');
      }
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw new AppError(UserCode.BAD_CURRENT_PASSWORD, 'The current password is incorrect');
      }
    }
    await this.setPassword(user, body.password);
  }

  async update(userId: string, body: UpdateUserBody): Promise<User> {
    const user = await this.get(userId);
    if (body.avatar !== undefined && body.avatar !== null) await this.checkAvatar(body.avatar);
    if (body.nickname !== undefined) user.nickname = body.nickname;
    if (body.avatar !== undefined) user.avatar = body.avatar;
    if (body.bio !== undefined) user.bio = body.bio;
    user.updatedAt = new Date();
    await this.repo.save(user);
    return user;
  }

  /** An avatar is an image this server stored at upload (a `/files/<random>.<image ext>` URL). */
  private async checkAvatar(url: string): Promise<void> {
    const match = AVATAR_URL.exec(url);
    const exists = match !== null && (await this.files.exists(match[1]));
    if (!exists) {
      const text = 'Please upload the avatar image';
      throw new AppError(Code.VALIDATION, text, 422, { avatar: text });
    }
  }

  /**
   * Deletes the account, confirmed by a `delete` code or the password: in one transaction the
   * member-area data (VIP, messages, tips read, parse history, templates, generation history and
   * defaults, AI calls) and the user row. The caller ends the sessions.
   */
  async deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
    const user = await this.get(userId);
    const confirmed =
      body.code !== undefined
        ? await this.codes.consume(user.email, 'delete', body.code)
        : user.passwordHash !== null &&
          body.password !== undefined &&
          (await verifyPassword(body.password, user.passwordHash));
    if (!confirmed) throw badCredentials();
    await this.dataSource.transaction(async (manager) => {
      await vip.removeUserData(manager, user.id);
      await message.removeUserData(manager, user.id);
      await home.removeUserData(manager, user.id);
      await text.removeUserData(manager, user.id);
      await codeGenerate.removeUserData(manager, user.id);
      await template.removeUserData(manager, user.id);
      await aiRecord.removeUserData(manager, user.id);
      await manager.getRepository(User).delete({ id: user.id });
    });
    const avatar = user.avatar ? AVATAR_URL.exec(user.avatar) : null;
    // The uploaded avatar is personal data too; a failure here leaves only an unreachable file.
    if (avatar) await this.files.remove(avatar[1]);
  }
}

/** A well-formed hash (all-zero salt and key) that no password matches in practice. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
