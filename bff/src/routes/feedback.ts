import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { viewerOf } from '../http/viewer';
import { createNoticeMailer } from '../mail/notice';
import { FeedbackService } from '../services/community/feedback';
import type { RouteModule } from '../types';

const calls = contract.feedback;

/** Feedback from anyone, and the admin's queue and replies. */
export const feedbackRoutes: RouteModule = (router, deps) => {
  const service = new FeedbackService({
    dataSource: deps.dataSource,
    store: deps.store,
    mailer: createNoticeMailer(deps.config.smtpUrl, deps.logger),
  });

  route(router, calls.save, async ({ body, ctx }) =>
    service.save({ ...(await viewerOf(ctx)), ip: ctx.ip }, body),
  );
  route(router, calls.findAll, async ({ body, ctx }) => service.findOwn(await viewerOf(ctx), body));
  route(router, calls.adminFindPage, ({ body }) => service.adminFindPage(body));
  route(router, calls.reply, ({ body, ctx }) => service.reply(callerId(ctx), body, ctx.origin));
  route(router, calls.updateStatus, ({ body }) => service.updateStatus(body.id, body.status));
};
