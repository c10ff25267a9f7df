/**
 * /ops/purchases: the purchase cases. A loader while they load; a line saying none is in progress (or none at all);
 * each case's home (a link to its page), applicant, stage as a badge and the day it reached it; the choice of those
 * still going or all of them (includeClosed); and, when they could not be loaded, an alert saying so with Try again,
 * never the line saying there are none.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { PurchaseCasesQuery } from '../graphql/purchaseCases';
import { makePurchaseCaseRow } from '../testing/purchase-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { PurchasesPage } from './purchases-page';

const GOING = { includeClosed: false };
const ALL = { includeClosed: true };
const NONE_GOING = 'No purchases in progress. A purchase opens when a home is approved.';

/** Renders the page at /ops/purchases with the server's answers. */
function renderPurchases(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<PurchasesPage />, { path: '/ops/purchases', mocks });
}

/** Each cell's text of a table row. */
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const MOVED_IN = makePurchaseCaseRow({
  applicationId: 'app-2',
  name: 'Tom Brown',
  email: 'tom@example.com',
  purchaseCase: {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    address: '3 Mill Lane, York YO1 7AA',
    state: 'MovedIn',
    stateLabel: 'Moved in',
    stateDate: '2026-10-01',
  },
});

describe('PurchasesPage', () => {
  it('shows a loader, and no table or message, while the cases load', async () => {
    renderPurchases([neverAnswers(PurchaseCasesQuery, GOING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeTruthy();
    expect(screen.getByLabelText('Loading purchases')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading purchases')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(NONE_GOING)).toBeNull();
    expect(document.title).toBe('Purchases · Stairway operators');
  });

  it('says when no purchase is in progress', async () => {
    renderPurchases([answersOnce(PurchaseCasesQuery, { purchaseCases: [] }, GOING)]);
    expect(await screen.findByText(NONE_GOING)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each case with a link to its page, its applicant, stage and since when', async () => {
    renderPurchases([
      answersOnce(
        PurchaseCasesQuery,
        {
          purchaseCases: [
            makePurchaseCaseRow(),
            { ...MOVED_IN, purchaseCase: { ...MOVED_IN.purchaseCase, address: '' } },
          ],
        },
        GOING,
      ),
    ]);
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^2 purchases, longest at their stage first\./)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Home', 'Applicant', 'Stage', 'Since']);
    expect(screen.getByRole('link', { name: '12 High Street, Leeds LS6 1AA' }).getAttribute('href')).toBe(
      '/ops/purchases/3f1c2b9e-8d4a-4c1e-9b7a-2d5e6f7a8b9c',
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(cells(first)).toEqual([
      '12 High Street, Leeds LS6 1AA',
      'Jane Smithjane@example.com',
      'Offer accepted',
      '20 November 2026',
    ]);
    expect(cells(second)).toEqual([
      'No address given',
      'Tom Browntom@example.com',
      'Moved in',
      '1 October 2026',
    ]);
  });

  it('lists every case, closed ones too, when All is chosen, and those still going again', async () => {
    const user = userEvent.setup();
    renderPurchases([
      answersOnce(PurchaseCasesQuery, { purchaseCases: [makePurchaseCaseRow()] }, GOING),
      answersOnce(PurchaseCasesQuery, { purchaseCases: [makePurchaseCaseRow(), MOVED_IN] }, ALL),
      // Those still going are asked for again (cache and network).
      answersOnce(PurchaseCasesQuery, { purchaseCases: [makePurchaseCaseRow()] }, GOING),
    ]);
    expect(await screen.findByText(/^1 purchase, longest/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Still going' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('link', { name: '3 Mill Lane, York YO1 7AA' })).toBeTruthy();
    expect(screen.getByText(/^2 purchases, longest/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Still going' }));
    expect(await screen.findByText(/^1 purchase, longest/)).toBeTruthy();
  });

  it('says when there is no purchase at all', async () => {
    const user = userEvent.setup();
    renderPurchases([
      answersOnce(PurchaseCasesQuery, { purchaseCases: [] }, GOING),
      answersOnce(PurchaseCasesQuery, { purchaseCases: [] }, ALL),
    ]);
    await screen.findByText(NONE_GOING);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(
      await screen.findByText('No purchases yet. A purchase opens when a home is approved.'),
    ).toBeTruthy();
  });

  it('says the cases could not be loaded, not that there are none, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderPurchases([
      failsOnTheNetwork(PurchaseCasesQuery, GOING),
      answersOnce(PurchaseCasesQuery, { purchaseCases: [makePurchaseCaseRow()] }, GOING),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The purchases could not be loaded');
    expect(screen.queryByText(NONE_GOING)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '12 High Street, Leeds LS6 1AA' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the cases could not be loaded when the server fails', async () => {
    renderPurchases([answersWithErrors(PurchaseCasesQuery, [serverError('Something broke')], GOING)]);
    expect((await screen.findByRole('alert')).textContent).toContain('The purchases could not be loaded');
    expect(screen.queryByText(NONE_GOING)).toBeNull();
  });
});
