/**
 * /ops/promotions: the promotions and the create form. A loader while the list loads, an empty list, each promotion's
 * image, title, text, terms link, date and status with Publish or Unpublish; publishing one (the list then shows it
 * published), and the server's refusal and a network failure above the list; and, when the list could not be loaded,
 * an alert saying so with Try again in place of an empty list. The create form is covered by
 * components/create-promotion-form.test.tsx.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { PromotionsQuery } from '../graphql/promotions';
import { SetPromotionActiveMutation } from '../graphql/setPromotionActive';
import { stubDocumentFonts } from '../testing/document-fonts';
import { makePromotion, type PromotionRow } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { PromotionsPage } from './promotions-page';

const spring = makePromotion();
const summer = makePromotion({
  id: 'promo-2',
  title: 'Summer fee waiver',
  text: 'No application fee in July.',
  terms: 'https://stairway.example/promotions/promo-2/terms',
  active: true,
  imageUrl: null,
  createdAt: '2026-06-01T10:00:00.000Z',
});

/** Promotions answers with these once. */
const promotions = (list: PromotionRow[]) => answersOnce(PromotionsQuery, { promotions: list });

/** Renders the page at /ops/promotions with the server's answers. */
function renderPromotions(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<PromotionsPage />, { path: '/ops/promotions', mocks });
}

/** The row of the promotion titled `title`. */
function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
}

const PUBLISH = { input: { promoId: 'promo-1', active: true } };

describe('PromotionsPage', () => {
  beforeAll(stubDocumentFonts);

  it('shows a loader in place of the list while it loads, and the create form', async () => {
    renderPromotions([neverAnswers(PromotionsQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(screen.getByLabelText('Loading promotions')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading promotions')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Promotions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create promotion' })).toBeTruthy();
    expect(document.title).toBe('Promotions · Stairway operators');
  });

  it('shows an empty list when there are no promotions', async () => {
    renderPromotions([promotions([])]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^(Publish|Unpublish) / })).toBeNull();
  });

  it('lists each promotion with its terms, date and status', async () => {
    renderPromotions([promotions([spring, summer])]);
    await screen.findByRole('table', { name: 'Promotions' });
    const springRow = rowOf('Viewing weekend');
    expect(springRow.textContent).toContain('Book a viewing with the team this spring.');
    expect(springRow.textContent).toContain('25 Nov 2026, 11:00');
    expect(within(springRow).getByText('Not published')).toBeTruthy();
    expect(springRow.querySelector('img')?.getAttribute('src')).toBe('https://files.example/promo-1.png');
    const terms = within(springRow).getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://stairway.example/promotions/promo-1/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Publish Viewing weekend' })).toBeTruthy();

    const summerRow = rowOf('Summer fee waiver');
    expect(within(summerRow).getByText('Published')).toBeTruthy();
    expect(within(summerRow).getByText('Bundled image')).toBeTruthy();
    expect(summerRow.textContent).toContain('1 Jun 2026, 11:00');
    expect(screen.getByRole('button', { name: 'Unpublish Summer fee waiver' })).toBeTruthy();
  });

  it('publishes a promotion, and then shows it published with Unpublish', async () => {
    const user = userEvent.setup();
    const published = vi.fn(() => ({
      data: { setPromotionActive: { __typename: 'Promotion', id: 'promo-1', active: true } },
    }));
    renderPromotions([
      promotions([spring]),
      { request: { query: SetPromotionActiveMutation, variables: PUBLISH }, result: published },
      promotions([{ ...spring, active: true }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Publish Viewing weekend' }));
    expect(await screen.findByRole('button', { name: 'Unpublish Viewing weekend' })).toBeTruthy();
    expect(published).toHaveBeenCalledTimes(1);
    expect(within(rowOf('Viewing weekend')).getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal, or a change that did not reach it, above the list', async () => {
    const user = userEvent.setup();
    renderPromotions([
      promotions([spring]),
      answersWithErrors(
        SetPromotionActiveMutation,
        [serverError('Another promotion is already published', 'BAD_REQUEST')],
        PUBLISH,
      ),
      failsOnTheNetwork(SetPromotionActiveMutation, PUBLISH),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Publish Viewing weekend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another promotion is already published');
    expect(within(rowOf('Viewing weekend')).getByText('Not published')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish Viewing weekend' }));
    expect(await screen.findByText('That did not work. Try again.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(rowOf('Viewing weekend')).getByText('Not published')).toBeTruthy();
  });

  it('says the promotions could not be loaded, not an empty list, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderPromotions([failsOnTheNetwork(PromotionsQuery), promotions([spring])]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The promotions could not be loaded');
    expect(screen.queryByRole('table', { name: 'Promotions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create promotion' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Publish Viewing weekend' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the promotions could not be loaded when the server fails', async () => {
    renderPromotions([answersWithErrors(PromotionsQuery, [serverError('Something broke')])]);
    expect((await screen.findByRole('alert')).textContent).toContain('The promotions could not be loaded');
    expect(screen.queryByRole('table', { name: 'Promotions' })).toBeNull();
  });
});
