/**
 * /ops/purchases/:purchaseCaseId: one purchase case. A loader, the server's refusal (not found), a failed load (said
 * so, with Try again); the home, the applicant and a link to their application, the state, the next step and who it
 * waits on, the timeline and the history; and the move form: the next stage chosen and today's date sent as they are,
 * a fall-through asking for a reason and a confirmation, a server refusal shown on the field it names, and no form
 * once the case is closed.
 */
import type { MockLink } from '@apollo/client/testing';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answersWithErrors,
  badUserInput,
  failsOnTheNetwork,
  neverAnswers,
  serverError,
} from '../../../testing/graphql';
import { OpsHomeValueQuery } from '../graphql/homeValue';
import { MovePurchaseCaseMutation } from '../graphql/movePurchaseCase';
import { PurchaseCaseQuery } from '../graphql/purchaseCase';
import { todayInTheUk } from '../lib/format';
import { stubDocumentFonts } from '../testing/document-fonts';
import {
  CASE_ID,
  fallenThrough,
  makePurchaseCaseReview,
  movedToValuation,
  TIMELINE_AT_OFFER_ACCEPTED,
} from '../testing/purchase-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { PurchasePage } from './purchase-page';

const VARIABLES = { input: { purchaseCaseId: CASE_ID } };
const ADDRESS = '12 High Street, Leeds LS6 1AA';

/** Renders the page of Jane Smith's case with the server's answers. */
function renderPurchase(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<PurchasePage />, {
    path: '/ops/purchases/:purchaseCaseId',
    url: `/ops/purchases/${CASE_ID}`,
    // The home value card (decision 073) has nothing to show before a plan is signed.
    mocks: [...mocks, answersOnce(OpsHomeValueQuery, { planPayments: null }, VARIABLES)],
  });
}

/** PurchaseCase answers with the case (at offer accepted unless told). */
const loads = (overrides: Parameters<typeof makePurchaseCaseReview>[0] = {}) =>
  answersOnce(PurchaseCaseQuery, { purchaseCase: makePurchaseCaseReview(overrides) }, VARIABLES);

/** movePurchaseCase with exactly `input` (and the case's id) answers with `answer`, through a spy. */
function moves(input: Record<string, unknown>, answer: ReturnType<typeof makePurchaseCaseReview>) {
  const result = vi.fn(() => ({ data: { movePurchaseCase: answer } }));
  const mock: MockLink.MockedResponse = {
    request: { query: MovePurchaseCaseMutation, variables: { input: { purchaseCaseId: CASE_ID, ...input } } },
    result,
  };
  return { mock, result };
}

