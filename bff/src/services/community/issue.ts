import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { countLinks } from '../../../../src/contract/community';
import { Code, type PageResult } from '../../../../src/contract/core';
import type {
  Issue as IssueDto,
  IssueComment as IssueCommentDto,
  IssueCommentBody,
  IssueDetail,
  IssueModerateBody,
  IssueQuery,
  IssueSaveBody,
  IssueSimilar,
  IssueStatusBody,
  NotifySettings,
} from '../../../../src/contract/issue';
import {
  Issue,
  IssueComment,
  IssueStatusChange,
  IssueSubscriber,
  IssueVote,
  NotifyPref,
} from '../../entities/Issue';
import { User } from '../../entities/User';
import { SYSTEM_AUTHOR_ID } from '../../migrations/communitySeed';
import { AppError, forbidden } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { NoticeMailer } from '../../mail/notice';
import type { KvStore } from '../../store/types';
import { parseRowId, sendMessages } from '../message';
import { checkHoneypot, limitAction } from './limits';
import { whereMatches } from './issueSearch';

/** The author may edit an issue for this long after opening it. */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

const notFound = () => new AppError(Code.NOT_FOUND, 'No such issue', 404);
const invalid = (field: string, text: string) =>
  new AppError(Code.VALIDATION, text, 422, { [field]: text });

const labelsOf = (issue: Issue) => (issue.labels ? issue.labels.split(',') : []);
const MESSAGE_TITLE_MAX = 100;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

interface Who extends Viewer {
  ip: string;
}

export interface IssueServiceDeps {
  dataSource: DataSource;
  store: KvStore;
  mailer: NoticeMailer;
}

export class IssueService {
  constructor(private readonly deps: IssueServiceDeps) {}

  private get manager(): EntityManager {
    return this.deps.dataSource.manager;
  }

  /** What a viewer may see: hidden issues and ones waiting for approval only to admins (and their author). */
  private visible(viewer: Viewer, issue: Issue): boolean {
    if (viewer.admin) return true;
    if (issue.hidden) return false;
    return issue.approved || issue.authorId === viewer.id;
  }

  private async toDtos(viewer: Viewer, issues: Issue[]): Promise<IssueDto[]> {
    if (issues.length === 0) return [];
    const authorIds = [...new Set(issues.map((i) => i.authorId))];
    const users = await this.manager.getRepository(User).findBy({ id: In(authorIds) });
    const byId = new Map(users.map((u) => [u.id, u]));
    const voted = viewer.id
      ? new Set(
          (
            await this.manager
              .getRepository(IssueVote)
              .findBy({ userId: viewer.id, issueId: In(issues.map((i) => i.id)) })
          ).map((v) => v.issueId),
        )
      : new Set<number>();
    const now = Date.now();
    return issues.map((issue) => {
      const author = byId.get(issue.authorId);
      return {
        id: String(issue.id),
        number: issue.id,
        title: issue.title,
        content: issue.content,
        status: issue.status,
        labels: labelsOf(issue),
        votes: issue.votes,
        voted: voted.has(issue.id),
        commentCount: issue.commentCount,
        author: {
          nickname:
            author?.nickname ??
            (issue.authorId === SYSTEM_AUTHOR_ID ? 'Java code generator' : 'Deleted user'),
          avatar: author?.avatar ?? null,
        },
        createdAt: issue.createdAt.toISOString(),
        updatedAt: issue.updatedAt.toISOString(),
        lastActivityAt: issue.lastActivityAt.toISOString(),
        pinned: issue.pinned,
        locked: issue.locked,
        hidden: issue.hidden,
        approved: issue.approved,
        duplicateOf: issue.duplicateOfId === null ? null : String(issue.duplicateOfId),
        editable:
          viewer.admin ||
          (issue.authorId === viewer.id && now - issue.createdAt.getTime() < EDIT_WINDOW_MS),
      };
    });
  }

  private async toDto(viewer: Viewer, issue: Issue): Promise<IssueDto> {
    return (await this.toDtos(viewer, [issue]))[0];
  }

  /** The issue `idText` names when the viewer may see it, else 404. */
  private async load(viewer: Viewer, idText: string, manager = this.manager): Promise<Issue> {
    const id = parseRowId(idText);
    const issue = id === null ? null : await manager.getRepository(Issue).findOneBy({ id });
    if (!issue || !this.visible(viewer, issue)) throw notFound();
    return issue;
  }

