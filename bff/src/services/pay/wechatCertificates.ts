import { createDecipheriv, createVerify, type KeyObject, X509Certificate } from 'node:crypto';
import { header } from './provider';

type Headers = Record<string, string | string[] | undefined>;

/** Signed messages older or newer than this are refused (replays). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** How long downloaded platform certificates are trusted before they are fetched again. */
export const CERTIFICATE_REFRESH_MS = 12 * 60 * 60_000;

/**
 * An unknown `Wechatpay-Serial` fetches the list again, at most this many times a minute, so
 * forged serials cannot turn into a stream of requests to WeChat Pay.
 */
export const UNKNOWN_SERIAL_DOWNLOADS_PER_MINUTE = 5;

/** One encrypted resource of API v3 (a notify's transaction, a platform certificate). */
export interface SealedResource {
  algorithm?: string;
  ciphertext?: string;
  associated_data?: string;
  nonce?: string;
}

/** Opens an AEAD_AES_256_GCM resource with the APIv3 key; throws when it does not decrypt. */
export function openResource(apiV3Key: string, resource: SealedResource): Buffer {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) {
    throw new Error('not an AEAD_AES_256_GCM resource');
  }
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

/** Why a signed answer or notify is too old or from the future, or null when its time is fine. */
export function timeProblem(headers: Headers): string | null {
  const timestamp = header(headers, 'wechatpay-timestamp') ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp) * 1000) > CLOCK_SKEW_MS) {
    return 'the signature is too old or from the future';
  }
  return null;
}

/** The RSA-SHA256 check of `timestamp\nnonce\nbody\n` against `key`. */
export function signatureValid(key: KeyObject, headers: Headers, body: string): boolean {
  const timestamp = header(headers, 'wechatpay-timestamp') ?? '';
  const nonce = header(headers, 'wechatpay-nonce') ?? '';
  const signature = header(headers, 'wechatpay-signature') ?? '';
  return createVerify('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .verify(key, signature, 'base64');
}

/** Serial numbers as WeChat Pay writes them (upper-case hex) and node:crypto reads them. */
const normalSerial = (serial: string) =>
  serial
    .trim()
    .toUpperCase()
    .replace(/^0+(?=.)/, '');

export interface CertificateAnswer {
  status: number;
  text: string;
  headers: Headers;
}

interface CertificateList {
  data?: { serial_no?: string; encrypt_certificate?: SealedResource }[];
}

interface Trusted {
  key: KeyObject;
  notBefore: number;
  notAfter: number;
}

/**
 * WeChat Pay's platform certificates ("platform-certificate mode"): downloaded from
 * `GET /v3/certificates` by `download` (a signed request), each `encrypt_certificate` opened with
 * the APIv3 key, kept by serial number, fetched again every CERTIFICATE_REFRESH_MS and when an
 * unknown serial arrives (within UNKNOWN_SERIAL_DOWNLOADS_PER_MINUTE). The list's own answer must be
 * signed by one of the certificates in it: a first download has nothing older to check it with,
 * and only WeChat Pay (and we) hold the APIv3 key that encrypted them.
 */
export class WechatPlatformCertificates {
  private trusted = new Map<string, Trusted>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  /** When unknown serials last made a download (the last minute's). */
  private unknownDownloads: number[] = [];
  private loading: Promise<void> | null = null;

  constructor(
    private readonly apiV3Key: string,
    private readonly download: () => Promise<CertificateAnswer>,
  ) {}

  /** Serial numbers currently trusted (for the tests and the log). */
  serials(): string[] {
    return [...this.trusted.keys()];
  }

  private current(serial: string): KeyObject | null {
    const found = this.trusted.get(normalSerial(serial));
    const now = Date.now();
    return found && found.notBefore <= now && now <= found.notAfter ? found.key : null;
  }

  /**
   * The public key of the certificate named `serial`, downloading the list first when it is due
   * or the serial is new; null when WeChat Pay does not list it. A failed download is thrown
   * unless the certificate is already known.
   */
  async keyFor(serial: string): Promise<KeyObject | null> {
    const now = Date.now();
    const known = this.current(serial);
    const due = now - this.loadedAt >= CERTIFICATE_REFRESH_MS;
    let retry = false;
    if (!known && !due) {
      this.unknownDownloads = this.unknownDownloads.filter((at) => now - at < 60_000);
      retry = this.unknownDownloads.length < UNKNOWN_SERIAL_DOWNLOADS_PER_MINUTE;
      if (retry) this.unknownDownloads.push(now);
    }
    if (due || retry) {
      try {
        await this.refresh();
      } catch (err) {
        if (!known) throw err;
      }
    }
    return this.current(serial);
  }

  /** One download at a time; callers arriving meanwhile wait for it. */
  private refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const answer = await this.download();
    if (answer.status !== 200) {
      throw new Error(`GET /v3/certificates: HTTP ${answer.status}`);
    }
    const list = JSON.parse(answer.text) as CertificateList;
    const fresh = new Map<string, Trusted>();
    for (const item of list.data ?? []) {
      if (!item.serial_no || !item.encrypt_certificate) continue;
      let certificate: X509Certificate;
      try {
        certificate = new X509Certificate(openResource(this.apiV3Key, item.encrypt_certificate));
      } catch {
        throw new Error(`GET /v3/certificates: certificate ${item.serial_no} does not decrypt`);
      }
      const serial = normalSerial(item.serial_no);
      if (normalSerial(certificate.serialNumber) !== serial) {
        throw new Error(`GET /v3/certificates: certificate ${item.serial_no} names another serial`);
      }
      fresh.set(serial, {
        key: certificate.publicKey,
        notBefore: Date.parse(certificate.validFrom),
        notAfter: Date.parse(certificate.validTo),
      });
    }
    const signer = fresh.get(normalSerial(header(answer.headers, 'wechatpay-serial') ?? ''));
    const problem = timeProblem(answer.headers);
    if (problem) throw new Error(`GET /v3/certificates: ${problem}`);
    if (!signer || !signatureValid(signer.key, answer.headers, answer.text)) {
      throw new Error('GET /v3/certificates: the answer is not signed by a certificate it lists');
    }
    // Replaced, not merged: a certificate WeChat Pay stops listing is no longer trusted.
    this.trusted = fresh;
    this.loadedAt = Date.now();
  }
}
