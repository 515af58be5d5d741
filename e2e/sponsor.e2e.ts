import { randomBytes } from 'crypto';
import { expect, test } from '@playwright/test';
import { freshEmail, signInByCode } from './support/accounts';
import { nextOrder, paySandbox } from './support/pay';
import { watchProblems } from './support/problems';

/**
 * Payments through the sandbox provider (PAY_SANDBOX_SECRET is set for the e2e server): the test
 * plays the provider and signs the callback.
 */

test('a visitor sponsors, sees the thank-you and their name on the wall', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const name = `Sponsor ${randomBytes(3).toString('hex')}`;
  await page.goto('/sponsor');
  await expect(page.getByText('Why sponsor?')).toBeVisible();
  await page.getByTestId('sponsor-name').fill(name);
  await page.getByTestId('sponsor-message').fill('Keep it free!');
  await page.getByTestId('sponsor-custom').fill('12.34');
  const order = await nextOrder(page, () => page.getByTestId('sponsor-submit').click());
  expect(order).toMatchObject({ amount: 1234, currency: 'CNY', provider: 'sandbox' });

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test payment — no money moves')).toBeVisible();
  await expect(dialog.getByTestId('pay-qr')).toBeVisible();
  await expect(dialog.getByTestId('pay-countdown')).toContainText(/1[45]:\d\d/);

  await paySandbox(request, order);
  await expect(dialog.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Thank you for sponsoring the project!')).toBeVisible();
  await dialog.getByTestId('pay-dialog-close').click();

  const wall = page.getByTestId('sponsor-wall');
  await expect(wall.getByText(name)).toBeVisible();
  await expect(wall.getByText('Keep it free!').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member buys a VIP month and sees it on the user page', async ({ page, request }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await signInByCode(page, freshEmail('vip-buyer'));
  await page.goto('/user?tab=membership');
  await expect(page.getByTestId('vip-status')).toContainText('Free');
  const order = await nextOrder(page, () => page.getByTestId('buy-vip-month').click());
  expect(order).toMatchObject({ kind: 'vip', amount: 1500 });

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test payment — no money moves')).toBeVisible();
  await paySandbox(request, order);
  await expect(dialog.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await dialog.getByTestId('pay-dialog-close').click();

  await expect(page.getByTestId('vip-status')).toContainText('VIP');
  await expect(page.getByTestId('my-orders')).toContainText('VIP 1 month');
  await expect(page.getByTestId('my-orders')).toContainText('Paid');
  expect(problems).toEqual([]);
});
