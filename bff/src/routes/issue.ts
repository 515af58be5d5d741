import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { viewerOf } from '../http/viewer';
import { createNoticeMailer } from '../mail/notice';
import { IssueService } from '../services/community/issue';
import type { RouteModule } from '../types';

const calls = contract.issue;

/** The public issue board and its admin calls. */
export const issueRoutes: RouteModule = (router, deps) => {
  const service = new IssueService({
    dataSource: deps.dataSource,
    store: deps.store,
    mailer: createNoticeMailer(deps.config.smtpUrl, deps.logger),
  });

  route(router, calls.findAll, async ({ body, ctx }) => service.findAll(await viewerOf(ctx), body));
  route(router, calls.find, async ({ params, ctx }) =>
    service.find(await viewerOf(ctx), params.id),
  );
  route(router, calls.similar, async ({ body, ctx }) =>
    service.similar(await viewerOf(ctx), body.q),
  );
  route(router, calls.save, async ({ body, ctx }) =>
    service.save({ ...(await viewerOf(ctx)), id: callerId(ctx), ip: ctx.ip }, body),
  );
  route(router, calls.vote, async ({ body, ctx }) =>
    service.vote({ ...(await viewerOf(ctx)), id: callerId(ctx), ip: ctx.ip }, body.id),
  );
  route(router, calls.comment, async ({ body, ctx }) =>
    service.comment({ ...(await viewerOf(ctx)), id: callerId(ctx), ip: ctx.ip }, body, ctx.origin),
  );
  route(router, calls.notify, ({ body, ctx }) => service.notifySettings(callerId(ctx), body.email));
  route(router, calls.updateStatus, async ({ body, ctx }) =>
    service.updateStatus({ ...(await viewerOf(ctx)), id: callerId(ctx) }, body, ctx.origin),
  );
  route(router, calls.moderate, async ({ body, ctx }) =>
    service.moderate(await viewerOf(ctx), body),
  );
};
