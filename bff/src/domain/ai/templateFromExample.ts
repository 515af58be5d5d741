import { z } from 'zod';
import type { AiTokenUsage } from '../../../../src/contract/codeGenerate';
import {
  type CodeLanguage,
  codeLanguageSchema,
  TEMPLATE_FILE_MAX_LENGTH,
  type TemplateError,
} from '../../../../src/contract/template';
import type { GenerationSettings, Table } from '../../../../src/contract/text';
import type { GenerateInput, RenderOutcome } from '../generator/types';
import type { AiClient, AiCompletion } from './client';
import { AiError } from './errors';
import { addUsage, extractJson } from './parseAnswer';
import { repairMessages, templateErrorsProblem, templateMessages } from './prompts';

/** The schema name of template requests (the test double's default responder keys on it). */
export const TEMPLATE_SCHEMA_NAME = 'template';

export const BAD_TEMPLATE_MESSAGE =
  'The AI model did not answer with a template; try again or shorten the example';

export const templateJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'content', 'language'],
  properties: {
    name: { type: 'string', description: 'File name template, e.g. {{ table.className }}Dto.java' },
    content: { type: 'string', description: 'The Liquid template' },
    language: { type: 'string', enum: codeLanguageSchema.options },
  },
};

const proposalSchema = z.object({
  name: z.string().trim().min(1, 'is empty').max(255, 'is longer than 255 characters'),
  content: z
    .string()
    .min(1, 'is empty')
    .max(TEMPLATE_FILE_MAX_LENGTH, `is longer than ${TEMPLATE_FILE_MAX_LENGTH} characters`),
  // An unknown language is no reason to throw a template away.
  language: z
    .string()
    .transform((l) => codeLanguageSchema.safeParse(l.toLowerCase()).data ?? 'text'),
});
type Proposal = z.infer<typeof proposalSchema>;

/** What the user sees beside the example before saving (AiFromExampleResult without the charge). */
export interface TemplateProposal {
  content: string;
  name: string;
  language: CodeLanguage;
  /** The template rendered back over the example's table; null when it does not render. */
  rendered: { path: string; content: string } | null;
  /** Errors of the render-back at their line; empty when it renders. */
  errors: TemplateError[];
}

export interface ProposeTemplateInput {
  table: Table;
  example: string;
  /** The example's language; the model tells it from the code when absent. */
  language?: CodeLanguage;
  settings: GenerationSettings;
  /** Renders a group (the caller's worker pool: the model's template is untrusted). */
  render: (input: GenerateInput) => Promise<RenderOutcome>;
  signal?: AbortSignal;
}

export interface ProposeTemplateOutcome {
  result: TemplateProposal;
  /** The model's last usable answer, as JSON. */
  text: string;
  usage: AiTokenUsage;
  latencyMs: number;
}

type Read = { ok: true; proposal: Proposal } | { ok: false; problem: string };

function read(answer: string): Read {
  let value: unknown;
  try {
    value = extractJson(answer);
  } catch (err) {
    return { ok: false, problem: `it is not valid JSON (${(err as Error).message})` };
  }
  const parsed = proposalSchema.safeParse(value);
  if (parsed.success) return { ok: true, proposal: parsed.data };
  const issues = parsed.error.issues.map(
    (i) => `${i.path.join('.') || 'the answer'}: ${i.message}`,
  );
  return { ok: false, problem: issues.join('; ') };
}

const EXAMPLE_NODE_ID = 'ai:example';

/** Renders the proposal over the example's table, as the one file of a group. */
async function renderBack(
  proposal: Proposal,
  input: ProposeTemplateInput,
): Promise<TemplateProposal> {
  const outcome = await input.render({
    group: {
      id: EXAMPLE_NODE_ID,
      name: 'From example',
      options: [],
      files: [
        {
          id: EXAMPLE_NODE_ID,
          path: proposal.name,
          content: proposal.content,
          scope: 'table',
          language: proposal.language,
        },
      ],
    },
    tables: [input.table],
    settings: input.settings,
  });
  const file = outcome.files[0];
  return {
    content: proposal.content,
    name: proposal.name,
    language: proposal.language,
    rendered:
      outcome.errors.length === 0 && file ? { path: file.path, content: file.content } : null,
    errors: outcome.errors.map(({ nodeId: _nodeId, ...e }) => e),
  };
}

/**
 * Proposes a Liquid template that renders `example` from `table`: asks the model, renders the
 * answer back, and on an unusable answer or template errors asks ONE more time quoting what was
 * wrong. Returns the last usable proposal with its errors: errors are not a failure, the user edits
 * the template before saving it. No usable answer at all → AiError BAD_ANSWER.
 */
export async function proposeTemplate(
  client: AiClient,
  model: string,
  input: ProposeTemplateInput,
): Promise<ProposeTemplateOutcome> {
  const messages = templateMessages(input);
  const jsonSchema = { name: TEMPLATE_SCHEMA_NAME, schema: templateJsonSchema };
  const { signal } = input;
  const calls: AiCompletion[] = [];
  const outcome = (result: TemplateProposal, proposal: Proposal): ProposeTemplateOutcome => ({
    result,
    text: JSON.stringify(proposal),
    usage: calls.map((c) => c.usage).reduce(addUsage),
    latencyMs: calls.reduce((sum, c) => sum + c.latencyMs, 0),
  });

  const first = await client.complete({ model, messages, jsonSchema, signal });
  calls.push(first);
  const firstRead = read(first.text);
  let firstResult: TemplateProposal | null = null;
  let problem: string;
  if (firstRead.ok) {
    firstResult = await renderBack(firstRead.proposal, input);
    if (firstResult.errors.length === 0) return outcome(firstResult, firstRead.proposal);
    problem = templateErrorsProblem(firstResult.errors);
  } else problem = firstRead.problem;

  const second = await client.complete({
    model,
    messages: repairMessages(messages, first.text, problem),
    jsonSchema,
    signal,
  });
  calls.push(second);
  const secondRead = read(second.text);
  if (secondRead.ok)
    return outcome(await renderBack(secondRead.proposal, input), secondRead.proposal);
  if (firstRead.ok && firstResult) return outcome(firstResult, firstRead.proposal);
  throw new AiError('bad_answer', BAD_TEMPLATE_MESSAGE);
}
