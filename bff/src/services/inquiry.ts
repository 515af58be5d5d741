import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Code, type PageResult } from '../../../src/contract/core';
import type {
  Inquiry as InquiryDto,
  InquiryAdminQuery,
  InquirySaveBody,
  InquiryStatus,
} from '../../../src/contract/inquiry';
import { whereAnyContains } from '../db/like';
import { Inquiry } from '../entities/Inquiry';
import { User } from '../entities/User';
import { AppError } from '../errors';
import type { Viewer } from '../http/viewer';
import type { NoticeMailer } from '../mail/notice';
import type { KvStore } from '../store/types';
import { checkHoneypot, limitAction } from './community/limits';
import { parseRowId, sendMessages } from './message';
import { newestFirstPage } from '../db/paging';

const notFound = () => new AppError(Code.NOT_FOUND, 'No such inquiry', 404);

export interface InquiryServiceDeps {
  dataSource: DataSource;
  store: KvStore;
  mailer: NoticeMailer;
  /** ADMIN_EMAILS: these addresses hear of every inquiry, with or without an account. */
  adminEmails: string[];
}

/** The lines of an inquiry as the e-mails and the admins' message show them. */
function summary(row: Inquiry): string {
  return [
    `Name: ${row.name}`,
    `E-mail: ${row.email}`,
    `Company: ${row.company ?? '-'}`,
    `Budget: ${row.budget ?? '-'}`,
    `Timeline: ${row.timeline ?? '-'}`,
    '',
    row.description,
  ].join('\n');
}

export class InquiryService {
  constructor(private readonly deps: InquiryServiceDeps) {}

  private get manager() {
    return this.deps.dataSource.manager;
  }

  private async toDtos(rows: Inquiry[]): Promise<InquiryDto[]> {
    const senderIds = rows.map((r) => r.userId).filter((id): id is string => id !== null);
    const users =
      senderIds.length > 0
        ? await this.manager.getRepository(User).findBy({ id: In(senderIds) })
        : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((row) => {
      const sender = row.userId ? byId.get(row.userId) : undefined;
      return {
        id: String(row.id),
        name: row.name,
        email: row.email,
        company: row.company,
        budget: row.budget,
        timeline: row.timeline,
        description: row.description,
        attachments: row.attachments ? row.attachments.split(' ') : [],
        status: row.status,
        sender: sender ? { nickname: sender.nickname, email: sender.email } : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** Accounts that are admins: by role, or by an address in ADMIN_EMAILS. */
  private async admins(): Promise<User[]> {
    const repository = this.manager.getRepository(User);
    const byRole = await repository.findBy({ role: 'admin' });
    const byEmail =
      this.deps.adminEmails.length > 0
        ? await repository.findBy({ email: In(this.deps.adminEmails) })
        : [];
    return [...new Map([...byRole, ...byEmail].map((u) => [u.id, u])).values()];
  }

  /**
   * Stores the inquiry, then tells the admins (in-app message and e-mail) and acknowledges it to
   * the sender by e-mail. Mail failures are logged by the mailer, never lost inquiries.
   */
  async save(
    who: Viewer & { ip: string },
    body: InquirySaveBody,
    origin: string,
  ): Promise<{ id: string }> {
    checkHoneypot(body.website);
    await limitAction(this.deps.store, 'inquiry', { userId: who.id, ip: who.ip });
    const now = new Date();
    const values = {
      userId: who.id,
      name: body.name,
      email: body.email,
      company: body.company ?? null,
      budget: body.budget ?? null,
      timeline: body.timeline ?? null,
      description: body.description,
      attachments: (body.attachments ?? []).join(' '),
      status: 'new' as const,
      createdAt: now,
      updatedAt: now,
    };
    const result = await this.manager.getRepository(Inquiry).insert({ ...values });
    const row: Inquiry = { ...values, id: Number(result.identifiers[0].id) };
    const attachments = row.attachments
      ? `\n\nAttachments:\n${row.attachments
          .split(' ')
          .map((url) => `${origin}${url}`)
          .join('\n')}`
      : '';
    const admins = await this.admins();
    const title = `New inquiry from ${row.name}`;
    const details = `${summary(row)}${attachments}\n\n${origin}/admin/inquiries`;
    await sendMessages(
      this.manager,
      admins.map((a) => a.id),
      title,
      details,
    );
    const adminAddresses = new Set([
      ...this.deps.adminEmails,
      ...admins.map((a) => a.email.toLowerCase()),
    ]);
    // The mailer logs a failed send and never throws, so one bad address cannot stop the rest.
    await Promise.all([
      ...[...adminAddresses].map((to) =>
        this.deps.mailer.send({ to, subject: title, text: details }),
      ),
      this.deps.mailer.send({
        to: row.email,
        subject: 'We received your inquiry',
        text: [
          `Hello ${row.name},`,
          '',
          'Thank you for your inquiry. We read every one and will answer you at this address, usually within two working days.',
          '',
          'What you sent:',
          summary(row),
          '',
          `${origin}/software-dev`,
        ].join('\n'),
      }),
    ]);
    return { id: String(row.id) };
  }

  async adminFindPage(query: InquiryAdminQuery): Promise<PageResult<InquiryDto>> {
    const { page, pageSize } = query;
    const builder = this.manager.getRepository(Inquiry).createQueryBuilder('i');
    if (query.status) builder.andWhere('i.status = :status', { status: query.status });
    if (query.q) {
      whereAnyContains(builder, ['i.name', 'i.email', 'i.company', 'i.description'], query.q);
    }
    const [rows, total] = await newestFirstPage(builder, { page, pageSize });
    return { list: await this.toDtos(rows), total, page, pageSize };
  }

  async updateStatus(idText: string, status: InquiryStatus): Promise<InquiryDto> {
    const id = parseRowId(idText);
    const repository = this.manager.getRepository(Inquiry);
    const row = id === null ? null : await repository.findOneBy({ id });
    if (!row) throw notFound();
    const updatedAt = new Date();
    await repository.update({ id: row.id }, { status, updatedAt });
    return (await this.toDtos([{ ...row, status, updatedAt }]))[0];
  }
}
