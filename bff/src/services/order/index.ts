import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { type DataSource, type EntityManager, LessThan } from 'typeorm';
import { Code } from '../../../../src/contract/core';
import {
  PayCode,
  type CreatedOrder,
  type CreateOrderBody,
  type OrderCheck,
  type ProviderId,
} from '../../../../src/contract/sponsor';
import type { Config } from '../../config';
import { PayOrder } from '../../entities/PayOrder';
import { PayPlan } from '../../entities/PayPlan';
import { AppError } from '../../errors';
import { createProviders } from '../pay';
import {
  CallbackRejected,
  type CallbackAnswer,
  type PaidReport,
  type PayProvider,
  type ProviderOrder,
} from '../pay/provider';
import { recordEvent } from '../usage';
import { creditBalance, extendVip, shortenVip, takeBackCredits } from '../vip';

export const VIP_LEVEL = 'vip';

const notFound = () => new AppError(Code.NOT_FOUND, 'No such order', 404);
const badState = (message: string) => new AppError(PayCode.BAD_STATE, message);
const providerFailed = () =>
  new AppError(
    PayCode.PROVIDER_FAILED,
    'The payment service could not be reached or refused the request; nothing was charged. Please try again',
  );
export const notConfigured = (provider?: string) =>
  new AppError(
    PayCode.NOT_CONFIGURED,
    provider
      ? `Payment by ${provider} is not available on this server`
      : 'Payments are not configured on this server',
  );

/** Why a callback or a trade query was not taken as a payment. */
export class PaymentRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentRefused';
  }
}

export type SettleOutcome = 'paid' | 'repeat';

export const toProviderOrder = (order: PayOrder): ProviderOrder => ({
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  title: order.title,
  expiresAt: order.expiresAt,
  providerRef: order.providerRef,
  tradeNo: order.tradeNo,
});

export const toCheck = (order: PayOrder): OrderCheck => ({
  orderId: order.id,
  status: order.status,
  amount: order.amount,
  currency: order.currency,
  ...(order.paidAt ? { paidAt: order.paidAt.toISOString() } : {}),
});

interface OrderDeps {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
}

/** The sponsorship amounts offered on the page, in minor units. */
export const SPONSOR_PRESETS = [500, 1000, 2000, 5000, 10000];
export const SPONSOR_CURRENCY = 'CNY';

/**
 * The one order state machine: pending → paid | closed | expired, paid → refunded. Every change is
 * a conditional UPDATE (`WHERE status = <from>`) in a transaction, and a payment's grant commits in
 * the same transaction, so a repeated callback, a callback racing a status check or two servers
 * settling the same order grant exactly once.
 */
export class OrderService {
  readonly providers: Map<ProviderId, PayProvider>;
  private readonly lastQuery = new Map<string, number>();

  constructor(
    private readonly deps: OrderDeps,
    providers?: Map<ProviderId, PayProvider>,
  ) {
    this.providers = providers ?? createProviders(deps.config.payments);
  }

  private get repo() {
    return this.deps.dataSource.getRepository(PayOrder);
  }

  private get log() {
    return this.deps.logger;
  }

  provider(id: ProviderId): PayProvider {
    const provider = this.providers.get(id);
    if (!provider) throw this.providers.size === 0 ? notConfigured() : notConfigured(id);
    return provider;
  }

