/** The client request layer: signed umi-request calls, progress bar, session cache, error catalogue. */
export { callApi, downloadApi, preloadRequestStack, streamApi } from './client';
export type { RequestOptions, ServerSentEvent, StreamOptions } from './options';
export type { DisplayLevel } from './catalogue';
export {
  configureRequest,
  fileUrl,
  getApiBase,
  getFileBase,
  type ConfigureRequestOptions,
  type Notifier,
} from './config';
export { EnvelopeError, HttpError } from './errors';
export { clearToken, getAppId, getToken, setToken } from './identity';
export { statusText } from './statusText';
