/**
 * The plan page: reading the plan (the home, version and day it was prepared, key facts, terms, fees, the
 * year-by-year schedule and the fingerprint), recording the opening once on load (openPlan) with when the review
 * window ends, downloading the PDF, the empty state without a plan, and loading and failing to load.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failsOnTheNetwork, neverAnswers } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { GetYourPlanQuery } from './graphql/getYourPlan';
import { OpenYourPlanMutation } from './graphql/openPlan';
import { YourPlanPdfQuery } from './graphql/planPdf';
import { formatPlanDateTime } from './lib/plan-format';
import { openedPlan, PLAN, PLAN_SHA, purchaseWith } from './plan-fixtures';
import { PlanPage } from './plan-page';

const applicant = () => signedIn(makeMe({ emailVerified: true }));

function renderPlan(mocks: MockLink.MockedResponse[], session = applicant()) {
  return renderRoute(<PlanPage />, { url: '/your-plan', session, mocks });
}

/** openPlan for the plan, answering it opened (window ending in `days`) and counting the calls. */
function opens(days = 7) {
  const result = vi.fn(() => ({ data: { openPlan: openedPlan(days) } }));
  const mock: MockLink.MockedResponse = {
    request: { query: OpenYourPlanMutation, variables: { input: { planId: PLAN.id } } },
    result,
  };
  return { mock, result };
}

afterEach(() => vi.restoreAllMocks());

describe('PlanPage', () => {
  it('shows the home, the version, the key facts, the terms, the fees, the schedule and the fingerprint', async () => {
    const open = opens();
    renderPlan([answers(GetYourPlanQuery, purchaseWith(PLAN)), open.mock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan' })).toBeTruthy();
    expect(screen.getByText('12 Orchard Way, Southampton, SO16 3AB')).toBeTruthy();
    expect(screen.getByText(/Version 2 · Prepared on 2 December 2026/)).toBeTruthy();

    const facts = screen.getByRole('region', { name: 'Key facts' });
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(facts)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['The price', 'Your deposit (2% of the price)', 'Your monthly payment']);
    expect(values).toEqual(['£245,000', '£4,900', '£1,150.50']);

    const rent = screen.getByRole('region', { name: 'How and when your rent can change' });
    expect(within(rent).getByText(/once a year, in April/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Buying the rest of your home' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'If you leave' }).textContent).toContain('within 30 days');
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('Waitlist fee')).toBeTruthy();
    expect(within(fees).getByText('£99.50')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'What you pay and build up in each year of your plan' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Year', 'Months', 'Rent paid', 'Equity paid', 'Deposit built']);
    const firstYear = within(table).getAllByRole('row')[1];
    expect(
      within(firstYear as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '£12,000', '£1,806', '£6,706']);

    expect(screen.getByTestId('plan-fingerprint').textContent).toBe('SHA-256: 3f1a9c0b7d2e…');
    expect(screen.getByTestId('plan-sha256').textContent).toBe(PLAN_SHA);
    expect(
      screen.getByText('This fingerprint identifies the exact document; it is recorded with your signature.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the full fingerprint' })).toBeTruthy();
  });

  it('records the opening once on load and says when the customer can sign', async () => {
    const open = opens(7);
    renderPlan([answers(GetYourPlanQuery, purchaseWith(PLAN)), open.mock]);
    const opened = openedPlan(7).yourSigning;
    expect(
      await screen.findByText(`You can sign from ${formatPlanDateTime(opened?.canSignFrom ?? '')}.`),
    ).toBeTruthy();
    expect(
      screen.getByText(`You opened this plan on ${formatPlanDateTime(opened?.firstOpenedAt ?? '')}.`),
    ).toBeTruthy();
    expect(open.result).toHaveBeenCalledTimes(1);
  });

  it('downloads the exact PDF under the server’s file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:plan');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const pdf = {
      __typename: 'PlanPdf',
      fileName: 'stairway-plan-v2.pdf',
      base64: btoa('%PDF-1.7'),
      sha256: PLAN_SHA,
    };
    renderPlan([
      answers(GetYourPlanQuery, purchaseWith(PLAN)),
      opens().mock,
      answers(YourPlanPdfQuery, { planPdf: pdf }, { input: { planId: PLAN.id } }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    expect(await blob?.text()).toBe('%PDF-1.7');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('stairway-plan-v2.pdf');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:plan'));
    vi.unstubAllGlobals();
  });

  it('says the plan is not ready yet when the purchase has no plan, with the way back to the progress page', async () => {
    renderPlan([answers(GetYourPlanQuery, purchaseWith(null))]);
    expect(
      await screen.findByText(
        'Your plan is not ready yet. We prepare it once the seller accepts our offer, and e-mail you when it is ready to read here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your progress' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says the same without a purchase, leading the co-applicant back to their own progress page', async () => {
    renderPlan(
      [answers(GetYourPlanQuery, { myPurchaseCase: null })],
      signedIn(undefined, { role: 'coApplicant', token: 'co-token' }),
    );
    expect(await screen.findByTestId('plan-not-ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your progress' }).getAttribute('href')).toBe(
      '/co-applicant-dashboard',
    );
  });

  it('shows a status while loading, and "Try again" when loading fails', async () => {
    const { unmount } = renderPlan([neverAnswers(GetYourPlanQuery)]);
    expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeTruthy();
    unmount();
    renderPlan([
      failsOnTheNetwork(GetYourPlanQuery),
      answers(GetYourPlanQuery, purchaseWith(PLAN)),
      opens().mock,
    ]);
    expect(await screen.findByText('We couldn’t load your plan')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Key facts' })).toBeTruthy();
  });
});
