/**
 * Onboarding step 4, /onboard/preferred-location (spec §2): at least one and at most 5 districts, and a district
 * typed that is not one, is not covered or is already chosen is refused; districts chosen from the suggestions
 * or typed open step 5 and are kept for Back, and the server's refusal of one district (sent with every answer
 * from the last step) is shown on its chip with the others kept. This step sends no mutation itself, so its own
 * network and non-field failures are the last step's (email-password-step.test.tsx).
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GetPostcodeDistrictsQuery } from '../../../lib/graphql/getPostcodeDistricts';
import { SearchPostcodeDistrictsQuery } from '../../../lib/graphql/searchPostcodeDistricts';
import { paths } from '../../../lib/paths';
import { describedBy, expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OnboardMutation } from '../graphql/onboard';
import type { OnboardingDraft } from '../lib/draft';
import { next, renderOnboarding, savedDraft } from '../testing/render-onboarding';

const FIELD = 'Postcode district';

/** The answers of steps 1 to 3, so that step 4 opens. */
const BEFORE: OnboardingDraft = {
  grossAnnualPay: 35_000,
  jointApplication: false,
  firstName: 'Amelia',
  middleName: '',
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
};

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = {
  ...BEFORE,
  preferredLocations: ['SO16', 'M1'],
  deposit: 5_000,
  depositSource: 'CashSavings',
};

/** The districts the service knows. */
const KNOWN = [
  {
    __typename: 'PostcodeDistrict',
    outcode: 'SO16',
    town: 'Southampton',
    region: 'South East',
    homesCount: 23,
  },
  { __typename: 'PostcodeDistrict', outcode: 'M1', town: 'Manchester', region: 'North West', homesCount: 40 },
];

type Input<T> = { input: T };

/** The service's answers to the picker's search and checks, as often as asked. */
const DISTRICTS: MockLink.MockedResponse[] = [
  {
    request: { query: SearchPostcodeDistrictsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Input<{ query: string }>) => ({
      data: {
        searchPostcodeDistricts: KNOWN.filter((d) =>
          d.outcode.startsWith(variables.input.query.toUpperCase()),
        ),
      },
    }),
  },
  {
    request: { query: GetPostcodeDistrictsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Input<{ outcodes: string[] }>) => ({
      data: { getPostcodeDistricts: KNOWN.filter((d) => variables.input.outcodes.includes(d.outcode)) },
    }),
  },
];

/** Types `text` in the field and presses Add. */
async function addTyped(text: string) {
  await userEvent.type(screen.getByLabelText(FIELD), text);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('PreferredLocationStep', () => {
  it('asks for at least one district, and stays on the step', async () => {
    renderOnboarding(paths.onboarding.preferredLocation, BEFORE, DISTRICTS);
    expect(screen.getByRole('heading', { name: 'Where would you like to live?' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
    await next();
    await expectFieldError(FIELD, 'Choose at least one preferred location');
    expect(screen.getByRole('heading', { name: 'Where would you like to live?' })).toBeTruthy();
  });

  it('refuses more than 5 districts', async () => {
    const six = ['SO16', 'M1', 'SE1', 'B1', 'LS1', 'L1'];
    renderOnboarding(paths.onboarding.preferredLocation, { ...BEFORE, preferredLocations: six }, DISTRICTS);
    expect(await screen.findByRole('button', { name: 'Remove L1' })).toBeTruthy();
    await next();
    await expectFieldError(FIELD, 'Choose at most 5 preferred locations');
    expect(screen.getByRole('heading', { name: 'Where would you like to live?' })).toBeTruthy();
  });

  it('refuses what is not a postcode district', async () => {
    renderOnboarding(paths.onboarding.preferredLocation, BEFORE, DISTRICTS);
    await addTyped('12345');
    await expectFieldError(FIELD, '"12345" is not a UK postcode district.');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('refuses a district the service does not cover', async () => {
    renderOnboarding(paths.onboarding.preferredLocation, BEFORE, DISTRICTS);
    await addTyped('YO62');
    await expectFieldError(FIELD, "We don't cover the postcode district YO62 yet.");
    expect(screen.queryByRole('button', { name: 'Remove YO62' })).toBeNull();
  });

  it('refuses a district already chosen', async () => {
    renderOnboarding(
      paths.onboarding.preferredLocation,
      { ...BEFORE, preferredLocations: ['M1'] },
      DISTRICTS,
    );
    await addTyped('m1');
    await expectFieldError(FIELD, 'M1 is already one of your districts');
  });

  it('opens step 5 with a district chosen from the suggestions, and keeps it for Back', async () => {
    const router = renderOnboarding(paths.onboarding.preferredLocation, BEFORE, DISTRICTS);
    await userEvent.type(screen.getByLabelText(FIELD), 'SO1');
    // The suggestion, chosen with the keyboard (happy-dom counts the dropdown as hidden while it opens).
    expect(
      await screen.findByRole('option', { name: 'SO16 · Southampton · 23 homes', hidden: true }),
    ).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove SO16' })).toBeTruthy();
    await addTyped('M1');
    expect(await screen.findByRole('button', { name: 'Remove M1' })).toBeTruthy();
    await next();
    expect(await screen.findByRole('heading', { name: 'Your deposit' })).toBeTruthy();
    expect(screen.getByText('Step 5 of 6')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.deposit);
    expect(savedDraft().preferredLocations).toEqual(['SO16', 'M1']);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Remove SO16' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove M1' })).toBeTruthy();
  });

  it("shows the server's refusal of one district on its chip, keeping the others", async () => {
    const message = 'We don’t cover the postcode district M1 yet';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      ...DISTRICTS,
      answersWithErrors(OnboardMutation, [badUserInput('preferredLocations.1', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain(`Step 4, Preferred location: ${message}`);

    await userEvent.click(screen.getByRole('link', { name: 'Go to preferred location' }));
    const chip = await screen.findByRole('button', { name: 'Remove M1' });
    await waitFor(() => expect(describedBy(chip)).toContain(message));
    expect(describedBy(screen.getByRole('button', { name: 'Remove SO16' }))).not.toContain(message);

    await userEvent.click(chip);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(savedDraft().preferredLocations).toEqual(['SO16']);
  });
});
