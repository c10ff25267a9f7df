/**
 * Preferred areas after submission (decision 059): an applicant whose application is submitted changes their areas
 * on the explore page (no refusal), then Your progress says honestly how many homes there fit their budget and rent
 * budget; when none do it says the cheapest rent and offers the nearest districts that have fitting homes, and
 * adding one gives the count the server gives. The figures expected are read from the same API the page uses
 * (getBudgetMatches), so the journey holds on any bundled listings.
 */
import { graphqlRequest } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

const MATCHES = `query {
  getBudgetMatches {
    areas budget rentBudget homesInAreas matchingHomes cheapestRentInAreas
    nearbyAreas { outcode town matchingHomes }
  }
}`;

type Matches = {
  areas: string[];
  budget: number;
  rentBudget: number;
  homesInAreas: number;
  matchingHomes: number;
  cheapestRentInAreas: number | null;
  nearbyAreas: Array<{ outcode: string; town: string | null; matchingHomes: number }>;
};

/** "£1,234" as the app formats whole pounds. */
const gbp = (pounds: number) => `£${pounds.toLocaleString('en-GB')}`;

/**
 * Districts tried in turn for one where no home fits the applicant's budget and rent budget (£225,000 and £880 a
 * month, assessed for SE1) and a nearby district has some: on the national sample (and the older 4,600-row
 * extract) BA1 (Bath) has none that fit and Bristol's or Chippenham's districts do; the others are there in
 * case a larger import puts a fitting home in the first.
 */
const CANDIDATES = ['BA1', 'BA2', 'CB1', 'EX2', 'BN3', 'GL2', 'OX16', 'CM1', 'ME15', 'TQ12', 'SO41', 'RH12'];

test('a submitted applicant changes areas on explore and adds a district where homes fit', async ({
  page,
  signInApplicant,
}, testInfo) => {
  // Submitting through the API and two pages at two sizes: slow on a loaded two-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  const { token } = await signInApplicant({ preferredLocations: ['SE1'] });
  await submitApplication(page, token);
  const matchesNow = async () =>
    (await graphqlRequest<{ getBudgetMatches: Matches }>(page, MATCHES, {}, token)).getBudgetMatches;

  // Explore: "Change areas" works after submission.
  await page.goto('/submit-a-home/explore');
  await page
    .getByRole('button', { name: /Change (your )?areas/ })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Your areas' });
  await expect(editor).toContainText('Your budget and rent budget stay as they were when you submitted');
  await editor.getByLabel('Postcode district').fill('SE11');
  await editor.getByRole('option', { name: /^SE11 · / }).click();
  await editor.getByRole('button', { name: 'Save areas' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Your areas were not saved')).toHaveCount(0);
  expect((await matchesNow()).areas).toEqual(['SE1', 'SE11']);

  // Find a district where nothing fits and a nearby one does (through the same API as the page).
  let chosen: Matches | null = null;
  for (const outcode of CANDIDATES) {
    await graphqlRequest(
      page,
      'mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }',
      { input: { preferredLocations: [outcode] } },
      token,
    );
    const matches = await matchesNow();
    if (matches.homesInAreas > 1 && matches.matchingHomes === 0 && matches.nearbyAreas.length > 0) {
      chosen = matches;
      break;
    }
  }
  expect(
    chosen,
    `one of ${CANDIDATES.join(', ')} has homes, none fitting, and fitting homes nearby`,
  ).not.toBeNull();
  if (!chosen) return;
  const area = chosen.areas[0] ?? '';
  const nearby = chosen.nearbyAreas[0];
  if (!nearby) return;

  // Your progress: none fit, with the cheapest rent, and the nearest district with fitting homes.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Homes that fit your budget' });
  await expect(card.getByTestId('budget-matches-summary')).toHaveText(
    `None of the ${chosen.homesInAreas.toLocaleString('en-GB')} homes in ${area} fit your budget and rent budget: the cheapest rent there is ${gbp(chosen.cheapestRentInAreas ?? 0)} a month.`,
  );
  // The figures are the ones assessed for SE1 at submission, and the card says so (decision 059).
  await expect(card.getByTestId('budget-kept-as-submitted')).toBeVisible();
  const add = card.getByRole('button', { name: new RegExp(`^Add ${nearby.outcode}[,:]`) });
  await expect(add).toBeVisible();
  await screenshotBoth(page, testInfo, 'dashboard-budget-matches-none');
  await expectNoAxeViolations(page);

  await add.click();
  await expect.poll(async () => (await matchesNow()).areas).toEqual([area, nearby.outcode]);
  const after = await matchesNow();
  const fits = after.matchingHomes;
  expect(fits).toBeGreaterThanOrEqual(nearby.matchingHomes);
  await expect(card.getByTestId('budget-matches-summary')).toHaveText(
    `${fits.toLocaleString('en-GB')} ${fits === 1 ? 'home' : 'homes'} in ${area} and ${nearby.outcode} ${fits === 1 ? 'fits' : 'fit'} your budget of ${gbp(after.budget)} and rent budget of ${gbp(after.rentBudget)} a month.`,
  );
  await expect(card.getByRole('link', { name: /^Explore (them|it)$/ })).toBeVisible();
  await screenshotBoth(page, testInfo, 'dashboard-budget-matches-fit');
  await expectNoAxeViolations(page);

  // The explore link opens the homes that fit: within the budget, rent at most the rent budget.
  await card.getByRole('link', { name: /^Explore (them|it)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`maxRent=${after.rentBudget}`));
  await expect(page.getByTestId('listing-card')).toHaveCount(fits);
  await screenshotBoth(page, testInfo, 'explore-homes-that-fit');
});
