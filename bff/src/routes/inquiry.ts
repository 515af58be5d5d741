import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { viewerOf } from '../http/viewer';
import { createNoticeMailer } from '../mail/notice';
import { InquiryService } from '../services/inquiry';
import type { RouteModule } from '../types';

const calls = contract.inquiry;

/** Software-development inquiries from anyone, and the admins' list with statuses. */
export const inquiryRoutes: RouteModule = (router, deps) => {
  const service = new InquiryService({
    dataSource: deps.dataSource,
    store: deps.store,
    mailer: createNoticeMailer(deps.config.smtpUrl, deps.logger),
    adminEmails: deps.config.adminEmails,
  });

  route(router, calls.save, async ({ body, ctx }) =>
    service.save({ ...(await viewerOf(ctx)), ip: ctx.ip }, body, ctx.origin),
  );
  route(router, calls.adminFindPage, ({ body }) => service.adminFindPage(body));
  route(router, calls.updateStatus, ({ body }) => service.updateStatus(body.id, body.status));
};
