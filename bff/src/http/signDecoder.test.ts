import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { decodeSign, encodeSign } from '../../../src/contract/sign';
import { createSignDecoder } from './signDecoder';

const KEY = 'jcg-sign-key-16b';
const IV = 'jcg-sign-iv-16by';

describe('createSignDecoder', () => {
  const decodeBytes = createSignDecoder(KEY, IV);
  const decode = (sign: string) => decodeBytes(Buffer.from(sign, 'base64'));

  it('reads every sign the client makes exactly as the shared decoder does', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (appid, timestamp, url, token) => {
          const sign = encodeSign({ appid, timestamp, url, token }, KEY, IV);
          expect(decode(sign)).toEqual({ appid, timestamp, url, token });
          expect(decode(sign)).toEqual(decodeSign(sign, KEY, IV));
        },
      ),
    );
  });

  it('reads a payload that holds U+FFFD itself, as crypto-js does', () => {
    const payload = { appid: 'a\uFFFDb', timestamp: '1', url: '/api/x', token: '' };
    const sign = encodeSign(payload, KEY, IV);
    expect(decode(sign)).toEqual(payload);
    expect(decodeSign(sign, KEY, IV)).toEqual(payload);
  });

  it('uses AES-256 for a 32-character key, as crypto-js does', () => {
    const key = 'k'.repeat(32);
    const sign = encodeSign({ appid: 'a', timestamp: '1', url: '/api/x', token: '' }, key, IV);
    expect(createSignDecoder(key, IV)(Buffer.from(sign, 'base64'))).toEqual({
      appid: 'a',
      timestamp: '1',
      url: '/api/x',
      token: '',
    });
    expect(decode(sign)).toBeNull();
  });

  it('answers null for anything that is not a sign made with the key', () => {
    const other = encodeSign(
      { appid: 'a', timestamp: '1', url: '/', token: '' },
      'another-key-16by',
      IV,
    );
    for (const bad of ['', 'not base64 at all', 'AAAA', other, encodeSign({} as never, KEY, IV)]) {
      expect(decode(bad)).toBeNull();
      expect(decodeSign(bad, KEY, IV)).toBeNull();
    }
    fc.assert(
      fc.property(fc.base64String(), (text) => {
        expect(decode(text)).toEqual(decodeSign(text, KEY, IV));
      }),
    );
  });

  it('refuses bad PKCS7 padding and cut or extended blocks, as OpenSSL does', () => {
    const plain = Buffer.from(JSON.stringify({ appid: 'a', timestamp: '1', url: '/', token: '' }));
    const encrypt = (bytes: Buffer) => {
      const cipher = createCipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
      cipher.setAutoPadding(false);
      return Buffer.concat([cipher.update(bytes), cipher.final()]);
    };
    const padded = (pad: Buffer) => encrypt(Buffer.concat([plain, pad]));
    const room = 16 - (plain.length % 16);
    const good = padded(Buffer.alloc(room, room));
    expect(decodeBytes(good)).toEqual({ appid: 'a', timestamp: '1', url: '/', token: '' });
    const wrongByte = Buffer.alloc(room, room);
    if (room > 1) wrongByte[0] = room + 1;
    else wrongByte[0] = 0;
    expect(decodeBytes(padded(wrongByte))).toBeNull();
    expect(decodeBytes(padded(Buffer.alloc(room, 0)))).toBeNull();
    expect(
      decodeBytes(padded(Buffer.concat([Buffer.alloc(room), Buffer.alloc(16, 17)]))),
    ).toBeNull();
    expect(decodeBytes(good.subarray(0, good.length - 1))).toBeNull();
    expect(decodeBytes(good.subarray(0, good.length - 16))).toBeNull();
    expect(decodeBytes(Buffer.alloc(0))).toBeNull();
  });

  it('gives the same answers however many signs one decoder has read before', () => {
    const signs = Array.from({ length: 50 }, (_, i) =>
      encodeSign({ appid: `app-${i}`, timestamp: String(i), url: '/api/x', token: 't' }, KEY, IV),
    );
    const first = signs.map(decode);
    signs.forEach((sign) => decode(sign.slice(0, 8)));
    expect(signs.map(decode)).toEqual(first);
    expect(first[49]).toEqual({ appid: 'app-49', timestamp: '49', url: '/api/x', token: 't' });
  });
});
