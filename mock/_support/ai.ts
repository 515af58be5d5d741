import type { AiCallAdmin, AiCharge, AiKind, AiListQuery, AiUsage } from '../../src/contract/ai';
import type { GeneratedFile, Table } from '../../src/contract/text';
import { hoursAgo } from './http';

/** Umi loads every file under mock/ as a mock table; this helper module has none. */
export default {};

/**
 * What the AI mocks share: the demo user's allowance (fixed, the mocks keep no state), the
 * charge every AI answer carries, and a fixed record of calls for the history and admin lists.
 */

export const MOCK_MODELS = ['gpt-4o-mini', 'deepseek-chat'];

export const mockUsage: AiUsage = {
  configured: true,
  vip: false,
  dailyLimit: 20,
  usedToday: 1,
  remaining: 19,
  balance: 99,
  burstPerMinute: 6,
};

export function mockCharge(model: string | undefined): AiCharge {
  return {
    callId: 1,
    model: model ?? MOCK_MODELS[0],
    charged: model === MOCK_MODELS[1] ? 2 : 1,
    balance: mockUsage.balance,
    remaining: mockUsage.remaining,
  };
}

const KINDS: AiKind[] = ['parser', 'generate', 'template'];

/** Call n of the record (newest first); every tenth failed and was refunded. */
export function mockAiCall(n: number): AiCallAdmin {
  const failed = n % 10 === 0;
  return {
    id: n,
    kind: KINDS[n % 3],
    model: MOCK_MODELS[n % MOCK_MODELS.length],
    outcome: failed ? 'failed' : 'ok',
    error: failed ? 'The AI service did not answer within 60 s; try again' : null,
    summary: 'user: id, name, email',
    inputChars: 120 + n,
    outputChars: failed ? 0 : 900 + n * 7,
    promptTokens: failed ? null : 300 + n * 11,
    completionTokens: failed ? null : 500 + n * 13,
    totalTokens: failed ? null : 800 + n * 24,
    latencyMs: 1800 + n * 37,
    charged: failed ? 0 : 1,
    userId: n % 3 ? 'u-ada' : 'u-kim',
    userEmail: n % 3 ? 'ada@example.com' : 'kim@example.com',
    createdAt: hoursAgo(n * 3),
  };
}

/** The record's calls that match the admin filters (all optional). */
export function mockAiCalls(total: number, query: Omit<AiListQuery, 'page' | 'pageSize'>) {
  const email = query.email?.toLowerCase();
  return Array.from({ length: total }, (_, i) => mockAiCall(i + 1)).filter(
    (call) =>
      (!query.kind || call.kind === query.kind) &&
      (!query.outcome || call.outcome === query.outcome) &&
      (!query.model || call.model === query.model) &&
      (!email || (call.userEmail ?? '').includes(email)) &&
      (!query.from || call.createdAt.slice(0, 10) >= query.from) &&
      (!query.to || call.createdAt.slice(0, 10) <= query.to),
  );
}

/** The mock model's answer: one Java record per table, as fenced blocks named by path. */
export function mockGeneratedFiles(
  tables: Table[],
  basePackage = 'com.example.demo',
): GeneratedFile[] {
  return tables.map((table) => ({
    path: `src/main/java/${basePackage.replace(/\./g, '/')}/${table.className}.java`,
    language: 'java',
    content: [
      `package ${basePackage};`,
      '',
      `/** ${table.comment || table.tableName} */`,
      `public record ${table.className}(`,
      table.fields.map((f) => `    ${f.javaType} ${f.propertyName}`).join(',\n'),
      ') {}',
      '',
    ].join('\n'),
  }));
}

/** The answer text as the model streams it, cut in pieces of a few lines. */
export function mockAnswerChunks(files: GeneratedFile[]): string[] {
  const answer = files
    .map((file) => `\`\`\`${file.language} ${file.path}\n${file.content}\`\`\`\n`)
    .join('\n');
  const lines = answer.split(/(?<=\n)/);
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += 3) chunks.push(lines.slice(i, i + 3).join(''));
  return chunks;
}
