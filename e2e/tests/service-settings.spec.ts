/**
 * The service's settings in the web app (spec §5 "Submit-a-home button appears only when the maintenance flag says
 * enabled and the application is not rejected"; spec §4 step 6 "Identity verification ... skippable when the skip
 * setting is on or the user skipped"; spec §3 Settings skipIdv). The team changes these settings in the database,
 * which the embedded database of the server under test does not allow while it runs, so the server's answers are
 * rewritten on their way to the browser (as application-decisions.spec.ts does for decisions): getMaintenanceMode
 * and getSettings as the server would answer with the setting changed, and the application's steps as the domain
 * works them out with skipIdv on.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { fillPersonalAndFinancial } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { type AnswerData, rewriteAnswers } from '../support/intercept';
import { screenshotBoth } from '../support/screenshots';

const IDENTITY_PATH = '/your-application/identity-verification/applicant-identity-verification';
const BANK_PATH = '/your-application/bank-statements/applicant-bank-statements';

test('the submit-a-home button follows the maintenance flag and the application’s rejected state', async ({
  page,
}, testInfo) => {
  await signInNewApplicant(page);

  // Switched on (as seeded) and not rejected: the button is there.
  await page.goto('/submit-a-home');
  const section = page.getByRole('region', { name: 'Homes you submit' });
  const submit = section.getByRole('link', { name: 'Submit a home' });
  await expect(submit).toBeVisible();
  await expect(submit).toHaveAttribute('href', '/submit-a-home/home-disclaimer');
  await screenshotBoth(page, testInfo, 'settings-01-submit-home-open');
  await expectNoAxeViolations(page);

  // The maintenance flag says the feature is off: no button, and the page says why.
  await rewriteAnswers(page, ['GetMaintenanceMode'], (data) => {
    (data.getMaintenanceMode as AnswerData).submitHomeEnabled = false;
  });
  await page.goto('/submit-a-home');
  await expect(section.getByTestId('submit-home-paused')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Submit a home' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'settings-02-submit-home-paused');
  await expectNoAxeViolations(page);
  await page.unrouteAll({ behavior: 'wait' });

  // A rejected application: no button either.
  await rewriteAnswers(page, ['Me'], (data) => {
    Object.assign((data.me as { application: AnswerData }).application, {
      submitted: true,
      rejected: true,
      nextStep: { kind: 'Submitted', id: null, path: null },
    });
  });
  await page.goto('/submit-a-home');
  await expect(section.getByTestId('submit-home-rejected')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Submit a home' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'settings-03-submit-home-rejected');
  await expectNoAxeViolations(page);
});

test('the identity skip follows the skipIdv setting', async ({ page }, testInfo) => {
  const { token } = await signInNewApplicant(page);
  await fillPersonalAndFinancial(page, token);

  // skipIdv off (as seeded): the applicant may skip for now; nothing says the check is not needed.
  await page.goto(IDENTITY_PATH);
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await expect(page.getByTestId('identity-not-needed')).toHaveCount(0);

  // skipIdv on: the server answers getSettings with skipIdv true and, from the domain's rules, the identity
  // step done and bank statements next.
  await rewriteAnswers(page, ['ApplicationPage', 'Me'], (data) => {
    if (data.getSettings) (data.getSettings as AnswerData).skipIdv = true;
    const application = (data.getApplication ?? (data.me as AnswerData).application) as AnswerData;
    const steps = application.steps as Array<{ id: string; status: string }> | undefined;
    for (const step of steps ?? []) {
      if (step.id === 'applicant-identity-verification') step.status = 'Done';
      if (step.id === 'applicant-bank-statements') step.status = 'Todo';
    }
    application.nextStep = { kind: 'Step', id: 'applicant-bank-statements', path: BANK_PATH };
  });
  await page.goto(IDENTITY_PATH);
  const notNeeded = page.getByTestId('identity-not-needed');
  await expect(notNeeded).toBeVisible();
  await expect(notNeeded).toContainText('You don’t need to verify your identity now');
  // Nothing to skip, and it does not say the applicant chose to skip; verifying is still possible.
  await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  await expect(page.getByTestId('identity-skipped')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Verify now/ })).toBeVisible();
  await screenshotBoth(page, testInfo, 'settings-04-identity-not-needed');
  await expectNoAxeViolations(page);

  await page.goto('/your-application');
  await expect(page.getByTestId('section-applicant-identity-verification')).toContainText(
    'Not needed for now',
  );
});
