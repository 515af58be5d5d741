import type { Config } from '../config';
import { LocalFileStorage } from './localStorage';
import type * as S3Module from './s3Storage';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { STORED_NAME } from './types';

/** The bucket when S3_BUCKET is set (the AWS SDK, 4 MB of heap, is loaded only then), else FILE_DIR. */
export function createFileStorage(config: Pick<Config, 'fileDir' | 's3'>): FileStorage {
  if (!config.s3) return new LocalFileStorage(config.fileDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3FileStorage } = require('./s3Storage') as typeof S3Module;
  return new S3FileStorage(config.s3);
}

/** The app's file storage, which createApp puts in the deps. */
export function fileStorageOf(deps: { files?: FileStorage }): FileStorage {
  if (!deps.files) throw new Error('The file storage is made by createApp');
  return deps.files;
}
