import { z } from 'zod';
import { pageQuerySchema } from './core';

/**
 * What every AI call shares: models, the caller's allowance, the charge of one call and the
 * record of every call. The calls themselves live with their features (text.aiParser,
 * codeGenerate.aiGenerate / models / aiUsage / aiCallPage, template.aiFromExample, admin.aiList);
 * this module is a leaf so that each of them can import it.
 */

/** Business codes of AI calls (HTTP 200, shown as errors). 901/902/903 keep their meaning. */
export const AiCode = {
  /** AI_BASE_URL / AI_MODELS are not set on this server. */
  NOT_CONFIGURED: 1601,
  /** The AI service failed: timeout, down (breaker open), refused the key, unknown model, 5xx. */
  SERVICE_FAILED: 1602,
  /** The model answered, but not in the shape asked for, even after one repair. */
  BAD_ANSWER: 1603,
} as const;

export const AI_NOT_CONFIGURED_MESSAGE = 'AI is not configured on this server';

export const aiKindSchema = z.enum(['parser', 'generate', 'template']);
export type AiKind = z.infer<typeof aiKindSchema>;

/** pending: running; ok; failed (refunded); cancelled (the user stopped it). */
export const aiOutcomeSchema = z.enum(['pending', 'ok', 'failed', 'cancelled']);
export type AiOutcome = z.infer<typeof aiOutcomeSchema>;

export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Credits charged from the VIP balance per call (0: free). */
  price: z.number().int().min(0),
  isDefault: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/** What the caller may still spend today, shown before any AI button is pressed. */
export const aiUsageSchema = z.object({
  configured: z.boolean(),
  vip: z.boolean(),
  /** Calls per UTC day for this caller (free or VIP allowance). */
  dailyLimit: z.number().int().min(0),
  usedToday: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** Credits in the VIP balance ledger. */
  balance: z.number().int().min(0),
  /** Calls per minute before 903. */
  burstPerMinute: z.number().int().min(0),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

/** The charge of one finished call, returned with its result. */
export const aiChargeSchema = z.object({
  callId: z.number().int(),
  model: z.string(),
  charged: z.number().int().min(0),
  balance: z.number().int().min(0),
  remaining: z.number().int().min(0),
});
export type AiCharge = z.infer<typeof aiChargeSchema>;

const modelField = z.string().trim().min(1).max(200).optional();
/**
 * A client-made id for one user action (UUID). Sending the same id again (a network retry, a double
 * click) never charges twice: a finished call answers its recorded result, a running one 903.
 */
const requestIdField = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'requestId holds letters, digits, - and _ only')
  .optional();

/** Fields every AI request body may carry (model: default model when absent). */
export const aiRequestFields = { model: modelField, requestId: requestIdField };

/** Largest free text for the AI parser (characters). */
export const AI_TEXT_MAX_LENGTH = 20_000;
/** Largest instruction for AI generation (characters). */
export const AI_INSTRUCTION_MAX_LENGTH = 4_000;
/** Largest example class for template-from-example (characters). */
export const AI_EXAMPLE_MAX_LENGTH = 50_000;

/** One recorded AI call as its owner sees it. */
export const aiCallSchema = z.object({
  id: z.number().int(),
  kind: aiKindSchema,
  model: z.string(),
  outcome: aiOutcomeSchema,
  /** The user-facing error message of a failed call. */
  error: z.string().nullable(),
  /** The first characters of the input, for recognising the call. */
  summary: z.string(),
  inputChars: z.number().int().min(0),
  outputChars: z.number().int().min(0),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
  latencyMs: z.number().int().min(0).nullable(),
  charged: z.number().int().min(0),
  createdAt: z.string(),
});
export type AiCall = z.infer<typeof aiCallSchema>;

/** The same record for admins, with whose call it was. */
export const aiCallAdminSchema = aiCallSchema.extend({
  userId: z.string(),
  userEmail: z.string().nullable(),
});
export type AiCallAdmin = z.infer<typeof aiCallAdminSchema>;

export const aiCallPageQuery = pageQuerySchema.extend({
  kind: aiKindSchema.optional(),
});
export type AiCallPageQuery = z.input<typeof aiCallPageQuery>;

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .optional();

export const aiListQuery = aiCallPageQuery.extend({
  /** Part of the caller's e-mail address. */
  email: z.string().trim().max(200).optional(),
  model: z.string().trim().max(200).optional(),
  outcome: aiOutcomeSchema.optional(),
  /** UTC days, inclusive. */
  from: dateText,
  to: dateText,
});
export type AiListQuery = z.input<typeof aiListQuery>;
