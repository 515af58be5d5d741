import { configureRequest } from './config';
import { statusText } from './statusText';

const TABLE = [400, 401, 403, 404, 406, 410, 500, 502, 503, 504];

describe('statusText', () => {
  it('has an English and a Chinese text for every status of the catalogue', () => {
    const en = TABLE.map((s) => statusText(s, 'en-US'));
    const zh = TABLE.map((s) => statusText(s, 'zh-CN'));
    expect(new Set(en).size).toBe(TABLE.length);
    expect(new Set(zh).size).toBe(TABLE.length);
    en.forEach((text) => expect(text).toMatch(/^[A-Z][\x20-\x7e]+\.$/));
    zh.forEach((text) => expect(text).toMatch(/[\u4e00-\u9fff]/));
  });

  it('says what the SPEC table means', () => {
    expect(statusText(401, 'en-US')).toMatch(/token, user name or password/);
    expect(statusText(403, 'en-US')).toMatch(/forbidden/);
    expect(statusText(404, 'zh-CN')).toBe('请求的记录不存在，服务器没有进行操作。');
    expect(statusText(504, 'zh-CN')).toBe('网关超时。');
    expect(statusText(502, 'en-US')).toBe('Gateway error.');
  });

  it('covers other statuses and network failure', () => {
    expect(statusText(418, 'en-US')).toBe('The request failed with status 418.');
    expect(statusText(418, 'zh-CN')).toBe('请求失败（状态码 418）。');
    expect(statusText(0, 'en-US')).toMatch(/Network failure/);
    expect(statusText(0, 'zh-TW')).toMatch(/网络异常/);
  });

  it('follows the app locale by default', () => {
    configureRequest({ getLocale: () => 'zh-CN' });
    expect(statusText(500)).toBe('服务器发生错误，请稍后再试。');
    configureRequest({ getLocale: () => 'en-US' });
    expect(statusText(500)).toBe('The server ran into an error. Please try again later.');
  });
});
