import { createDecipheriv } from 'node:crypto';
import { signPayloadOf, type SignPayload } from '../../../src/contract/sign';

/**
 * The server's side of the request signature (src/contract/sign.ts): the same AES-CBC/PKCS7 over
 * the same bytes, through node:crypto (OpenSSL) instead of crypto-js, which the browser needs but
 * which costs the server a tenth of its time per request. The key's length picks AES-128/192/256
 * as crypto-js does.
 */
/** Throws on bytes that are not UTF-8, as crypto-js does ("Malformed UTF-8 data"). */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function createSignDecoder(key: string, iv: string): (sign: string) => SignPayload | null {
  const keyBytes = Buffer.from(key, 'utf8');
  const ivBytes = Buffer.from(iv, 'utf8');
  const algorithm = `aes-${keyBytes.length * 8}-cbc`;
  return (sign) => {
    let text: string;
    try {
      const decipher = createDecipheriv(algorithm, keyBytes, ivBytes);
      const cipherText = Buffer.from(sign, 'base64');
      text = strictUtf8.decode(Buffer.concat([decipher.update(cipherText), decipher.final()]));
    } catch {
      return null;
    }
    return signPayloadOf(text);
  };
}
