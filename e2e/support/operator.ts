/**
 * Signs an operator in to the console at /ops/sign-in: the e-mail address and the password that
 * `npm run ops -- add-operator` printed when the server under test started (playwright.config.ts), then the
 * 6-digit code from the e-mail in the outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_OPERATOR_EMAIL } from './operator-account';
import { nextSubjectTo, subjectsTo } from './outbox';

/** The password the add-operator command printed ("Password (shown once; …): PASSWORD"). */
export function e2eOperatorPassword(): string {
  const dataDir = process.env.STAIRWAY_E2E_DATA_DIR ?? '';
  const printed = fs.readFileSync(path.join(dataDir, 'e2e-operator.txt'), 'utf8');
  const password = /^Password \(shown once[^)]*\): (\S+)$/m.exec(printed)?.[1];
  if (!password) throw new Error(`add-operator printed no password: ${printed}`);
  return password;
}

/** The start of the subject of the console's sign-in code e-mail. */
const CODE_SUBJECT = 'Your Stairway console code:';

/**
 * Signs the page in as the e2e operator, through both steps, and waits for the console. Journeys that run at the
 * same time sign the same operator in, and a new code replaces the one sent before it: when the code is refused
 * because another journey asked for a newer one, it starts again (at most three times, after a short random wait).
 * The code is read from the first code e-mail that came after Continue was pressed: the operator is also e-mailed
 * the team's notices (a new repair, a customer's message) by journeys running at the same time, so the newest
 * e-mail to the address may be one of those.
 */
export async function signInOperator(page: Page, onEachStep?: (step: 'password' | 'code') => Promise<void>) {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/ops/sign-in');
    await page.getByLabel('E-mail address').fill(E2E_OPERATOR_EMAIL);
    await page.getByLabel('Password').fill(e2eOperatorPassword());
    await onEachStep?.('password');
    const before = subjectsTo(E2E_OPERATOR_EMAIL, CODE_SUBJECT).map(({ file }) => file);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
    const subject = await nextSubjectTo(E2E_OPERATOR_EMAIL, CODE_SUBJECT, before);
    const code = subject.replace(/\D/g, '');
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await onEachStep?.('code');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const console = page.getByRole('heading', { level: 1, name: 'Applications in review' });
    try {
      await expect(console).toBeVisible({ timeout: attempt < 3 ? 10_000 : 30_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.waitForTimeout(500 + Math.random() * 1500);
    }
  }
}
