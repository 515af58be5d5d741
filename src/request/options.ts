import type { DisplayLevel } from './catalogue';

export interface RequestOptions {
  /** Overrides how a failure is shown; without it the error catalogue decides. */
  display?: DisplayLevel;
  /** Receives the raw result: the parsed body, or the error when there was no acceptable answer. */
  callback?: (raw: unknown) => void;
  /** Serve this call from the session cache even if the contract does not mark it cacheable. */
  cache?: boolean;
  signal?: AbortSignal;
}

/** One server-sent event: `event` defaults to "message"; multi-line data is joined with "\n". */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export interface StreamOptions extends RequestOptions {
  onEvent: (event: ServerSentEvent) => void;
}
