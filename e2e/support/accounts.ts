import { randomBytes } from 'crypto';
import { expect, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

/** playwright.config.ts passes this address to the BFF in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';

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
