import { KvEntry } from './KvEntry';
import { ReleaseLog } from './ReleaseLog';
import { User } from './User';

/** Every entity of the data source (listed, not globbed, so ts-jest, tsx and node agree). */
export const entities = [KvEntry, ReleaseLog, User];
