import type { EntityManager } from 'typeorm';
import type { CreateMessageBody } from '../../../src/contract/admin';
import { Code, type PageResult } from '../../../src/contract/core';
import type { Message as MessageDto, MessagePageQuery } from '../../../src/contract/message';
import { Message } from '../entities/Message';
import { User } from '../entities/User';
import { AppError } from '../errors';
import { newestFirstPage } from '../db/paging';

export const WELCOME_TITLE = 'Welcome to Java Code Generator';
/**
 * Plain text, one line per paragraph, so the client's own wrapping lays it out; `[label](/path)`
 * links to the app's pages (the client renders only same-site paths as links).
 */
export const WELCOME_CONTENT = [
  'Thanks for signing up! Java Code Generator turns what you already have into code: paste SQL ' +
    'DDL, INSERT statements, JSON, a Java or TypeScript class, a Markdown or CSV column list or ' +
    'plain text, check the tables and fields it finds, and render them with a template group ' +
    'into entities, mappers, services and controllers you can copy or download as a zip.',
  'Start with [the text tool](/text) to turn your input into tables, then open ' +
    '[the code generator](/code-generate) to pick a template group and generate the files. ' +
    '[Templates](/code-generate/template) are yours to copy and edit; ' +
    '[the guide](/code-generate/guide) shows every variable they can use.',
  'Messages like this one appear here; we only write when there is something you need to know.',
].join('\n\n');

/** Largest id an `int` column holds; longer digit strings cannot name a row. */
const INT_MAX = 2_147_483_647;

/** A decimal row id from a path parameter, or null when the text cannot be one. */
export function parseRowId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= INT_MAX ? id : null;
}

const notFound = () => new AppError(Code.NOT_FOUND, 'No such message', 404);

function toDto(message: Message): MessageDto {
  return {
    id: String(message.id),
    title: message.title,
    content: message.content,
    read: message.readAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** Adds one unread message for each of `userIds` (one multi-row insert). */
export async function sendMessages(
  manager: EntityManager,
  userIds: string[],
  title: string,
  content: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const createdAt = new Date();
  await manager
    .getRepository(Message)
    .insert(userIds.map((userId) => ({ userId, title, content, readAt: null, createdAt })));
}

/** The first message of a new account: what the product does and where to start. */
export async function sendWelcomeMessage(manager: EntityManager, userId: string): Promise<void> {
  await sendMessages(manager, [userId], WELCOME_TITLE, WELCOME_CONTENT);
}

/** Deletes every message of the user (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(Message).delete({ userId });
}

/** How many of the user's messages are unread (the header's badge). */
export function countUnread(manager: EntityManager, userId: string): Promise<number> {
  return manager
    .getRepository(Message)
    .createQueryBuilder('m')
    .where('m.userId = :userId AND m.readAt IS NULL', { userId })
    .getCount();
}

/** A page of the user's messages, newest first, with the user's total unread count. */
export async function findPage(
  manager: EntityManager,
  userId: string,
  query: MessagePageQuery,
): Promise<PageResult<MessageDto> & { unread: number }> {
  const { page, pageSize } = query;
  const builder = manager
    .getRepository(Message)
    .createQueryBuilder('m')
    .where('m.userId = :userId', { userId });
  if (query.unread) builder.andWhere('m.readAt IS NULL');
  const [rows, total] = await newestFirstPage(builder, { page, pageSize });
  return {
    list: rows.map(toDto),
    total,
    page,
    pageSize,
    unread: await countUnread(manager, userId),
  };
}

/** One of the user's messages, marked read; another user's message is as unknown as a missing one. */
export async function readMessage(
  manager: EntityManager,
  userId: string,
  idText: string,
): Promise<MessageDto> {
  const id = parseRowId(idText);
  if (id === null) throw notFound();
  const repository = manager.getRepository(Message);
  const message = await repository.findOneBy({ id, userId });
  if (!message) throw notFound();
  if (message.readAt === null) {
    message.readAt = new Date();
    await repository.update({ id }, { readAt: message.readAt });
  }
  return toDto(message);
}

/** Marks every unread message of the user read; answers how many changed. */
export async function readAll(
  manager: EntityManager,
  userId: string,
): Promise<{ updated: number }> {
  const result = await manager
    .getRepository(Message)
    .createQueryBuilder()
    .update()
    .set({ readAt: new Date() })
    .where('userId = :userId AND readAt IS NULL', { userId })
    .execute();
  return { updated: result.affected ?? 0 };
}

/** Users read in one query during a fan-out, so memory stays flat however many users there are. */
const FAN_OUT_BATCH = 500;
const NO_SUCH_EMAIL = 'No user has this e-mail';

/**
 * An admin's message: to the user with `email`, or to every user when it is absent (one row per
 * user, written in batches inside one transaction, so a failure sends nothing). An unknown e-mail
 * answers 422 on the e-mail field, which the admin form shows beside it.
 */
export async function sendAdminMessage(
  manager: EntityManager,
  body: CreateMessageBody,
): Promise<{ sent: number }> {
  const { title, content } = body;
  if (body.email !== undefined) {
    const user = await manager
      .getRepository(User)
      .findOneBy({ email: body.email.trim().toLowerCase() });
    if (!user) throw new AppError(Code.VALIDATION, NO_SUCH_EMAIL, 422, { email: NO_SUCH_EMAIL });
    await sendMessages(manager, [user.id], title, content);
    return { sent: 1 };
  }
  return manager.transaction(async (tx) => {
    let sent = 0;
    let after = '';
    for (;;) {
      const rows = await tx
        .getRepository(User)
        .createQueryBuilder('u')
        .select('u.id', 'id')
        .where('u.id > :after', { after })
        .orderBy('u.id')
        .limit(FAN_OUT_BATCH)
        .getRawMany<{ id: string }>();
      if (rows.length === 0) return { sent };
      const ids = rows.map((r) => r.id);
      await sendMessages(tx, ids, title, content);
      sent += ids.length;
      after = ids[ids.length - 1];
    }
  });
}
