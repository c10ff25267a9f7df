/**
 * "Your data" (decision 050): an applicant downloads their data from Settings (a ZIP holding your-data.json with
 * their account), deletes their account in the confirm box (a wrong password first), is signed out and sees the
 * confirmation page; the operator sees the deletion in the console's audit log. axe at 390x844 and 1280x800 on the
 * section, the confirm box and the confirmation page.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { graphqlRequest } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInOperator } from '../support/operator';
import { VIEWPORTS } from '../support/screenshots';

/** axe at both sizes, then back to the desktop size. */
async function axeAtBothSizes(page: Page) {
  for (const size of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

test('download your data, delete your account, and the operator sees it in the audit log', async ({
  page,
  signInApplicant,
}) => {
  const { email, password, token } = await signInApplicant({ firstName: 'Nadia' });
  const { me } = await graphqlRequest<{ me: { user: { id: string } } }>(
    page,
    '{ me { user { id } } }',
    {},
    token,
  );

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await axeAtBothSizes(page);

  // The download: a ZIP whose JSON holds this account.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stairway-your-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(new TextDecoder().decode(zip['your-data.json'])) as {
    role: string;
    account: { email: string; firstName: string };
  };
  expect(data.role).toBe('applicant');
  expect(data.account).toMatchObject({ email, firstName: 'Nadia' });
  expect(JSON.stringify(data)).not.toContain('passwordHash');
  await expect(section.getByText('Your download has started')).toBeVisible();

  // Delete: the confirm box says what is erased and what is kept; a wrong password is named on its field.
  await section.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('for 6 years')).toBeVisible();
  for (const size of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not my password 1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is not right')).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText('We keep nothing else about you.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('stairway.token'))).toBeNull();
  await axeAtBothSizes(page);
  // The old session is refused at once.
  const refused = await page.request.post('/api', {
    data: { query: '{ me { user { id } } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await refused.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  // The console's audit log shows the deletion, by role and id.
  await signInOperator(page);
  await page.goto('/ops/audit');
  await expect(page.getByText(`applicant ${me.user.id}`).first()).toBeVisible();
  await expect(page.getByText('account-deleted').first()).toBeVisible();
});
