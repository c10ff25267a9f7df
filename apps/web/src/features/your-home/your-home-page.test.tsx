/**
 * The customer's home page: before a plan, the way to set up the Direct Debit once the plan is signed (and what a
 * co-applicant reads instead), the payments with a failed one to be retried and what is owed, the statements'
 * months, and coming back from the provider's page (the setup read once, or left).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { ConfirmDirectDebitSetupMutation, StartDirectDebitSetupMutation } from './graphql/directDebitSetup';
import { GetHomePaymentsQuery } from './graphql/getHomePayments';
import { SaveReadinessFiguresMutation } from './graphql/readiness';
import { COLLECTING, homeWith, SIGNED_NO_DIRECT_DEBIT } from './your-home-fixtures';
import { YourHomePage } from './your-home-page';

const applicant = () => signedIn(makeMe({ emailVerified: true }));

describe('YourHomePage', () => {
  it('says payments start once the plan is prepared and signed', async () => {
    renderRoute(<YourHomePage />, {
      url: '/your-home',
      session: applicant(),
      mocks: [answers(GetHomePaymentsQuery, homeWith(null))],
    });
    expect(await screen.findByTestId('home-not-ready')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your home' })).toBeTruthy();
  });

  it('opens the provider’s page from "Set up Direct Debit"', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(<YourHomePage />, {
      url: '/your-home',
      session: applicant(),
      mocks: [
        answers(GetHomePaymentsQuery, homeWith(SIGNED_NO_DIRECT_DEBIT)),
        answers(StartDirectDebitSetupMutation, {
          startDirectDebitSetup: { url: 'https://pay.example/setup' },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up Direct Debit' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/setup'));
    vi.unstubAllGlobals();
  });

  it('shows each payment, the failed one to be retried, what is owed, and the statements', async () => {
    renderRoute(<YourHomePage />, {
      url: '/your-home',
      session: applicant(),
      mocks: [answers(GetHomePaymentsQuery, homeWith(COLLECTING))],
    });
    const rows = await screen.findAllByTestId('collection');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['paid', 'paid', 'retrying']);
    expect(within(rows[2] as HTMLElement).getByText('Failed: will be retried')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText(/Insufficient funds. Next try 6 December 2026/),
    ).toBeTruthy();
    expect(screen.getByText('£4,166.67')).toBeTruthy();
    expect(screen.getByText('2.08% of £200,000')).toBeTruthy();
    expect(within(screen.getByTestId('arrears')).getByText('You owe £917 of rent')).toBeTruthy();
    expect(screen.getByText('Sort code 20-00-00, account ending 9911')).toBeTruthy();
    expect(screen.getByText('Of £6,167.34 due so far by your plan')).toBeTruthy();
    expect(screen.getByTestId('leaving-refund-total').textContent).toBe('£3,249.67');
    expect(screen.getByText('−£917')).toBeTruthy();
    expect(screen.getAllByTestId('upcoming-payment').map((row) => row.textContent)).toEqual([
      'Monthly payment 3 (December 2026) · due 10 December 2026£1,083.67',
      'Monthly payment 4 (January 2027) · due 10 January 2027£1,083.67',
    ]);
    expect(screen.getByRole('link', { name: /Open the sandbox bank/ }).getAttribute('href')).toContain(
      '/sandbox/direct-debit/',
    );
    expect(screen.getByRole('link', { name: 'December 2026' }).getAttribute('href')).toBe(
      '/your-home/statements/2026-12',
    );
  });

  it('says when a mortgage for the rest looks within reach, and works it out again for another income', async () => {
    renderRoute(<YourHomePage />, {
      url: '/your-home',
      session: applicant(),
      mocks: [answers(GetHomePaymentsQuery, homeWith(COLLECTING))],
    });
    const headline = await screen.findByTestId('readiness-headline');
    expect(headline.textContent).toBe('You could be ready in about 8 years');
    expect(screen.getAllByTestId('readiness-year')).toHaveLength(9);
    expect(screen.getByText(/Each extra £100 a month of equity would bring it to year 5/)).toBeTruthy();
    // The stress test beside the multiple: £179,666.34 at 8.5% over 25 years is 34.7% of £50,000 ÷ 12.
    expect(screen.getByTestId('readiness-stress').textContent).toBe(
      'At a stressed rate of 8.5%, the mortgage in year 8 would cost £1,446.72 a month over 25 years: 34.7% of ' +
        'your household’s gross monthly income after commitments (a common guide is at most 35%; each lender uses ' +
        'its own test).',
    );
    const income = screen.getByLabelText('Household income (a year)');
    await userEvent.clear(income);
    await userEvent.type(income, '30000');
    expect(headline.textContent).toBe('Not within 8 years on these figures');
  });

  it('counts card balances against the income, and saves the customer’s own figures', async () => {
    const saved = {
      __typename: 'MortgageReadiness',
      annualIncomePounds: 50_000,
      applicantIncomePounds: null,
      coApplicantIncomePounds: null,
      cardBalancePounds: 2_000,
      monthlyLoansPounds: 800,
      monthlyChildcarePounds: 0,
      monthlyMaintenancePounds: 0,
      monthlyOtherCommitmentsPounds: 0,
      figuresSavedAt: '2026-12-01T10:00:00.000Z',
    };
    renderRoute(<YourHomePage />, {
      url: '/your-home',
      session: applicant(),
      mocks: [
        answers(GetHomePaymentsQuery, homeWith(COLLECTING)),
        answers(
          SaveReadinessFiguresMutation,
          { saveReadinessFigures: saved },
          (variables) =>
            JSON.stringify(variables) ===
            JSON.stringify({
              input: {
                annualIncomePounds: 50_000,
                applicantIncomePounds: null,
                coApplicantIncomePounds: null,
                cardBalancePounds: 2_000,
                monthlyLoansPounds: 800,
                monthlyChildcarePounds: 0,
                monthlyMaintenancePounds: 0,
                monthlyOtherCommitmentsPounds: 0,
              },
            }),
        ),
        answers(GetHomePaymentsQuery, homeWith(COLLECTING)),
      ],
    });
    const headline = await screen.findByTestId('readiness-headline');
    expect(screen.getByTestId('readiness-figures-source').textContent).toMatch(/your application’s figures/);
    await userEvent.type(screen.getByLabelText('Owed on credit cards'), '{Backspace}2000');
    await userEvent.type(screen.getByLabelText('Loan repayments (a month)'), '{Backspace}800');
    // £860 a month of repayments (3% of £2,000, and £800) puts year 8 out of reach on £50,000: a lender would
    // want £39,926 at 4.5 times plus £10,320 a year of repayments, £50,246.
    expect(headline.textContent).toBe('Not within 8 years on these figures');
    expect(screen.getByText(/Clearing your card balances and loans would bring it to year 8/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save my figures' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/We’ll use these figures/);
  });

  it('tells a co-applicant that the applicant sets up the Direct Debit', async () => {
    renderRoute(<YourHomePage />, {
      url: '/co-applicant-your-home',
      session: signedIn(undefined, { role: 'coApplicant', token: 'co-token' }),
      mocks: [
        answers(GetHomePaymentsQuery, homeWith({ ...SIGNED_NO_DIRECT_DEBIT, canSetUpDirectDebit: false })),
      ],
    });
    expect(await screen.findByText(/The applicant sets up the Direct Debit/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up Direct Debit' })).toBeNull();
  });

  it('reads the setup once on coming back from the provider', async () => {
    const confirm = vi.fn(() => ({ data: { confirmDirectDebitSetup: COLLECTING } }));
    renderRoute(<YourHomePage />, {
      url: '/your-home?setup=abc123',
      path: '/your-home',
      session: applicant(),
      mocks: [
        answers(GetHomePaymentsQuery, homeWith(SIGNED_NO_DIRECT_DEBIT)),
        {
          request: { query: ConfirmDirectDebitSetupMutation, variables: { input: { setupId: 'abc123' } } },
          result: confirm,
        },
        answers(GetHomePaymentsQuery, homeWith(COLLECTING)),
      ],
    });
    expect(await screen.findByText('Your Direct Debit is set up')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('says nothing was set up when the customer left the provider’s page', async () => {
    renderRoute(<YourHomePage />, {
      url: '/your-home?setup=cancelled',
      path: '/your-home',
      session: applicant(),
      mocks: [answers(GetHomePaymentsQuery, homeWith(SIGNED_NO_DIRECT_DEBIT))],
    });
    expect(await screen.findByText(/nothing was set up/)).toBeTruthy();
  });
});
