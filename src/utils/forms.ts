import type { FormInstance } from 'antd';
import { Code, type Envelope } from '@/contract/basics';

/**
 * Puts the field messages of a 422 answer (`data` = `{ "dotted.path": message }`) on the form's
 * fields. Returns whether the answer was one. Other failures were already shown by the request layer.
 */
export function showFieldErrors(form: FormInstance, res: Envelope<unknown>): boolean {
  if (res.code !== Code.VALIDATION || typeof res.data !== 'object' || res.data === null) {
    return false;
  }
  const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const fields = Object.entries(res.data as Record<string, unknown>)
    .filter(([path]) => known.has(path))
    .map(([path, message]) => ({ name: path.split('.'), errors: [String(message)] }));
  form.setFields(fields);
  return fields.length > 0;
}

/** Only same-site paths are honoured as a redirect target (no open redirect to other origins). */
export function safeRedirect(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** `ada@example.com` → `a***@example.com`: enough to recognise the address on a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}***${email.slice(at)}`;
}
