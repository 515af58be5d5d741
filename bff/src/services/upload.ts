import { randomBytes } from 'node:crypto';
import path from 'node:path';
import FileType from 'file-type';
import type { Context } from 'koa';
import { Code } from '../../../src/contract/core';
import type { UploadResult } from '../../../src/contract/user';
import { AppError, notSignedIn } from '../errors';
import { invalidFile as invalid, sizeText, withMultipartFile } from '../http/multipartFile';
import type { FileStorage } from '../storage';

/** Avatars: these image types (by their bytes), at most 2 MB. */
const AVATAR_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
]);
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The URL of an avatar this server stored; group 1 is its name in the file storage. */
export const AVATAR_URL = /^\/files\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/;

/** The stored extension: the detected type's, else the original name's when it is plain. */
function extensionOf(detected: string | undefined, originalName: string): string {
  if (detected) return detected;
  const ext = path.extname(originalName).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'bin';
}

/** Image uploads anyone may make (feedback screenshots), per client address and hour. */
export const ANONYMOUS_UPLOADS_PER_HOUR = 20;

/**
 * `POST /api/files/upload`: the form is read by withMultipartFile (into a temporary folder removed
 * whatever happens). The file's type comes from its bytes (magic numbers via file-type), never from
 * its name or the client's Content-Type. Signed-in users upload any file; visitors only screenshots
 * (images, like avatars) for feedback, within `limitAnonymous` (903 past it).
 */
export async function receiveUpload(
  ctx: Context,
  options: {
    files: FileStorage;
    maxBytes: number;
    tmpDir: string;
    signedIn: boolean;
    limitAnonymous: () => Promise<void>;
  },
): Promise<UploadResult> {
  return withMultipartFile(
    ctx,
    { tmpDir: options.tmpDir, maxBytes: options.maxBytes, prefix: 'jcg-upload-' },
    async ({ file, fields }) => {
      const purpose = fields.purpose;
      if (purpose !== undefined && purpose !== 'avatar' && purpose !== 'screenshot') {
        const text = 'Purpose must be avatar, screenshot or left out';
        throw new AppError(Code.VALIDATION, text, 422, { purpose: text });
      }
      if (!options.signedIn) {
        if (purpose !== 'screenshot') throw notSignedIn();
        await options.limitAnonymous();
      }
      const detected = await FileType.fromFile(file.filepath);
      const originalName = file.originalFilename ?? 'file';
      let mimeType = detected?.mime ?? 'application/octet-stream';
      if (purpose === 'avatar' || purpose === 'screenshot') {
        const what = purpose === 'avatar' ? 'The avatar' : 'A screenshot';
        if (!detected || !AVATAR_TYPES.has(detected.ext)) {
          throw invalid(`${what} must be a PNG, JPEG, GIF or WebP image`);
        }
        if (file.size > AVATAR_MAX_BYTES) {
          throw invalid(`${what} image is larger than ${sizeText(AVATAR_MAX_BYTES)}`);
        }
        mimeType = AVATAR_TYPES.get(detected.ext) as string;
      }
      const name = `${randomBytes(16).toString('hex')}.${extensionOf(detected?.ext, originalName)}`;
      await options.files.put(name, file.filepath, mimeType);
      return { url: `/files/${name}`, name: originalName, size: file.size, mimeType };
    },
  );
}
