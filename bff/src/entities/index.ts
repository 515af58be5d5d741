import { KvEntry } from './KvEntry';
import { ReleaseLog } from './ReleaseLog';

/** Every entity of the data source (listed, not globbed, so ts-jest, tsx and node agree). */
export const entities = [KvEntry, ReleaseLog];
