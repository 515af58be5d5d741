import { present, statusFailure } from './catalogue';
import { HttpError } from './errors';
import type { RequestOptions } from './options';
import { statusText } from './statusText';

/**
 * An HTTP error status (or 0, no answer) of the call to `path`: shown the catalogue's way and
 * handed to the callback.
 */
export function statusError(
  status: number,
  data: unknown,
  cause: unknown,
  path: string,
  options: RequestOptions,
): HttpError {
  const error = new HttpError(status, statusText(status), data, { cause });
  present(statusFailure(status, error.statusText, path), options.display);
  options.callback?.(error);
  return error;
}
