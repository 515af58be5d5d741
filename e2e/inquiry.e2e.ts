import { expect, test } from '@playwright/test';
import messages from '../src/locales/en-US';
import { E2E_INQUIRY_ADMIN_EMAIL, freshEmail, signInByCode } from './support/accounts';
import { readMails } from './support/mailbox';
import { watchProblems } from './support/problems';
import { chooseOption } from './support/select';

/** The mail to `to` with `subject`, polled until it arrives (SMTP runs beside the answer). */
async function mailTo(to: string, subject: string) {
  await expect
    .poll(() => readMails().find((m) => m.to.includes(to) && m.subject === subject), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return readMails().find((m) => m.to.includes(to) && m.subject === subject)!;
}

test('a visitor sends an inquiry with an attachment from /software-dev; an admin finds it and marks it contacted', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const email = freshEmail('client');
  const name = `Client ${Date.now().toString(36)}`;
  await page.goto('/software-dev');
  await page.getByLabel(messages['inquiry.field.name']).fill(name);
  await page.getByLabel(messages['inquiry.field.email']).fill(email);
  await page.getByLabel(messages['inquiry.field.company']).fill('Harbour Logistics');
  await chooseOption(page, messages['inquiry.field.budget'], messages['inquiry.budget.5k-20k']);
  await page
    .getByLabel(messages['inquiry.field.description'])
    .fill('A Spring Boot back end for our warehouse: about 40 tables and a React admin.');
  await page.locator('input[type=file]').setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByRole('button', { name: messages['inquiry.submit'] }).click();

  const sent = page.getByTestId('inquiry-sent');
  await expect(sent).toContainText(messages['inquiry.sent.title']);
  await expect(sent).toContainText(email);
  const ack = await mailTo(email, 'We received your inquiry');
  expect(ack.text).toContain('A Spring Boot back end for our warehouse');
  const announced = await mailTo(E2E_INQUIRY_ADMIN_EMAIL, `New inquiry from ${name}`);
  expect(announced.text).toMatch(/\/files\/[0-9a-f]{32}\.pdf/);
  expect(problems).toEqual([]);

  const admin = await (await browser.newContext()).newPage();
  const adminProblems = watchProblems(admin);
  await signInByCode(admin, E2E_INQUIRY_ADMIN_EMAIL);
  await admin.goto('/admin/inquiries');
  await admin.getByRole('searchbox', { name: messages['inquiryAdmin.search'] }).fill(name);
  await admin.getByRole('searchbox', { name: messages['inquiryAdmin.search'] }).press('Enter');
  const row = admin.getByTestId('admin-inquiry');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: messages['inquiryAdmin.details'] }).click();
  const detail = admin.getByTestId('inquiry-detail');
  await expect(detail).toContainText('Harbour Logistics');
  await expect(detail).toContainText(messages['inquiry.budget.5k-20k']);
  await expect(detail.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();
  await row.locator('.ant-select-selector').click();
  await admin
    .locator(`.ant-select-item-option[title="${messages['inquiry.status.contacted']}"]`)
    .click();
  await expect(row.locator('.ant-select-selection-item')).toHaveText(
    messages['inquiry.status.contacted'],
  );
  await admin.reload();
  await admin.getByRole('searchbox', { name: messages['inquiryAdmin.search'] }).fill(name);
  await admin.getByRole('searchbox', { name: messages['inquiryAdmin.search'] }).press('Enter');
  await expect(admin.getByTestId('admin-inquiry')).toContainText(
    messages['inquiry.status.contacted'],
  );
  expect(adminProblems).toEqual([]);
});
