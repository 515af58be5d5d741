import type { Config } from '../config';
import { LocalFileStorage } from './localStorage';
import { S3FileStorage } from './s3Storage';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { STORED_NAME } from './types';

/** The bucket when S3_BUCKET is set, else FILE_DIR. */
export function createFileStorage(config: Pick<Config, 'fileDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.fileDir);
}

/** The app's file storage, which createApp puts in the deps. */
export function fileStorageOf(deps: { files?: FileStorage }): FileStorage {
  if (!deps.files) throw new Error('The file storage is made by createApp');
  return deps.files;
}
