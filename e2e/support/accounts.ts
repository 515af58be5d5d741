import { randomBytes } from 'crypto';
import { expect, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

/** playwright.config.ts passes these addresses to the BFF in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';
/**
 * One admin address per spec file that signs an admin in: files run in parallel, and a second code
 * for the same address within CODE_RESEND_SECONDS is refused.
 */
export const E2E_LOGS_ADMIN_EMAIL = 'logs-admin@e2e.example.com';
export const E2E_COMMUNITY_ADMIN_EMAIL = 'community-admin@e2e.example.com';
export const E2E_LAYOUT_ADMIN_EMAIL = 'layout-admin@e2e.example.com';
export const E2E_INQUIRY_ADMIN_EMAIL = 'inquiry-admin@e2e.example.com';
export const E2E_ADMIN_EMAILS = [
  E2E_ADMIN_EMAIL,
  E2E_LOGS_ADMIN_EMAIL,
  E2E_COMMUNITY_ADMIN_EMAIL,
  E2E_LAYOUT_ADMIN_EMAIL,
  E2E_INQUIRY_ADMIN_EMAIL,
];

/** An address no earlier test (or run on the same database) has signed up with. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example.com`;
}

/** Signs in (or up) on /login's code tab with the code the BFF e-mailed. */
export async function signInByCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  const code = await latestCode(email, { since });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