  async findAll(viewer: Viewer, query: IssueQuery): Promise<PageResult<IssueDto>> {
    const { page, pageSize } = query;
    const builder = this.manager.getRepository(Issue).createQueryBuilder('i');
    if (query.pending) {
      if (!viewer.admin) throw forbidden();
      builder.andWhere('i.approved = 0');
    } else if (!viewer.admin) {
      builder.andWhere('i.hidden = 0');
      if (viewer.id) {
        builder.andWhere('(i.approved = 1 OR i.authorId = :me)', { me: viewer.id });
      } else {
        builder.andWhere('i.approved = 1');
      }
    }
    if (query.status) builder.andWhere('i.status = :status', { status: query.status });
    if (query.label) {
      const label = query.label;
      builder.andWhere(
        '(i.labels = :label OR i.labels LIKE :lStart OR i.labels LIKE :lEnd OR i.labels LIKE :lMid)',
        { label, lStart: `${label},%`, lEnd: `%,${label}`, lMid: `%,${label},%` },
      );
    }
    if (query.q) whereMatches(builder, query.q, 'all');
    builder.orderBy('i.pinned', 'DESC');
    if (query.sort === 'votes') builder.addOrderBy('i.votes', 'DESC');
    if (query.sort === 'active') builder.addOrderBy('i.lastActivityAt', 'DESC');
    builder
      .addOrderBy('i.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    const [rows, total] = await builder.getManyAndCount();
    return { list: await this.toDtos(viewer, rows), total, page, pageSize };
  }

  /** Up to 5 visible issues sharing a word with `q` (the "similar issues" hint while typing). */
  async similar(viewer: Viewer, q: string): Promise<IssueSimilar[]> {
    const builder = this.manager
      .getRepository(Issue)
      .createQueryBuilder('i')
      .where('i.hidden = 0 AND i.approved = 1');
    if (!whereMatches(builder, q, 'any')) return [];
    const rows = await builder
      .orderBy('i.votes', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .take(5)
      .getMany();
    return rows
      .filter((i) => this.visible(viewer, i))
      .map((i) => ({
        id: String(i.id),
        number: i.id,
        title: i.title,
        status: i.status,
        votes: i.votes,
      }));
  }

  async find(viewer: Viewer, idText: string): Promise<IssueDetail> {
    const issue = await this.load(viewer, idText);
    const comments = await this.manager
      .getRepository(IssueComment)
      .find({ where: { issueId: issue.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const changes = await this.manager
      .getRepository(IssueStatusChange)
      .find({ where: { issueId: issue.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const userIds = [
      ...new Set([...comments.map((c) => c.authorId), ...changes.map((c) => c.byUserId)]),
    ];
    const users =
      userIds.length > 0 ? await this.manager.getRepository(User).findBy({ id: In(userIds) }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const original =
      issue.duplicateOfId === null
        ? null
        : await this.manager.getRepository(Issue).findOneBy({ id: issue.duplicateOfId });
    return {
      ...(await this.toDto(viewer, issue)),
      comments: comments.map((c) => this.commentDto(c, byId.get(c.authorId))),
      history: changes.map((c) => ({
        from: c.fromStatus,
        to: c.toStatus,
        by: byId.get(c.byUserId)?.nickname ?? 'Deleted user',
        at: c.createdAt.toISOString(),
      })),
      duplicateOfTitle: original ? `#${original.id} ${original.title}` : null,
    };
  }

  private commentDto(comment: IssueComment, author: User | undefined): IssueCommentDto {
    return {
      id: String(comment.id),
      content: comment.content,
      author: { nickname: author?.nickname ?? 'Deleted user', avatar: author?.avatar ?? null },
      createdAt: comment.createdAt.toISOString(),
    };
  }

  /** Opens an issue, or edits one the caller may edit (the author within 24 hours, or an admin). */
  async save(who: Who & { id: string }, body: IssueSaveBody): Promise<IssueDto> {
    checkHoneypot(body.website);
    const repository = this.manager.getRepository(Issue);
    if (body.id !== undefined) {
      const issue = await this.load(who, body.id);
      const own = issue.authorId === who.id;
      if (!who.admin && !own) throw forbidden();
      if (!who.admin && Date.now() - issue.createdAt.getTime() >= EDIT_WINDOW_MS) {
        throw new AppError(
          Code.FORBIDDEN,
          'An issue can be edited for 24 hours after opening it',
          403,
        );
      }
      const changes: Partial<Issue> = { updatedAt: new Date() };
      if (body.title !== undefined) changes.title = body.title;
      if (body.content !== undefined) changes.content = body.content;
      await repository.update({ id: issue.id }, changes);
      return this.toDto(who, { ...issue, ...changes });
    }
    await limitAction(this.deps.store, 'issue', { userId: who.id, ip: who.ip });
    const title = body.title as string;
    const content = body.content as string;
    // A first issue with links waits for an admin: the usual shape of link spam.
    let approved = true;
    if (!who.admin && countLinks(`${title}\n${content}`) > 0) {
      const earlier = await repository
        .createQueryBuilder('i')
        .where('i.authorId = :me AND i.approved = 1', { me: who.id })
        .getCount();
      approved = earlier > 0;
    }
    const now = new Date();
    const issue = await this.manager.transaction(async (tx) => {
      const values: Omit<Issue, 'id'> = {
        title,
        content,
        status: 'open',
        labels: (body.labels ?? []).join(','),
        authorId: who.id,
        votes: 0,
        commentCount: 0,
        pinned: false,
        locked: false,
        hidden: false,
        approved,
        duplicateOfId: null,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      };
      // A copy goes in: on MariaDB the insert writes raw column values back into its argument.
      const result = await tx.getRepository(Issue).insert({ ...values });
      const created: Issue = { ...values, id: Number(result.identifiers[0].id) };
      await tx.getRepository(IssueSubscriber).insert({ issueId: created.id, userId: who.id });
      return created;
    });
    return this.toDto(who, issue);
  }

  /** Toggles the caller's vote: one per user, counted in the same transaction. */
  async vote(
    who: Who & { id: string },
    idText: string,
  ): Promise<{ votes: number; voted: boolean }> {
    await limitAction(this.deps.store, 'vote', { userId: who.id, ip: who.ip });
    const issue = await this.load(who, idText);
    return this.manager.transaction(async (tx) => {
      const votes = tx.getRepository(IssueVote);
      const existing = await votes.findOneBy({ issueId: issue.id, userId: who.id });
      if (existing) {
        await votes.delete({ issueId: issue.id, userId: who.id });
      } else {
        await votes.insert({ issueId: issue.id, userId: who.id, createdAt: new Date() });
        await this.subscribe(tx, issue.id, [who.id]);
      }
      const count = await votes.countBy({ issueId: issue.id });
      await tx.getRepository(Issue).update({ id: issue.id }, { votes: count });
      return { votes: count, voted: !existing };
    });
  }

  async comment(
    who: Who & { id: string },
    body: IssueCommentBody,
    origin: string,
  ): Promise<IssueCommentDto> {
    checkHoneypot(body.website);
    const issue = await this.load(who, body.id);
    if (issue.locked && !who.admin) {
      throw new AppError(Code.FORBIDDEN, 'This issue is locked: no new comments', 403);
    }
    await limitAction(this.deps.store, 'comment', { userId: who.id, ip: who.ip });
    const now = new Date();
    const comment = await this.manager.transaction(async (tx) => {
      const values = { issueId: issue.id, authorId: who.id, content: body.content, createdAt: now };
      const result = await tx.getRepository(IssueComment).insert({ ...values });
      const created: IssueComment = { ...values, id: Number(result.identifiers[0].id) };
      const count = await tx.getRepository(IssueComment).countBy({ issueId: issue.id });
      await tx
        .getRepository(Issue)
        .update({ id: issue.id }, { commentCount: count, lastActivityAt: now });
      await this.subscribe(tx, issue.id, [who.id]);
      return created;
    });
    const author = await this.manager.getRepository(User).findOneBy({ id: who.id });
    await this.notify(issue, who.id, {
      title: `New comment on #${issue.id} ${issue.title}`,
      content: `${author?.nickname ?? 'Someone'} commented on #${issue.id} "${issue.title}":\n\n${clip(body.content, 1000)}`,
      link: `${origin}/issues/${issue.id}`,
    });
    return this.commentDto(comment, author ?? undefined);
  }

  /** Reads or sets whether the user also gets issue news by e-mail. */
  async notifySettings(userId: string, email: boolean | undefined): Promise<NotifySettings> {
    const repository = this.manager.getRepository(NotifyPref);
    if (email !== undefined) {
      await repository.upsert({ userId, email }, ['userId']);
      return { email };
    }
    return { email: (await repository.findOneBy({ userId }))?.email ?? false };
  }

  /**
   * An admin's status change, kept in the history, heard by every subscriber. `duplicate` points
   * at the original and moves the votes (a user who voted for both keeps one) and the subscribers.
   */
  async updateStatus(
    admin: Viewer & { id: string },
    body: IssueStatusBody,
    origin: string,
  ): Promise<IssueDto> {
    const issue = await this.load(admin, body.id);
    let original: Issue | null = null;
    if (body.status === 'duplicate') {
      const originalId = parseRowId(body.duplicateOf ?? '');
      original =
        originalId === null
          ? null
          : await this.manager.getRepository(Issue).findOneBy({ id: originalId });
      if (!original) throw invalid('duplicateOf', 'No such original issue');
      if (original.id === issue.id)
        throw invalid('duplicateOf', 'An issue cannot duplicate itself');
      if (original.duplicateOfId !== null) {
        throw invalid('duplicateOf', `#${original.id} is itself a duplicate: choose its original`);
      }
    }
    const now = new Date();
    const from = issue.status;
    await this.manager.transaction(async (tx) => {
      if (original) await this.merge(tx, issue.id, original.id, now);
      await tx.getRepository(Issue).update(
        { id: issue.id },
        {
          status: body.status,
          duplicateOfId: original ? original.id : null,
          lastActivityAt: now,
          updatedAt: now,
          ...(original ? { votes: 0 } : {}),
        },
      );
      if (from !== body.status) {
        await tx.getRepository(IssueStatusChange).insert({
          issueId: issue.id,
          fromStatus: from,
          toStatus: body.status,
          byUserId: admin.id,
          createdAt: now,
        });
      }
    });
    if (from !== body.status) {
      const suffix = original ? ` of #${original.id} "${original.title}"` : '';
      await this.notify(
        issue,
        admin.id,
        {
          title: `#${issue.id} is now ${body.status}`,
          content: `The status of #${issue.id} "${issue.title}" changed from ${from} to ${body.status}${suffix}.`,
          link: `${origin}/issues/${original ? original.id : issue.id}`,
        },
        // Subscribers moved to the original before the message goes out.
        original?.id,
      );
    }
    const updated = await this.manager.getRepository(Issue).findOneByOrFail({ id: issue.id });
    return this.toDto(admin, updated);
  }

  /** Moves the duplicate's votes and subscribers to the original, without double votes. */
  private async merge(
    tx: EntityManager,
    duplicateId: number,
    originalId: number,
    now: Date,
  ): Promise<void> {
    const votes = tx.getRepository(IssueVote);
    const moved = await votes.findBy({ issueId: duplicateId });
    const already = new Set(
      (
        await votes.findBy({
          issueId: originalId,
          userId: In(moved.map((v) => v.userId).concat([''])),
        })
      ).map((v) => v.userId),
    );
    const fresh = moved.filter((v) => !already.has(v.userId));
    if (fresh.length > 0) {
      await votes.insert(
        fresh.map((v) => ({ issueId: originalId, userId: v.userId, createdAt: v.createdAt })),
      );
    }
    await votes.delete({ issueId: duplicateId });
    const subscribers = await tx.getRepository(IssueSubscriber).findBy({ issueId: duplicateId });
    await this.subscribe(
      tx,
      originalId,
      subscribers.map((s) => s.userId),
    );
    const count = await votes.countBy({ issueId: originalId });
    await tx.getRepository(Issue).update({ id: originalId }, { votes: count, lastActivityAt: now });
  }

  async moderate(admin: Viewer, body: IssueModerateBody): Promise<IssueDto> {
    const issue = await this.load(admin, body.id);
    const changes: Partial<Issue> = {};
    if (body.labels !== undefined) changes.labels = body.labels.join(',');
    if (body.pinned !== undefined) changes.pinned = body.pinned;
    if (body.locked !== undefined) changes.locked = body.locked;
    if (body.hidden !== undefined) changes.hidden = body.hidden;
    if (body.approved !== undefined) changes.approved = body.approved;
    if (Object.keys(changes).length > 0) {
      await this.manager.getRepository(Issue).update({ id: issue.id }, changes);
    }
    return this.toDto(admin, { ...issue, ...changes });
  }

  /** Adds subscribers that are not subscribed yet. */
  private async subscribe(tx: EntityManager, issueId: number, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    const repository = tx.getRepository(IssueSubscriber);
    const existing = new Set(
      (await repository.findBy({ issueId, userId: In(userIds) })).map((s) => s.userId),
    );
    const fresh = [...new Set(userIds)].filter((id) => !existing.has(id));
    if (fresh.length > 0) await repository.insert(fresh.map((userId) => ({ issueId, userId })));
  }

  /**
   * Tells the subscribers of `issue` (or of `subscribersOf`), but not the one who acted: an in-app
   * message each, and an e-mail to those who chose e-mail.
   */
  private async notify(
    issue: Issue,
    actorId: string,
    notice: { title: string; content: string; link: string },
    subscribersOf = issue.id,
  ): Promise<void> {
    const subscribers = await this.manager
      .getRepository(IssueSubscriber)
      .findBy({ issueId: subscribersOf });
    const userIds = subscribers.map((s) => s.userId).filter((id) => id !== actorId);
    if (userIds.length === 0) return;
    const content = `${notice.content}\n\n${notice.link}`;
    await sendMessages(this.manager, userIds, clip(notice.title, MESSAGE_TITLE_MAX), content);
    const optedIn = await this.manager
      .getRepository(NotifyPref)
      .createQueryBuilder('p')
      .where('p.userId IN (:...userIds) AND p.email = 1', { userIds })
      .getMany();
    if (optedIn.length === 0) return;
    const users = await this.manager
      .getRepository(User)
      .findBy({ id: In(optedIn.map((p) => p.userId)) });
    for (const user of users) {
      await this.deps.mailer.send({ to: user.email, subject: notice.title, text: content });
    }
  }
}
