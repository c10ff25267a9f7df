/**
 * A promotion's terms page, /promotions/:promotionId/terms (spec §2): loading; a live promotion's title, text, terms
 * (one numbered item a paragraph), "Book a call" in a new tab and the way back (to Stairway signed out, to your
 * progress signed in); an ended promotion, without "Book a call"; no further terms; an unknown promotion; and a
 * failed load with "Try again", which loads the terms.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { promotionTermsPath } from '@stairway/domain/promotions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BOOKING_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { SessionProvider } from '../../lib/session';
import { setToken } from '../../lib/token-storage';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { GetPromotionQuery } from './graphql/getPromotion';
import { PromotionTermsPage } from './promotion-terms-page';

/** A signed-in applicant's token: its payload names `userId`. */
const APPLICANT_TOKEN = `e30.${btoa(JSON.stringify({ userId: 'user-1' }))}.signature`;

const PROMOTION = {
  __typename: 'Promotion' as const,
  id: 'promo-1',
  title: 'A free call with our team',
  text: 'Book a call this month and we will go through your plan with you.',
  termsText:
    'The call lasts up to 30 minutes.\n\nOne call per applicant.\n  \nBook by 31 December 2026 to take part.',
  active: true,
};

const variables = { input: { promoId: PROMOTION.id } };

/** The server answers with `promotion`. */
const answers = (promotion: Partial<typeof PROMOTION> = {}): MockLink.MockedResponse => ({
  request: { query: GetPromotionQuery, variables },
  result: { data: { getPromotion: { ...PROMOTION, ...promotion } } },
});

/**
 * Renders the page for PROMOTION with the server's answers `mocks`, signed in when `token` is given. Any other path
 * shows "Now at <path>".
 */
function renderTerms(mocks: MockLink.MockedResponse[], token: string | null = null) {
  if (token) setToken(token);
  return renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[promotionTermsPath(PROMOTION.id)]}>
          <Routes>
            <Route path={paths.promotionTerms} element={<PromotionTermsPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </SessionProvider>,
  );
}

const title = () => screen.findByRole('heading', { level: 1, name: PROMOTION.title });

describe('PromotionTermsPage', () => {
  it('shows that the terms are loading', () => {
    renderTerms([neverAnswers(GetPromotionQuery)]);
    expect(screen.getByLabelText('Loading the promotion’s terms').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.title).toBe('Promotion terms · Stairway');
  });

  it('shows a live promotion’s title, text and terms, one numbered item a paragraph', async () => {
    renderTerms([answers()]);
    expect(await title()).toBeTruthy();
    expect(document.title).toBe(`${PROMOTION.title} · Stairway`);
    expect(screen.getByText('Full details')).toBeTruthy();
    expect(screen.getByText(PROMOTION.text)).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    expect(within(terms).getByRole('list').tagName).toBe('OL');
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The call lasts up to 30 minutes.',
      'One call per applicant.',
      'Book by 31 December 2026 to take part.',
    ]);
    expect(screen.queryByText(/This promotion has ended/)).toBeNull();
  });

  it('offers "Book a call" in a new tab and the way back to Stairway when signed out', async () => {
    renderTerms([answers()]);
    await title();
    const book = screen.getByRole('link', { name: 'Book a call' });
    expect(book.getAttribute('href')).toBe(BOOKING_URL);
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    expect(document.getElementById(book.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Opens in a new tab',
    );
    expect(screen.getByRole('link', { name: 'Go to Stairway' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Go to your progress' })).toBeNull();
  });

  it('leads a signed-in applicant back to their progress', async () => {
    renderTerms([answers()], APPLICANT_TOKEN);
    await title();
    expect(screen.getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Go to Stairway' })).toBeNull();
  });

  it('says an ended promotion has ended, keeps its terms and offers no call', async () => {
    renderTerms([answers({ active: false })]);
    expect(await title()).toBeTruthy();
    expect(
      screen.getByText('This promotion has ended. Its terms are kept here for anyone who took it up.'),
    ).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Book a call' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Stairway' }).getAttribute('href')).toBe('/');
  });

  it('says when a promotion has no further terms', async () => {
    renderTerms([answers({ termsText: '  \n\n ' })]);
    await title();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText('There are no further terms.')).toBeTruthy();
    expect(within(terms).queryByRole('list')).toBeNull();
  });

  it('says an unknown promotion cannot be found, with the way back and no "Try again"', async () => {
    renderTerms([answersWithErrors(GetPromotionQuery, [serverError('Promotion not found', 'NOT_FOUND')])]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that promotion' }),
    ).toBeTruthy();
    expect(document.title).toBe('We can’t find that promotion · Stairway');
    expect(
      screen.getByText('The promotion may have been taken down, or the link may be incomplete.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Stairway' }).getAttribute('href')).toBe('/');
  });

  it('says when the terms could not be loaded, and loads them on "Try again"', async () => {
    renderTerms([failsOnTheNetwork(GetPromotionQuery), answers()], APPLICANT_TOKEN);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'We couldn’t load these terms' }),
    ).toBeTruthy();
    expect(
      within(alert).getByText('Something went wrong on our side or with the connection. Please try again.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(document.title).toBe('Promotion terms · Stairway');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await title()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats another server error as a failed load, not an unknown promotion', async () => {
    renderTerms([answersWithErrors(GetPromotionQuery, [serverError('Something broke')])]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We couldn’t load these terms' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
