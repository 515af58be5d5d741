import { z } from 'zod';

/** Shapes of the statistics call (ARCHITECTURE.md "Pinned …": Statistics). Days are UTC days. */

/** The longest range one call reads. */
export const STATISTICS_MAX_DAYS = 366;

const dayText = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} is not a calendar date`);

export const statisticsQuery = z
  .object({ from: dayText('From').optional(), to: dayText('To').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must not be after To',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <
        STATISTICS_MAX_DAYS,
    { message: `A range is at most ${STATISTICS_MAX_DAYS} days`, path: ['to'] },
  );
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

/** Currency code → amount in minor units (fen, cents). */
export const revenueSchema = z.record(z.string(), z.number().int());
export type Revenue = z.infer<typeof revenueSchema>;

export const statisticsTotalsSchema = z.object({
  /** Accounts that existed at the end of `to`. */
  users: z.number().int().min(0),
  newUsers: z.number().int().min(0),
  /** Distinct signed-in users who did anything recorded in the range. */
  activeUsers: z.number().int().min(0),
  signIns: z.number().int().min(0),
  parses: z.number().int().min(0),
  parseFailures: z.number().int().min(0),
  generations: z.number().int().min(0),
  aiCalls: z.number().int().min(0),
  aiTokens: z.number().int().min(0),
  zipDownloads: z.number().int().min(0),
  orders: z.number().int().min(0),
  revenue: revenueSchema,
  serverErrors: z.number().int().min(0),
});
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

export const statisticsDaySchema = statisticsTotalsSchema
  .omit({ users: true })
  .extend({ date: z.string() });
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

export const topEntrySchema = z.object({ name: z.string(), count: z.number().int().min(0) });
export type TopEntry = z.infer<typeof topEntrySchema>;

export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: statisticsTotalsSchema,
  /** The same totals for the range of equal length just before `from`. */
  previous: statisticsTotalsSchema,
  daily: z.array(statisticsDaySchema),
  top: z.object({
    inputTypes: z.array(topEntrySchema),
    dialects: z.array(topEntrySchema),
    templates: z.array(topEntrySchema),
    aiModels: z.array(topEntrySchema),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
