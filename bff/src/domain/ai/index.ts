/**
 * The AI engine: an OpenAI-compatible client with time-outs, retries and a circuit breaker, the
 * prompts, and the pure work around the model's answers (tables, files, templates). No Koa, no
 * database: the service (bff/src/services/ai/index.ts) adds quotas, charging and the record of each call.
 */
export { createBreaker, type Breaker, type BreakerOptions } from './breaker';
export {
  createAiClient,
  type AiClient,
  type AiClientOptions,
  type AiCompleteRequest,
  type AiCompletion,
  type AiJsonSchema,
  type AiMessage,
  type AiStreamRequest,
} from './client';
export {
  AiError,
  cleanServiceText,
  SERVICE_FAILURES,
  toAiError,
  type AiErrorCode,
  type AiErrorContext,
  type AiErrorReason,
} from './errors';
export { splitFiles } from './files';
export {
  addUsage,
  BAD_TABLES_MESSAGE,
  parseWithRepair,
  TABLES_SCHEMA_NAME,
  tablesJsonSchema,
  toTables,
  type AiParseOutcome,
  type AiTablesAnswer,
} from './parseAnswer';
export {
  generateMessages,
  parserMessages,
  repairMessages,
  templateMessages,
  type GeneratePromptInput,
  type TemplatePromptInput,
} from './prompts';
export {
  BAD_TEMPLATE_MESSAGE,
  proposeTemplate,
  TEMPLATE_SCHEMA_NAME,
  templateJsonSchema,
  type ProposeTemplateInput,
  type ProposeTemplateOutcome,
  type TemplateProposal,
} from './templateFromExample';
