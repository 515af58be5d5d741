import { routes } from '@/contract/routes';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `admin`, one per call of src/contract/admin.ts. */

/** Send an in-app message to one user (by e-mail) or to all users. */
export const createMessage = bindCall(routes.admin.createMessage);

/** Publish a home tip. */
export const createTip = bindCall(routes.admin.createTip);

/** Usage statistics per UTC day (from the daily rollups). */
export const statisticalAnalysis = bindCall(routes.admin.statisticalAnalysis);

/** Page through recorded AI calls. */
export const aiList = bindCall(routes.admin.aiList);

/** List the server log files. */
export const logs = bindCall(routes.admin.logs);

/** Read lines of a server log file by byte cursor, forward or backward, with filters. */
export const readLines = bindCall(routes.admin.readLines);

/** Download one log file of the list. */
export const downloadLog = bindDownload(routes.admin.downloadLog);
