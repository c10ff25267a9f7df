/**
 * /ops/reconciliation: a loader while the plans load; each plan's case by its home (a link to its page) and
 * applicant, "Reconciled" or "Differences" with each difference listed, or why it could not be checked; the line
 * saying no plan has a Direct Debit yet; and, when they could not be loaded, an alert with Try again, never that
 * line.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { PaymentsReconciliationQuery } from '../graphql/paymentsReconciliation';
import { CASE_ID } from '../testing/purchase-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { NO_PLAN_TO_RECONCILE, RECONCILIATION_INTRO, ReconciliationPage } from './reconciliation-page';

const OTHER_CASE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const UNLISTED_CASE_ID = '5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e';

/** A plan's reconciliation as the server sends it. */
const plan = (purchaseCaseId: string, planId: string, more: Record<string, unknown> = {}) => ({
  __typename: 'PlanReconciliation' as const,
  purchaseCaseId,
  planId,
  applicantName: null as string | null,
  address: null as string | null,
  reconciled: true,
  error: null,
  differences: [] as string[],
  ...more,
});

/** Renders the page at /ops/reconciliation with the server's answers. */
function renderReconciliation(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<ReconciliationPage />, { path: '/ops/reconciliation', mocks });
}

/** Each cell's text of a table row. */
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ReconciliationPage', () => {
  it('shows its title, what it compares and a loader while the plans load', async () => {
    renderReconciliation([neverAnswers(PaymentsReconciliationQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeTruthy();
    expect(screen.getByText(RECONCILIATION_INTRO)).toBeTruthy();
    expect(screen.getByLabelText('Loading the reconciliation')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(NO_PLAN_TO_RECONCILE)).toBeNull();
    expect(document.title).toBe('Reconciliation · Stairway operators');
  });

  it('lists a reconciled plan and one with differences, each by its case, with the differences', async () => {
    renderReconciliation([
      answersOnce(PaymentsReconciliationQuery, {
        paymentsReconciliation: [
          plan(CASE_ID, 'plan-1', { applicantName: 'Jane Smith', address: '12 High Street, Leeds LS6 1AA' }),
          plan(OTHER_CASE_ID, 'plan-2', {
            applicantName: 'Tom Brown',
            address: '3 Mill Lane, York YO1 7AA',
            reconciled: false,
            differences: [
              'pi_123: ledger £0.00, provider £1,083.67',
              'pi_456: ledger £250.00, provider £0.00',
            ],
          }),
          plan(UNLISTED_CASE_ID, 'plan-3', {
            reconciled: false,
            error: 'The provider did not answer: try again later',
          }),
        ],
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(
      screen.getByText('3 plans: 1 reconciled, 1 with differences, 1 could not be checked.'),
    ).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Case', 'Outcome', 'Differences']);
    const [, jane, tom, unlisted] = within(table).getAllByRole('row');
    expect(cells(jane)).toEqual(['12 High Street, Leeds LS6 1AAJane Smith', 'Reconciled', 'None']);
    expect(screen.getByRole('link', { name: '12 High Street, Leeds LS6 1AA' }).getAttribute('href')).toBe(
      `/ops/purchases/${CASE_ID}`,
    );
    expect(cells(tom)).toEqual([
      '3 Mill Lane, York YO1 7AATom Brown',
      'Differences',
      'pi_123: ledger £0.00, provider £1,083.67pi_456: ledger £250.00, provider £0.00',
    ]);
    expect(
      within(tom as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pi_123: ledger £0.00, provider £1,083.67', 'pi_456: ledger £250.00, provider £0.00']);
    expect(cells(unlisted)).toEqual([
      'Case 5b4c3d2e',
      'Could not be checkedThe provider did not answer: try again later',
      'None',
    ]);
    expect(screen.getByRole('link', { name: 'Case 5b4c3d2e' }).getAttribute('href')).toBe(
      `/ops/purchases/${UNLISTED_CASE_ID}`,
    );
    expect(screen.queryByText(NO_PLAN_TO_RECONCILE)).toBeNull();
  });

  it('says when no plan has a Direct Debit yet', async () => {
    renderReconciliation([
      answersOnce(PaymentsReconciliationQuery, {
        paymentsReconciliation: [],
      }),
    ]);
    expect(await screen.findByText(NO_PLAN_TO_RECONCILE)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the plans could not be loaded, not that there are none, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderReconciliation([
      failsOnTheNetwork(PaymentsReconciliationQuery),
      answersOnce(PaymentsReconciliationQuery, {
        paymentsReconciliation: [plan(CASE_ID, 'plan-1')],
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The reconciliation could not be loaded');
    expect(screen.queryByText(NO_PLAN_TO_RECONCILE)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reconciled')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
