import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import FileType from 'file-type';
import type { Context } from 'koa';
import { Code } from '../../../src/contract/core';
import {
  INQUIRY_ATTACHMENT_EXTENSIONS,
  INQUIRY_ATTACHMENT_MAX_BYTES,
} from '../../../src/contract/inquiry';
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

/** Inquiry attachments anyone may upload, per client address and hour (3 per inquiry). */
export const ANONYMOUS_INQUIRY_UPLOADS_PER_HOUR = 10;

/** Purposes a visitor may upload for; each has its own limit per address. */
export type AnonymousPurpose = 'screenshot' | 'inquiry';

const PURPOSES = ['avatar', 'screenshot', 'inquiry'];

/** Text attachments have no signature to detect: these names, when the bytes are UTF-8 text. */
const TEXT_TYPES = new Map([
  ['txt', 'text/plain; charset=utf-8'],
  ['md', 'text/markdown; charset=utf-8'],
  ['csv', 'text/csv; charset=utf-8'],
]);

const ATTACHMENT_EXTENSIONS: ReadonlySet<string> = new Set(INQUIRY_ATTACHMENT_EXTENSIONS);

/** True when the file is UTF-8 text without NUL bytes (what a .txt, .md or .csv should be). */
async function isUtf8Text(file: string): Promise<boolean> {
  const bytes = await fs.readFile(file);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * `POST /api/files/upload`: the form is read by withMultipartFile (into a temporary folder removed
 * whatever happens). The file's type comes from its bytes (magic numbers via file-type), never from
 * its name or the client's Content-Type. Signed-in users upload any file; visitors only screenshots
 * (images, like avatars) for feedback and attachments of an inquiry (documents, images, zip, plain
 * text; 5 MB), each purpose within `limitAnonymous` (903 past it).
 */
export async function receiveUpload(
  ctx: Context,
  options: {
    files: FileStorage;
    maxBytes: number;
    tmpDir: string;
    signedIn: boolean;
    limitAnonymous: (purpose: AnonymousPurpose) => Promise<void>;
  },
): Promise<UploadResult> {
  return withMultipartFile(
    ctx,
    { tmpDir: options.tmpDir, maxBytes: options.maxBytes, prefix: 'jcg-upload-' },
    async ({ file, fields }) => {
      const purpose = fields.purpose;
      if (purpose !== undefined && (typeof purpose !== 'string' || !PURPOSES.includes(purpose))) {
        const text = 'Purpose must be avatar, screenshot, inquiry or left out';
        throw new AppError(Code.VALIDATION, text, 422, { purpose: text });
      }
      if (!options.signedIn) {
        if (purpose !== 'screenshot' && purpose !== 'inquiry') throw notSignedIn();
        await options.limitAnonymous(purpose);
      }
      const detected = await FileType.fromFile(file.filepath);
      const originalName = file.originalFilename ?? 'file';
      let mimeType = detected?.mime ?? 'application/octet-stream';
      let ext = extensionOf(detected?.ext, originalName);
      if (purpose === 'inquiry') {
        const named = path.extname(originalName).slice(1).toLowerCase();
        const text = !detected && TEXT_TYPES.has(named) && (await isUtf8Text(file.filepath));
        if (!text && !(detected && ATTACHMENT_EXTENSIONS.has(detected.ext))) {
          throw invalid(
            'An attachment must be a PDF, Word, Excel, PowerPoint, OpenDocument, image, zip or plain-text file',
          );
        }
        if (file.size > INQUIRY_ATTACHMENT_MAX_BYTES) {
          throw invalid(`An attachment is larger than ${sizeText(INQUIRY_ATTACHMENT_MAX_BYTES)}`);
        }
        if (text) {
          ext = named;
          mimeType = TEXT_TYPES.get(named) as string;
        }
      }
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
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await options.files.put(name, file.filepath, mimeType);
      return { url: `/files/${name}`, name: originalName, size: file.size, mimeType };
    },
  );
}
