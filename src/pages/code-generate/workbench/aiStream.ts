import { aiGenerateEventSchema, type AiGenerateEvent } from '@/contract/codeGenerate';
import type { ServerSentEvent } from '@/request';

/** Reads one server-sent event of aiGenerate; undefined for anything the contract does not know. */
export function readAiEvent(event: ServerSentEvent): AiGenerateEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return undefined;
  }
  const parsed = aiGenerateEventSchema.safeParse(data);
  return parsed.success && parsed.data.type === event.event ? parsed.data : undefined;
}

/** Whether a rejected stream was the user's Stop (an aborted fetch), not a failure. */
export function isAbort(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (err instanceof Error && err.name === 'AbortError');
}

/** Targets offered in the AI panel; any other text is fine too. */
export const AI_TARGET_PRESETS = [
  'Spring Boot REST controller (Java 17)',
  'Spring Boot service + MyBatis-Plus mapper (Java 17)',
  'JPA entity + Spring Data repository (Java 17)',
  'Kotlin data classes',
  'TypeScript interfaces + fetch API client',
  'Vue 3 + Element Plus CRUD page',
  'Go structs + GORM',
  'Python SQLAlchemy models',
];
