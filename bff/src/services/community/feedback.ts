import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Code, type PageResult } from '../../../../src/contract/core';
import type {
  Feedback as FeedbackDto,
  FeedbackAdmin,
  FeedbackAdminQuery,
  FeedbackQuery,
  FeedbackReplyBody,
  FeedbackSaveBody,
  FeedbackStatus,
} from '../../../../src/contract/feedback';
import { whereAnyContains } from '../../db/like';
import { Feedback, FeedbackReply } from '../../entities/Feedback';
import { User } from '../../entities/User';
import { AppError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { NoticeMailer } from '../../mail/notice';
import type { KvStore } from '../../store/types';
import { parseRowId, sendMessages } from '../message';
import { checkHoneypot, limitAction } from './limits';
import { newestFirstPage } from '../../db/paging';

const notFound = () => new AppError(Code.NOT_FOUND, 'No such feedback', 404);

export interface FeedbackServiceDeps {
  dataSource: DataSource;
  store: KvStore;
  mailer: NoticeMailer;
}

export class FeedbackService {
  constructor(private readonly deps: FeedbackServiceDeps) {}

  private get manager() {
    return this.deps.dataSource.manager;
  }

  private async toDtos(rows: Feedback[]): Promise<FeedbackAdmin[]> {
    if (rows.length === 0) return [];
    const replies = await this.manager.getRepository(FeedbackReply).find({
      where: { feedbackId: In(rows.map((r) => r.id)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const senderIds = rows.map((r) => r.userId).filter((id): id is string => id !== null);
    const users =
      senderIds.length > 0
        ? await this.manager.getRepository(User).findBy({ id: In(senderIds) })
        : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((row) => {
      const own = replies.filter((r) => r.feedbackId === row.id);
      const sender = row.userId ? byId.get(row.userId) : undefined;
      return {
        id: String(row.id),
        type: row.type,
        content: row.content,
        contact: row.contact,
        pageUrl: row.pageUrl,
        images: row.images ? row.images.split(' ') : [],
        status: row.status,
        reply: own.length > 0 ? own[own.length - 1].content : null,
        replies: own.map((r) => ({ content: r.content, createdAt: r.createdAt.toISOString() })),
        createdAt: row.createdAt.toISOString(),
        sender: sender ? { nickname: sender.nickname, email: sender.email } : null,
      };
    });
  }

  /** The sender's view: no sender block. */
  private static own({ sender: _sender, ...dto }: FeedbackAdmin): FeedbackDto {
    return dto;
  }

  /** Stores feedback; an anonymous sender gets the key of a private link back. */
  async save(
    who: Viewer & { ip: string },
    body: FeedbackSaveBody,
  ): Promise<{ id: string; key: string | null }> {
    checkHoneypot(body.website);
    await limitAction(this.deps.store, 'feedback', { userId: who.id, ip: who.ip });
    const accessKey = who.id ? null : randomBytes(24).toString('hex');
    const values = {
      userId: who.id,
      type: body.type,
      content: body.content,
      contact: body.contact ?? null,
      pageUrl: body.pageUrl ?? null,
      images: (body.images ?? []).join(' '),
      status: 'new' as const,
      accessKey,
      createdAt: new Date(),
    };
    const result = await this.manager.getRepository(Feedback).insert({ ...values });
    return { id: String(result.identifiers[0].id), key: accessKey };
  }

  /** The caller's own feedback, or the one entry a private link names; else an empty page. */
  async findOwn(viewer: Viewer, query: FeedbackQuery): Promise<PageResult<FeedbackDto>> {
    const { page, pageSize } = query;
    const empty = { list: [], total: 0, page, pageSize };
    const repository = this.manager.getRepository(Feedback);
    if (query.key !== undefined) {
      const id = parseRowId(query.id ?? '');
      const row = id === null ? null : await repository.findOneBy({ id });
      // Compared as a whole: the key is 48 random hex characters.
      if (!row || row.accessKey === null || row.accessKey !== query.key) return empty;
      return {
        list: (await this.toDtos([row])).map(FeedbackService.own),
        total: 1,
        page,
        pageSize,
      };
    }
    if (!viewer.id) return empty;
    const [rows, total] = await repository.findAndCount({
      where: { userId: viewer.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { list: (await this.toDtos(rows)).map(FeedbackService.own), total, page, pageSize };
  }

  async adminFindPage(query: FeedbackAdminQuery): Promise<PageResult<FeedbackAdmin>> {
    const { page, pageSize } = query;
    const builder = this.manager.getRepository(Feedback).createQueryBuilder('f');
    if (query.status) builder.andWhere('f.status = :status', { status: query.status });
    if (query.type) builder.andWhere('f.type = :type', { type: query.type });
    if (query.q) whereAnyContains(builder, ['f.content', 'f.contact'], query.q);
    const [rows, total] = await newestFirstPage(builder, { page, pageSize });
    return { list: await this.toDtos(rows), total, page, pageSize };
  }

  private async load(idText: string): Promise<Feedback> {
    const id = parseRowId(idText);
    const row = id === null ? null : await this.manager.getRepository(Feedback).findOneBy({ id });
    if (!row) throw notFound();
    return row;
  }

  /**
   * An admin's reply: kept with the feedback, sent to a signed-in sender as an in-app message and
   * to the contact address by e-mail.
   */
  async reply(adminId: string, body: FeedbackReplyBody, origin: string): Promise<FeedbackAdmin> {
    const row = await this.load(body.id);
    await this.manager.transaction(async (tx) => {
      await tx
        .getRepository(FeedbackReply)
        .insert({ feedbackId: row.id, adminId, content: body.reply, createdAt: new Date() });
      await tx.getRepository(Feedback).update({ id: row.id }, { status: 'replied' });
      if (row.userId) {
        await sendMessages(
          tx,
          [row.userId],
          'Reply to your feedback',
          `You wrote: "${row.content.slice(0, 200)}"\n\nOur reply:\n${body.reply}\n\n${origin}/feedback`,
        );
      }
    });
    if (row.contact) {
      const link = row.accessKey
        ? `${origin}/feedback?id=${row.id}&key=${row.accessKey}`
        : `${origin}/feedback`;
      await this.deps.mailer.send({
        to: row.contact,
        subject: 'Reply to your feedback',
        text: `You wrote:\n${row.content}\n\nOur reply:\n${body.reply}\n\n${link}`,
      });
    }
    return (await this.toDtos([{ ...row, status: 'replied' }]))[0];
  }

  async updateStatus(idText: string, status: FeedbackStatus): Promise<FeedbackAdmin> {
    const row = await this.load(idText);
    await this.manager.getRepository(Feedback).update({ id: row.id }, { status });
    return (await this.toDtos([{ ...row, status }]))[0];
  }
}
