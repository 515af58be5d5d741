import { randomBytes } from 'crypto';

/** playwright.config.ts passes this address to the BFF in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';

/** An address no earlier test (or run on the same database) has signed up with. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example.com`;
}