  async create(body: CreateOrderBody, userId: string | null): Promise<CreatedOrder> {
    const provider = this.provider(body.provider);
    const now = new Date();
    const order: PayOrder = {
      id: randomBytes(16).toString('hex'),
      userId,
      kind: body.kind,
      provider: provider.id,
      status: 'pending',
      amount: 0,
      currency: SPONSOR_CURRENCY,
      planId: null,
      grantDays: null,
      grantCredits: null,
      title: '',
      displayName: body.anonymous ? '' : (body.displayName ?? ''),
      message: body.message ?? '',
      anonymous: body.anonymous ?? false,
      providerRef: null,
      tradeNo: null,
      qrCode: null,
      payUrl: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.config.payments.orderTtlMs),
      paidAt: null,
      closedAt: null,
      refundedAt: null,
    };
    if (body.kind === 'sponsor') {
      order.amount = body.amount ?? 0;
      order.currency = body.currency ?? SPONSOR_CURRENCY;
      order.title = 'Sponsorship';
    } else {
      if (!userId) throw new AppError(Code.NOT_SIGNED_IN, 'Please sign in first');
      const plan = await this.deps.dataSource
        .getRepository(PayPlan)
        .findOneBy({ id: body.planId ?? '', kind: body.kind === 'vip' ? 'vip' : 'credits' });
      if (!plan?.active) {
        throw new AppError(PayCode.NO_SUCH_PLAN, 'This plan is not on sale any more');
      }
      Object.assign(order, {
        amount: plan.amount,
        currency: plan.currency,
        planId: plan.id,
        grantDays: plan.kind === 'vip' ? plan.days : null,
        grantCredits: plan.kind === 'credits' ? plan.credits : null,
        title: plan.name,
      });
    }
    if (!provider.currencies.includes(order.currency)) {
      throw new AppError(
        Code.VALIDATION,
        `${provider.id} takes ${provider.currencies.join(', ')} only`,
        422,
        { currency: `${provider.id} takes ${provider.currencies.join(', ')} only` },
      );
    }
    await this.repo.insert(order);
    const publicUrl = this.deps.config.payments.publicUrl ?? '';
    let created;
    try {
      created = await provider.create(toProviderOrder(order), {
        notifyUrl: `${publicUrl}/pay/notify/${provider.id}`,
        returnUrl: `${publicUrl}${order.kind === 'sponsor' ? '/sponsor' : '/user'}?order=${order.id}`,
      });
    } catch (err) {
      this.log.error({ err, orderId: order.id, provider: provider.id }, 'payment: create failed');
      await this.repo.update(
        { id: order.id, status: 'pending' },
        { status: 'closed', closedAt: new Date() },
      );
      throw providerFailed();
    }
    await this.repo.update(order.id, {
      qrCode: created.qrCode ?? null,
      payUrl: created.payUrl ?? null,
      providerRef: created.providerRef ?? null,
    });
    this.log.info(
      { orderId: order.id, kind: order.kind, provider: provider.id, amount: order.amount },
      'payment: order created',
    );
    return {
      orderId: order.id,
      kind: order.kind,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      provider: provider.id,
      ...(created.qrCode ? { qrCode: created.qrCode } : {}),
      ...(created.payUrl ? { payUrl: created.payUrl } : {}),
      expiresAt: order.expiresAt.toISOString(),
    };
  }

  async find(orderId: string): Promise<PayOrder> {
    const order = await this.repo.findOneBy({ id: orderId });
    if (!order) throw notFound();
    return order;
  }

  /**
   * Answers from the database; a pending order older than a few seconds is first asked of its
   * provider (at most once per few seconds per order), so a lost callback does not leave it pending.
   */
  async check(orderId: string): Promise<OrderCheck> {
    let order = await this.find(orderId);
    const now = Date.now();
    if (order.status === 'pending') {
      const { queryAfterMs } = this.deps.config.payments;
      const last = this.lastQuery.get(order.id) ?? 0;
      if (now - order.createdAt.getTime() >= queryAfterMs && now - last >= queryAfterMs) {
        this.lastQuery.set(order.id, now);
        await this.askProvider(order);
      }
      order = await this.find(orderId);
      if (order.status === 'pending' && order.expiresAt.getTime() <= now) {
        await this.expire(order);
        order = await this.find(orderId);
      }
    }
    if (order.status !== 'pending') this.lastQuery.delete(order.id);
    return toCheck(order);
  }

  /** Settles the order when its provider says it is paid; answers whether it did. */
  private async askProvider(order: PayOrder): Promise<boolean> {
    const provider = this.providers.get(order.provider);
    if (!provider) return false;
    try {
      const result = await provider.query(toProviderOrder(order));
      if (result.status !== 'paid') return false;
      await this.settle(provider, result.paid, 'query');
      return true;
    } catch (err) {
      this.log.warn({ err, orderId: order.id, provider: order.provider }, 'payment: query failed');
      return false;
    }
  }

  /**
   * Marks the order paid and grants what it bought, in one transaction, once. Refuses (and logs)
   * a report whose order, provider, amount, currency or app id differs from ours.
   */
  async settle(provider: PayProvider, report: PaidReport, source: string): Promise<SettleOutcome> {
    const order = await this.repo.findOneBy({ id: report.orderId });
    const refuse = (reason: string): never => {
      this.log.warn(
        { orderId: report.orderId, provider: provider.id, source, report, reason },
        'payment: report refused',
      );
      throw new PaymentRefused(reason);
    };
    if (!order) return refuse('no such order');
    if (order.provider !== provider.id) return refuse('the order is paid through another provider');
    if (report.amount !== order.amount) return refuse('the amount differs from the order');
    if (report.currency.toUpperCase() !== order.currency) {
      return refuse('the currency differs from the order');
    }
    if (provider.appId !== null && report.appId !== provider.appId) {
      return refuse('the app id differs from ours');
    }
    const changed = await this.deps.dataSource.transaction(async (tx) => {
      const { affected } = await tx
        .getRepository(PayOrder)
        .update(
          { id: order.id, status: 'pending' },
          { status: 'paid', paidAt: new Date(), tradeNo: report.tradeNo },
        );
      if (!affected) return false;
      await grant(tx, order);
      return true;
    });
    if (changed) {
      this.log.info(
        { orderId: order.id, provider: provider.id, source, amount: order.amount },
        'payment: order paid',
      );
      // Counted once, after the commit: a repeated callback ends in 'repeat' below.
      recordEvent(this.deps.dataSource, {
        type: 'order',
        userId: order.userId,
        kind: order.kind,
        currency: order.currency,
        amount: order.amount,
      });
      return 'paid';
    }
    const now = await this.find(order.id);
    if (now.status === 'paid' || now.status === 'refunded') {
      if (now.tradeNo !== report.tradeNo) {
        this.log.error(
          { orderId: order.id, tradeNo: report.tradeNo, kept: now.tradeNo },
          'payment: a second payment for one order; refund it at the provider',
        );
      }
      return 'repeat';
    }
    this.log.error(
      { orderId: order.id, status: now.status, source },
      'payment: paid after the order was closed or expired; refund it at the provider',
    );
    throw new PaymentRefused(`the order is ${now.status}`);
  }

  /** A provider's callback: signature first, then the payment, answered in the provider's format. */
  async handleCallback(
    providerId: string,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CallbackAnswer | null> {
    const provider = this.providers.get(providerId as ProviderId);
    if (!provider) return null;
    let event;
    try {
      event = await provider.verifyCallback(raw, headers);
    } catch (err) {
      if (!(err instanceof CallbackRejected)) throw err;
      this.log.warn({ provider: provider.id, reason: err.message }, 'payment: callback rejected');
      return provider.refused(err.message);
    }
    if (event.kind === 'ignored') return provider.accepted();
    try {
      await this.settle(provider, event.paid, 'callback');
      return provider.accepted();
    } catch (err) {
      if (err instanceof PaymentRefused) return provider.refused(err.message);
      throw err;
    }
  }

  /** The holder of a visitor's order id, or the owner of a user's order, cancels it. */
  async close(orderId: string, callerId: string | null): Promise<OrderCheck> {
    const order = await this.find(orderId);
    if (order.userId !== null && order.userId !== callerId) throw notFound();
    if (order.status !== 'pending') return toCheck(order);
    await this.endPending(order, 'closed');
    return toCheck(await this.find(orderId));
  }

  /** Ends a pending order: a last look at the provider (it may be paid), then its checkout closes. */
  private async endPending(order: PayOrder, status: 'closed' | 'expired'): Promise<void> {
    const provider = this.providers.get(order.provider);
    if (provider) {
      if (await this.askProvider(order)) return;
      try {
        await provider.close(toProviderOrder(order));
      } catch (err) {
        this.log.warn({ err, orderId: order.id }, 'payment: closing at the provider failed');
        if (status === 'closed') throw providerFailed();
        // Expiry tries again on the next run.
        return;
      }
    }
    await this.repo.update({ id: order.id, status: 'pending' }, { status, closedAt: new Date() });
  }

  private expire(order: PayOrder): Promise<void> {
    return this.endPending(order, 'expired');
  }

  /** Expires pending orders past their time (the job); answers how many it looked at. */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.repo.find({
      where: { status: 'pending', expiresAt: LessThan(now) },
      order: { expiresAt: 'ASC' },
      take: 100,
    });
    for (const order of due) await this.expire(order);
    return due.length;
  }

  /**
   * Refunds a paid order in full through its provider, then marks it refunded and takes back what
   * it granted (VIP days, unspent credits) in one transaction. A repeat is a no-op.
   */
  async refund(orderId: string): Promise<PayOrder> {
    const order = await this.find(orderId);
    if (order.status === 'refunded') return order;
    if (order.status !== 'paid') throw badState('Only a paid order can be refunded');
    const provider = this.providers.get(order.provider);
    if (!provider) throw notConfigured(order.provider);
    try {
      await provider.refund(toProviderOrder(order), `${order.id}r`);
    } catch (err) {
      this.log.error({ err, orderId }, 'payment: refund failed at the provider');
      throw providerFailed();
    }
    await this.deps.dataSource.transaction(async (tx) => {
      const { affected } = await tx
        .getRepository(PayOrder)
        .update({ id: order.id, status: 'paid' }, { status: 'refunded', refundedAt: new Date() });
      if (affected) await revoke(tx, order);
    });
    this.log.info({ orderId, provider: order.provider, amount: order.amount }, 'payment: refunded');
    return this.find(orderId);
  }

  /** Runs expireDue every PAY_EXPIRY_INTERVAL_SECONDS; answers the stop function. */
  startExpiryJob(): () => void {
    const every = this.deps.config.payments.expiryIntervalMs;
    if (every <= 0) return () => undefined;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.expireDue()
        .catch((err: unknown) => this.log.error({ err }, 'payment: expiry job failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    return () => clearInterval(timer);
  }
}

async function grant(tx: EntityManager, order: PayOrder): Promise<void> {
  if (!order.userId) return;
  if (order.kind === 'vip' && order.grantDays) {
    await extendVip(tx, order.userId, VIP_LEVEL, order.grantDays);
  }
  if (order.kind === 'credits' && order.grantCredits) {
    await creditBalance(tx, order.userId, order.grantCredits, `order ${order.id}`);
  }
}

async function revoke(tx: EntityManager, order: PayOrder): Promise<void> {
  if (!order.userId) return;
  if (order.kind === 'vip' && order.grantDays) {
    await shortenVip(tx, order.userId, order.grantDays);
  }
  if (order.kind === 'credits' && order.grantCredits) {
    await takeBackCredits(tx, order.userId, order.grantCredits, `refund of order ${order.id}`);
  }
}

const services = new WeakMap<DataSource, OrderService>();

/** The app's one order service (one set of provider clients per data source). */
export function orderServiceOf(deps: OrderDeps): OrderService {
  let service = services.get(deps.dataSource);
  if (!service) {
    service = new OrderService(deps);
    services.set(deps.dataSource, service);
  }
  return service;
}
