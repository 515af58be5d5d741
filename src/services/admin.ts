import { adminCalls } from '@/contract/admin';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `admin`, one per call of src/contract/admin.ts. */

/** Send an in-app message to one user (by e-mail) or to all users. */
export const createMessage = bindCall(adminCalls.createMessage);

/** Publish a home tip. */
export const createTip = bindCall(adminCalls.createTip);

/** Usage statistics per UTC day (from the daily rollups). */
export const statisticalAnalysis = bindCall(adminCalls.statisticalAnalysis);

/** Page through recorded AI calls. */
export const aiList = bindCall(adminCalls.aiList);

/** List the server log files. */
export const logs = bindCall(adminCalls.logs);

/** Read lines of a server log file by byte cursor, forward or backward, with filters. */
export const readLines = bindCall(adminCalls.readLines);

/** Download one log file of the list. */
export const downloadLog = bindDownload(adminCalls.downloadLog);
