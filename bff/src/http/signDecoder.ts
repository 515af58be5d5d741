import { createDecipheriv } from 'node:crypto';
import { signPayloadOf, type SignPayload } from '../../../src/contract/sign';

/** AES's block: a sign is a whole number of them (its decoder refuses anything else). */
export const SIGN_BLOCK_BYTES = 16;
const BLOCK = SIGN_BLOCK_BYTES;

/** Throws on bytes that are not UTF-8, as crypto-js does ("Malformed UTF-8 data"). */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The server's side of the request signature (src/contract/sign.ts): the same AES-CBC/PKCS7 over
 * the same bytes, through node:crypto (OpenSSL) instead of crypto-js, which the browser needs but
 * which costs the server a tenth of its time per request. The key's length picks AES-128/192/256
 * as crypto-js does.
 *
 * Key and IV are fixed, so one AES-ECB decipher, created once, serves every request: CBC
 * decryption is each block's ECB decryption XORed with the block before it (the IV for the
 * first). A decipher per request (OpenSSL's context and key schedule each time) was most of the
 * check's cost. Padding is checked as OpenSSL checks it. The caller reads the sign's base64, so
 * that it can key the replay cache on the same bytes.
 */
export function createSignDecoder(
  key: string,
  iv: string,
): (cipherText: Buffer) => SignPayload | null {
  const keyBytes = Buffer.from(key, 'utf8');
  const ivBytes = Buffer.from(iv, 'utf8');
  if (ivBytes.length !== BLOCK) throw new Error(`The sign IV must be ${BLOCK} bytes`);
  const blocks = createDecipheriv(`aes-${keyBytes.length * 8}-ecb`, keyBytes, null);
  // Never finalised: with whole blocks and no padding, update() answers every block it is given.
  blocks.setAutoPadding(false);
  return (cipherText) => {
    const length = cipherText.length;
    if (length === 0 || length % BLOCK !== 0) return null;
    const plain = blocks.update(cipherText);
    for (let i = 0; i < BLOCK; i++) plain[i] ^= ivBytes[i];
    for (let i = BLOCK; i < length; i++) plain[i] ^= cipherText[i - BLOCK];
    const pad = plain[length - 1];
    if (pad < 1 || pad > BLOCK) return null;
    for (let i = length - pad; i < length - 1; i++) if (plain[i] !== pad) return null;
    let text: string;
    try {
      text = strictUtf8.decode(plain.subarray(0, length - pad));
    } catch {
      return null;
    }
    return signPayloadOf(text);
  };
}
