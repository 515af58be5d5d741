import fc from 'fast-check';
import { decodeSign, encodeSign } from '../../../src/contract/sign';
import { createSignDecoder } from './signDecoder';

const KEY = 'jcg-sign-key-16b';
const IV = 'jcg-sign-iv-16by';

describe('createSignDecoder', () => {
  const decode = createSignDecoder(KEY, IV);

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
    expect(createSignDecoder(key, IV)(sign)).toEqual({
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
});
