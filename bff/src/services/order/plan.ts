import type { DataSource } from 'typeorm';
import type { PayOptions, Plan, SavePlanBody } from '../../../../src/contract/sponsor';
import { ORDER_AMOUNT_MAX } from '../../../../src/contract/sponsor';
import { PayPlan } from '../../entities/PayPlan';
import type { OrderService } from '.';
import { SPONSOR_CURRENCY, SPONSOR_PRESETS } from '.';

const toDto = (plan: PayPlan): Plan => ({
  id: plan.id,
  kind: plan.kind,
  name: plan.name,
  amount: plan.amount,
  currency: plan.currency,
  days: plan.days,
  credits: plan.credits,
  active: plan.active,
  sort: plan.sort,
});

export async function findAllPlans(dataSource: DataSource): Promise<Plan[]> {
  const plans = await dataSource
    .getRepository(PayPlan)
    .find({ order: { kind: 'DESC', sort: 'ASC', id: 'ASC' } });
  return plans.map(toDto);
}

/** What the pages offer: the plans and packs on sale, the sponsorship presets and the providers. */
export async function payOptions(
  dataSource: DataSource,
  orders: OrderService,
  ttlMs: number,
): Promise<PayOptions> {
  const onSale = (await findAllPlans(dataSource)).filter((p) => p.active);
  return {
    providers: [...orders.providers.values()].map((p) => ({
      id: p.id,
      test: p.test,
      qr: p.qr,
      currencies: p.currencies,
    })),
    plans: onSale.filter((p) => p.kind === 'vip'),
    packs: onSale.filter((p) => p.kind === 'credits'),
    sponsor: {
      currency: SPONSOR_CURRENCY,
      presets: SPONSOR_PRESETS,
      min: 100,
      max: ORDER_AMOUNT_MAX,
    },
    ttlMinutes: Math.round(ttlMs / 60_000),
  };
}

export async function savePlan(dataSource: DataSource, body: SavePlanBody): Promise<Plan> {
  const repository = dataSource.getRepository(PayPlan);
  await repository.upsert(
    {
      id: body.id,
      kind: body.kind,
      name: body.name,
      amount: body.amount,
      currency: body.currency,
      days: body.kind === 'vip' ? (body.days ?? null) : null,
      credits: body.kind === 'credits' ? (body.credits ?? null) : null,
      active: body.active,
      sort: body.sort,
      updatedAt: new Date(),
    },
    ['id'],
  );
  return toDto(await repository.findOneByOrFail({ id: body.id }));
}

export async function removePlan(
  dataSource: DataSource,
  id: string,
): Promise<{ removed: boolean }> {
  const { affected } = await dataSource.getRepository(PayPlan).delete({ id });
  return { removed: (affected ?? 0) > 0 };
}
