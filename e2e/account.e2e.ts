import { expect, test, type Page } from '@playwright/test';
import { Code, contract } from '../src/contract';
import messages from '../src/locales/en-US';
import { E2E_ADMIN_EMAIL, freshEmail, signInByCode } from './support/accounts';
import { credentialsOf, signedGet } from './support/api';
import { solidPng } from './support/png';
import { watchProblems, type ExpectedError } from './support/problems';

/**
 * Accounts against the real BFF and a real SMTP server (e2e/support/globalSetup.ts): codes are
 * read from the mail the BFF sent. Controls are found by the hooks of docs/frontend.md
 * ("Test hooks (e2e)").
 */

const USER_INFO = contract.user.userInfo.path;

// One after the other, in one worker: the admin test's message to all users would otherwise land
// in the first test's inbox while it counts unread messages.
test.describe.configure({ mode: 'default' });

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
}

/** The header badge's unread count; the badge shows nothing when there is no unread message. */
async function unreadCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('unread-badge').innerText()).trim();
  const digits = /\d+/.exec(text)?.[0];
  return digits ? Number(digits) : 0;
}

test('an account from sign-up by e-mailed code to deletion', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const expectedErrors: ExpectedError[] = [];
  const problems = watchProblems(page, expectedErrors);
  const email = freshEmail('member');
  const password = 'correct horse battery';
  const nickname = 'Ada Lovelace';

  // Sign up: the first sign-in by code creates the account and lands on /user.
  await signInByCode(page, email);
  await expect(page).toHaveURL(/\/user(\?|$)/);

  // Set a first password (the account has none, so no current password is asked).
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByTestId('password-submit').click();
  // Once set, changing it asks for the current one.
  await expect(page.getByLabel('Current password')).toBeVisible();

  await signOut(page);

  // Sign in by password.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user(\?|$)/);

  // Nickname: saved, and shown in the header.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('user-menu')).toContainText(nickname);

  // Avatar: a PNG through the crop dialog, stored by the BFF and served from /files.
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: solidPng(96, [37, 99, 235]),
  });
  const crop = page.getByRole('dialog', { name: 'Edit avatar' });
  await crop.getByRole('button', { name: 'Upload' }).click();
  await expect(crop).toBeHidden();
  const avatar = page.getByTestId('avatar-image').getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /\/files\//);
  const avatarUrl = new URL((await avatar.getAttribute('src')) ?? '', baseURL).pathname;
  const stored = await page.request.get(avatarUrl);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/png');
  // The uploaded image itself rendered: a broken one has no natural width, and the page would
  // swap in its placeholder (another src).
  await expect
    .poll(() =>
      avatar.evaluate((img: HTMLImageElement) => ({
        path: new URL(img.currentSrc).pathname,
        loaded: img.complete && img.naturalWidth > 0,
      })),
    )
    .toEqual({ path: avatarUrl, loaded: true });

  // The welcome message: opening it marks it read and the header badge goes down.
  const unreadBefore = await unreadCount(page);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const welcome = page.getByRole('button', { name: /Welcome/ });
  await welcome.click();
  const dialog = page.getByRole('dialog', { name: /Welcome/ });
  await expect(dialog).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(unreadBefore - 1);
  // Both the corner × and the footer button are named "Close"; the footer's comes last.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The session's credentials, checked to work before the account goes.
  const credentials = await credentialsOf(page, context);
  expect((await signedGet(baseURL!, USER_INFO, credentials)).code).toBe(Code.OK);

  // Delete: asked twice, confirmed with the password.
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByTestId('delete-account').click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
  await confirm.getByRole('radio', { name: 'Password' }).check();
  await confirm.getByLabel('Account password').fill(password);
  await confirm.getByTestId('delete-submit').click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The session is gone: /user sends to sign-in, and the old cookie and token answer 901.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/);
  expect((await signedGet(baseURL!, USER_INFO, credentials)).code).toBe(Code.NOT_SIGNED_IN);

  // The avatar went with the account (the query keeps the browser's cached copy out of it). On a
  // page that is not HTML, Chromium also asks for /favicon.ico, which does not exist either.
  expectedErrors.push({ status: 404, path: avatarUrl }, { status: 404, path: '/favicon.ico' });
  const gone = await page.goto(`${avatarUrl}?after-deletion`);
  expect(gone?.status()).toBe(404);

  expect(problems).toEqual([]);
});

test('an admin sends a message to all users; a normal user is kept out of admin pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);

  // A normal user who exists when the message goes out.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberProblems = watchProblems(member);
  await signInByCode(member, freshEmail('member'));

  await signInByCode(page, E2E_ADMIN_EMAIL);
  await page.goto('/admin/sys-logs');
  await expect(page.getByRole('heading', { name: messages['sysLogs.title'] })).toBeVisible();
  await page.getByRole('tab', { name: 'Messages & tips' }).click();
  const title = `Maintenance ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill('The service restarts tonight at 22:00 UTC.');
  await form.getByRole('button', { name: 'Send message' }).click();

  // The member receives it.
  await member.goto('/user?tab=messages');
  await expect(member.getByRole('button', { name: title })).toBeVisible();

  // ... and is shown the 403 page on the admin page.
  await member.goto('/admin/sys-logs');
  await expect(member.getByText(messages['exception.403.subtitle'], { exact: true })).toBeVisible();
  await expect(member.getByRole('heading', { name: messages['sysLogs.title'] })).toHaveCount(0);

  expect(problems).toEqual([]);
  expect(memberProblems).toEqual([]);
  await memberContext.close();
});
