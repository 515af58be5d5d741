import type { Readable } from 'node:stream';

/** A stored upload as it is served back. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** As stored with the file; null where the store keeps none (the name's extension tells). */
  contentType: string | null;
}

/**
 * Where uploads live: a local directory by default, an S3-compatible bucket when S3_BUCKET is set,
 * so that every instance behind one address serves every upload. Names are the flat random names
 * the upload service makes (no folders).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `localPath` (received and checked already) under `name`. */
  put(name: string, localPath: string, contentType: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  close(): void;
}

/** The names uploads are stored under; anything else is never looked up. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
