import { issueCalls } from '@/contract/issue';
import { bindCall } from './bind';

/** Service functions of feature `issue`, one per call of src/contract/issue.ts. */

/** Public issues (sent with an empty body). */
export const findAll = bindCall(issueCalls.findAll);

/** Open an issue. */
export const save = bindCall(issueCalls.save);