describe('PurchasePage', () => {
  beforeAll(stubDocumentFonts);

  it('shows a loader while the case loads', async () => {
    renderPurchase([neverAnswers(PurchaseCaseQuery)]);
    expect(screen.getByLabelText('Loading the purchase')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading the purchase')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the server’s refusal in place of the case', async () => {
    renderPurchase([
      answersWithErrors(
        PurchaseCaseQuery,
        [serverError('That purchase case was not found', 'NOT_FOUND')],
        VARIABLES,
      ),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('That purchase case was not found');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says the case could not be loaded, not that it was not found, and Try again loads it', async () => {
    const user = userEvent.setup();
    renderPurchase([failsOnTheNetwork(PurchaseCaseQuery, VARIABLES), loads()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The purchase could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: ADDRESS })).toBeTruthy();
  });

  it('shows the home, the applicant, where it stands, the timeline and the history', async () => {
    renderPurchase([loads()]);
    expect(await screen.findByRole('heading', { level: 1, name: ADDRESS })).toBeTruthy();
    expect(document.title).toBe(`${ADDRESS} · Stairway operators`);
    expect(screen.getByRole('link', { name: 'Purchases' }).getAttribute('href')).toBe('/ops/purchases');
    expect(screen.getByText(/Jane Smith \(jane@example\.com\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the application' }).getAttribute('href')).toBe(
      '/ops/applications/app-1',
    );
    expect(screen.getByText('Opened 5 Nov 2026, 10:00 · asking price £240,000')).toBeTruthy();
    expect(screen.getByText('Since 20 November 2026')).toBeTruthy();
    expect(screen.getByText(/^The seller has accepted our offer\./)).toBeTruthy();
    expect(screen.getByText('Waiting on:').parentElement?.textContent).toBe(
      'Waiting on: Stairway and the applicant',
    );

    const timeline = within(screen.getByRole('list'));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Offer madeDone, 10 November 2026',
      'Offer acceptedCurrent stage, 20 November 2026',
      'Valuation and surveyTo come',
      'Legal workTo come',
      'ExchangeTo come',
      'CompletionTo come',
      'Moved inTo come',
    ]);

    const history = screen.getByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Opened: Home approved', '5 November 2026', '–', 'approver@stairway.example', '5 Nov 2026, 09:30'],
      [
        'Home approved → Offer made',
        '10 November 2026',
        'Offered £235,000',
        'ops@stairway.example',
        '10 Nov 2026, 09:30',
      ],
      ['Offer made → Offer accepted', '20 November 2026', '–', 'ops@stairway.example', '20 Nov 2026, 09:30'],
    ]);
  });

  it('moves the case to the next stage, chosen for it, on today’s date with a note, then starts again', async () => {
    const user = userEvent.setup();
    const today = todayInTheUk();
    const { mock, result } = moves(
      { to: 'ValuationAndSurvey', date: today, reason: null, note: 'Surveyor booked' },
      movedToValuation(today, 'Surveyor booked'),
    );
    renderPurchase([loads(), mock]);
    const form = await screen.findByRole('form', { name: 'Move the case' });
    expect(
      (within(form).getByRole('radio', { name: 'Valuation and survey' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(form).getByLabelText('Date it happened') as HTMLInputElement).value).toBe(today);
    expect(within(form).queryByLabelText(/^Reason/)).toBeNull();
    await user.type(within(form).getByLabelText('Note'), 'Surveyor booked');
    await user.click(within(form).getByRole('button', { name: 'Move the case' }));

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Moved to Valuation and survey, .+\. Jane Smith has been e-mailed\.$/,
    );
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByRole('radio', { name: 'Legal work' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(`Since ${formatPurchaseCaseDate(today)}`)).toBeTruthy();
    const history = within(screen.getByRole('table', { name: 'History' }));
    expect(history.getByText('Offer accepted → Valuation and survey')).toBeTruthy();
    expect(history.getByText('Surveyor booked')).toBeTruthy();
  });

  it('asks for a reason and a confirmation before the case falls through, and then shows it closed', async () => {
    const user = userEvent.setup();
    const today = todayInTheUk();
    const { mock, result } = moves(
      { to: 'FallenThrough', date: today, reason: 'The seller withdrew', note: null },
      fallenThrough(today, 'The seller withdrew'),
    );
    renderPurchase([loads(), mock]);
    await user.click(await screen.findByRole('radio', { name: 'Fallen through' }));
    await user.click(screen.getByRole('button', { name: 'Mark as fallen through' }));
    expect(await screen.findByText('Say why the purchase fell through: a reason is required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText(/^Reason/), 'The seller withdrew');
    await user.click(screen.getByRole('button', { name: 'Mark as fallen through' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark Jane Smith’s purchase as fallen through?',
    });
    expect(dialog.textContent).toContain(`The purchase of the home at ${ADDRESS} will stop.`);
    expect(result).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it fell through' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Marked as fallen through. Jane Smith has been e-mailed and can choose another home.',
    );
    expect(result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/^This case is closed: the purchase fell through\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Move the case' })).toBeNull();
    expect(screen.getByText('Why it fell through')).toBeTruthy();
  });

  it('sends no reason when the operator chose to fall through, then the next stage again', async () => {
    const user = userEvent.setup();
    const today = todayInTheUk();
    const { mock, result } = moves(
      { to: 'ValuationAndSurvey', date: today, reason: null, note: null },
      makePurchaseCaseReview(),
    );
    renderPurchase([loads(), mock]);
    await user.click(await screen.findByRole('radio', { name: 'Fallen through' }));
    await user.type(screen.getByLabelText(/^Reason/), 'Changed my mind');
    await user.click(screen.getByRole('radio', { name: 'Valuation and survey' }));
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move the case' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal of the date under the date, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const today = todayInTheUk();
    const refusal = 'The date cannot be after today: record a stage once it has happened';
    renderPurchase([
      loads(),
      answersWithErrors(MovePurchaseCaseMutation, [badUserInput('date', refusal)], {
        input: {
          purchaseCaseId: CASE_ID,
          to: 'ValuationAndSurvey',
          date: today,
          reason: null,
          note: 'Booked',
        },
      }),
    ]);
    await user.type(await screen.findByLabelText('Note'), 'Booked');
    await user.click(screen.getByRole('button', { name: 'Move the case' }));

    const date = screen.getByLabelText('Date it happened');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    const described = (date.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText(refusal);
    expect(described).toContain(error.id);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Booked');
  });

  it('says the case is closed, with no form, once the applicant has moved in', async () => {
    renderPurchase([
      loads({
        allowedMoves: [],
        purchaseCase: {
          state: 'MovedIn',
          stateLabel: 'Moved in',
          stateDate: '2026-11-28',
          waitingOn: [],
          timeline: TIMELINE_AT_OFFER_ACCEPTED.map((s) => ({ ...s, status: 'done' })),
        },
      }),
    ]);
    expect(await screen.findByText(/^This case is closed: the applicant has moved in\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Move the case' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move the case' })).toBeNull();
    expect(screen.getByText('Waiting on:').parentElement?.textContent).toBe('Waiting on: No one');
  });
});
