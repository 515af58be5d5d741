import { expect, test } from '@playwright/test';
import { freshEmail } from './support/accounts';
import { latestCode } from './support/mailbox';

test('sign-in says where the code went; a session skips /login; the welcome links pages; sign-out goes home', async ({
  page,
}) => {
  // Five pages and a mail round trip: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = freshEmail('usability');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  const masked = `${email[0]}***@e2e.example.com`;
  await expect(page.getByTestId('code-sent')).toHaveText(
    `Code sent to ${masked}; it is valid for 10 minutes.`,
  );
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
  const code = await latestCode(email, { since });
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user(\?|$)/);

  // Signed in, the sign-in page goes on to where the visitor was headed.
  await page.goto('/login?redirect=/text');
  await expect(page).toHaveURL(/\/text$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user$/);

  // The welcome message names its pages as links inside the app.
  await page.goto('/user?tab=messages');
  await page.getByText('Welcome to Java Code Generator').first().click();
  await page.getByRole('link', { name: 'the text tool' }).click();
  await expect(page).toHaveURL(/\/text$/);

  // Signing out from a signed-in page lands on the home page, not on sign-in.
  await page.goto('/user');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
