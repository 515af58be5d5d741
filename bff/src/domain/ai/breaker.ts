import CircuitBreaker from 'opossum';
import { AiError, SERVICE_FAILURES } from './errors';

export interface BreakerOptions {
  /** Consecutive service failures that open the breaker. */
  failures: number;
  /** How long it stays open before one trial call (half-open) decides. */
  cooldownMs: number;
}

export interface Breaker {
  /** Runs `action` unless the breaker is open (then an AiError 'breaker_open' at once). */
  run<T>(action: () => Promise<T>): Promise<T>;
  /** Open and failing calls at once (false while closed or half-open). */
  readonly open: boolean;
  /** Stops its timers (the server shuts down). */
  close(): void;
}

function isServiceFailure(err: unknown): boolean {
  return err instanceof AiError && SERVICE_FAILURES.has(err.reason);
}

/**
 * A circuit breaker around calls to the AI service. opossum keeps the states, the cooldown timer
 * and the single half-open trial; its own rule (an error percentage over a rolling window) is
 * switched off for the design's rule: `failures` consecutive *service* failures (see
 * SERVICE_FAILURES) open it. Other errors pass through without counting: they show that the service
 * answered. `action` must throw AiErrors (toAiError) for the failures to be told apart.
 */
export function createBreaker(options: BreakerOptions): Breaker {
  const circuit = new CircuitBreaker((action: () => Promise<unknown>) => action(), {
    // The client has its own time-outs; a second one here would cut off long streams.
    timeout: false,
    resetTimeout: options.cooldownMs,
    // errorRate > 100 never holds: only the consecutive count below opens a closed breaker.
    errorThresholdPercentage: 100,
    // Not counted as failures (opossum reports them as successes).
    errorFilter: (err: unknown) => !isServiceFailure(err),
    enableSnapshots: false,
    rollingPercentilesEnabled: false,
  });

  let consecutive = 0;
  let openedAt = 0;
  circuit.on('failure', () => {
    consecutive += 1;
    // A failed half-open trial re-opens the breaker by itself.
    if (circuit.closed && consecutive >= options.failures) circuit.open();
  });
  circuit.on('success', (result: unknown) => {
    // A user's cancel says nothing about the service: it neither counts nor resets the count.
    if (!(result instanceof AiError && result.reason === 'cancelled')) consecutive = 0;
  });
  circuit.on('open', () => {
    openedAt = Date.now();
  });
  circuit.on('close', () => {
    consecutive = 0;
  });

  return {
    async run<T>(action: () => Promise<T>): Promise<T> {
      try {
        return (await circuit.fire(action)) as T;
      } catch (err) {
        if (
          CircuitBreaker.isOurError(err as Error) &&
          (err as { code?: string }).code === 'ESHUTDOWN'
        ) {
          throw new AiError('unavailable', 'The server is shutting down; try again in a moment');
        }
        if (CircuitBreaker.isOurError(err as Error)) {
          // Open, or half-open with its one trial call still running.
          const left = Math.max(1000, openedAt + options.cooldownMs - Date.now());
          throw new AiError(
            'breaker_open',
            `The AI service is unavailable right now; try again in ${Math.ceil(left / 1000)} s`,
          );
        }
        throw err;
      }
    },
    get open() {
      return circuit.opened;
    },
    close() {
      circuit.shutdown();
    },
  };
}
