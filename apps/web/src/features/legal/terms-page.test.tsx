/**
 * The terms, /terms: the title, the date they last changed and the tab's name; the sections in order, each a region
 * named by its heading; the waitlist fee in pounds (formatPence of the default fee, decision 051) and its refunds;
 * the links to Settings and the privacy notice; and a link to a section (/terms#fee, from the fee page) opening at
 * that section.
 */
import { DEFAULT_WAITLIST_FEE_PENCE, formatPence } from '@stairway/domain/waitlist-fee';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { FEE_SECTION_ID, TermsPage } from './terms-page';

/** Renders the terms at `url`. */
function renderTerms(url = '/terms') {
  return renderWithMantine(
    <MemoryRouter initialEntries={[url]}>
      <TermsPage />
    </MemoryRouter>,
  );
}

const SECTIONS = [
  'What Stairway is',
  'Budgets and plans are estimates, not an offer',
  'Your account',
  'The waitlist fee',
  'Your rights and the law',
];

afterEach(() => vi.restoreAllMocks());

describe('TermsPage', () => {
  it('shows the title, when the terms last changed, and names the tab', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(screen.getByText('Last updated 29 November 2026')).toBeTruthy();
    expect(screen.getByText(/^These terms apply when you use Stairway/)).toBeTruthy();
    expect(document.title).toBe('Terms · Stairway');
  });

  it('shows its sections in order, each a region named by its heading', () => {
    renderTerms();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      SECTIONS,
    );
    for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it('states the waitlist fee in pounds, and when it is refunded', () => {
    renderTerms();
    const fee = formatPence(DEFAULT_WAITLIST_FEE_PENCE);
    expect(fee).toBe('£99');
    const section = screen.getByRole('region', { name: 'The waitlist fee' });
    expect(section.id).toBe(FEE_SECTION_ID);
    expect(
      within(section).getByText(new RegExp(`paying a one-off fee of ${fee} \\(the amount`)),
    ).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]?.textContent).toMatch(
      new RegExp(
        `^We refund the ${fee} in full, to the card you paid with, if we turn your application down`,
      ),
    );
    expect(items[2]?.textContent).toMatch(/^Otherwise the fee is not refunded after those 14 days/);
  });

  it('links to Settings and to the privacy notice', () => {
    renderTerms();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(account).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/privacy#keeping',
    );
    const law = screen.getByRole('region', { name: 'Your rights and the law' });
    expect(within(law).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
  });

  it('opens a link to the fee’s section at that section', () => {
    // happy-dom lays nothing out, so where the page scrolls is read from the call.
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderTerms(`/terms#${FEE_SECTION_ID}`);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'The waitlist fee' }));
  });

  it('opens at the top without a section in the link', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderTerms('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(scroll).not.toHaveBeenCalled();
  });
});
