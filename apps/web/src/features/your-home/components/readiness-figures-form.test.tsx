/**
 * The readiness figures on Your home (decision 077): other committed spending counted and named, each person's
 * income on a joint plan with what the co-applicant's contributes, a figure out of range named under its field,
 * and the server's refusal shown under the field it names.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { answers, makeMe, renderRoute, signedIn } from '../../../testing/render-route';
import { GetHomePaymentsQuery } from '../graphql/getHomePayments';
import { SaveReadinessFiguresMutation } from '../graphql/readiness';
import { COLLECTING, homeWith, JOINT_READINESS } from '../your-home-fixtures';
import { YourHomePage } from '../your-home-page';

const applicant = () => signedIn(makeMe({ emailVerified: true }));

/** Renders Your home with the given payments and further answers. */
function renderHome(payments = COLLECTING, more: MockLink.MockedResponse[] = []) {
  renderRoute(<YourHomePage />, {
    url: '/your-home',
    session: applicant(),
    mocks: [answers(GetHomePaymentsQuery, homeWith(payments)), ...more],
  });
}

describe('ReadinessFiguresForm', () => {
  it('counts childcare and other commitments against the income, and names them', async () => {
    renderHome();
    const headline = await screen.findByTestId('readiness-headline');
    expect(headline.textContent).toBe('You could be ready in about 8 years');
    // Without a co-applicant the income stays one figure.
    expect(screen.getByLabelText('Household income (a year)')).toBeTruthy();
    expect(screen.queryByLabelText('Co-applicant’s income (a year)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Childcare (a month)'), '{Backspace}900');
    await userEvent.type(screen.getByLabelText('Other commitments (a month)'), '{Backspace}100');
    // £1,000 a month: a lender would want £39,926 at 4.5 times plus £12,000 a year, more than £50,000. Year 8's
    // stressed payment of £1,446.72 would be 45.7% of £4,166.67 − £1,000.
    expect(headline.textContent).toBe('Not within 8 years on these figures');
    expect(screen.getByTestId('readiness-stress').textContent).toContain('45.7% of your household’s');
    expect(
      screen.getByText(/Lenders count your childcare and other regular commitments \(£1,000 a month\)/),
    ).toBeTruthy();
  });

  it('asks each person’s income on a joint plan, adds them up and says what the co-applicant’s brings', async () => {
    renderHome({ ...COLLECTING, mortgageReadiness: JOINT_READINESS } as typeof COLLECTING);
    const headline = await screen.findByTestId('readiness-headline');
    expect(headline.textContent).toBe('You could be ready in about 8 years');
    expect(screen.queryByLabelText('Household income (a year)')).toBeNull();
    expect(screen.getByText(/The co-applicant’s income \(£18,000 a year\) brings it to year 8/)).toBeTruthy();
    const coApplicant = screen.getByLabelText('Co-applicant’s income (a year)');
    await userEvent.clear(coApplicant);
    await userEvent.type(coApplicant, '5000');
    // £39,000 together is under the £39,926 a lender would want in year 8.
    expect(screen.getByTestId('readiness-household-income').textContent).toBe(
      'Household income: £39,000 a year, both incomes added up.',
    );
    expect(headline.textContent).toBe('Not within 8 years on these figures');
  });

  it('names a figure out of range under its field, and the field the server refuses', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    renderHome(COLLECTING, [
      {
        request: { query: SaveReadinessFiguresMutation, variables: () => true },
        result: () => {
          onError();
          return {
            errors: [
              new GraphQLError('The monthly maintenance paid must be at most £100,000', {
                extensions: { code: 'BAD_USER_INPUT', field: 'monthlyMaintenancePounds' },
              }),
            ],
          };
        },
      },
    ]);
    await screen.findByTestId('readiness-headline');
    const childcare = screen.getByLabelText('Childcare (a month)');
    await user.type(childcare, '{Backspace}100001');
    await user.tab();
    expect(await screen.findByText('The monthly childcare must be at most £100,000')).toBeTruthy();
    expect(childcare.getAttribute('aria-invalid')).toBe('true');
    await user.clear(childcare);
    await user.type(childcare, '0');
    await user.click(screen.getByRole('button', { name: 'Save my figures' }));
    expect(await screen.findByText('The monthly maintenance paid must be at most £100,000')).toBeTruthy();
    expect(screen.getByLabelText('Maintenance you pay (a month)').getAttribute('aria-invalid')).toBe('true');
    expect(onError).toHaveBeenCalledOnce();
  });
});
