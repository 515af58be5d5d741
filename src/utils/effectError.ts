import { HttpError } from '@/request';
import { staticFeedback } from './feedback';

/** The subset of dva's onError error we touch: dva adds preventDefault before calling the hook. */
export interface DvaEffectError {
  message?: string;
  preventDefault?: () => void;
}

/**
 * dva `onError` hook for every model effect. The request layer has already shown (or redirected
 * for) an HttpError, so it is swallowed silently. Anything else is a bug in an effect: it is logged
 * and shown once. `preventDefault` stops dva from also rejecting the dispatch promise, which would
 * surface as an unhandled rejection in pages that dispatch without awaiting.
 */
export function handleEffectError(err: DvaEffectError): void {
  err.preventDefault?.();
  if (err instanceof HttpError) return;
  console.error(err);
  staticFeedback.message.error(err.message || 'Something went wrong');
}
