/**
 * The privacy notice, /privacy (UK GDPR Arts. 13 and 14): the title, the date it last changed and the tab's name; its
 * sections in order, each a region named by its heading (the rights and cookies sections have their own test,
 * privacy-rights.test.tsx); who the information is shared with; how long it is kept, with the link to Settings; the
 * in-page links reaching their sections; and a link to a section (/privacy#keeping, from the terms) opening there.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { PrivacyPage } from './privacy-page';

/** Renders the privacy notice at `url`. */
function renderPrivacy(url = '/privacy') {
  return renderWithMantine(
    <MemoryRouter initialEntries={[url]}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

const SECTIONS = [
  'Who we are',
  'What we collect',
  'Why we use it, and our lawful basis',
  'Who we share it with',
  'How long we keep it',
  'Your rights',
  'Cookies and your choices',
  'Changes to this notice',
];

afterEach(() => vi.restoreAllMocks());

describe('PrivacyPage', () => {
  it('shows the title, when the notice last changed, and names the tab', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByText('Last updated 29 November 2026')).toBeTruthy();
    expect(
      screen.getByText(/^Stairway helps people in the UK rent a home with a path to owning it\./),
    ).toBeTruthy();
    expect(document.title).toBe('Privacy notice · Stairway');
  });

  it('shows its sections in order, each a region named by its heading', () => {
    renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      SECTIONS,
    );
    for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it('says what is collected from each kind of account', () => {
    renderPrivacy();
    const collected = screen.getByRole('region', { name: 'What we collect' });
    const kinds = within(collected)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(kinds).toEqual([
      'Applicants',
      'Co-applicants',
      'Landlords',
      'The Stairway team (operators)',
      'Pipeline viewers',
      'Everyone',
    ]);
  });

  it('names the providers it shares information with, and says it does not sell it', () => {
    renderPrivacy();
    const sharing = screen.getByRole('region', { name: 'Who we share it with' });
    expect(within(sharing).getByText(/^We do not sell your information\./)).toBeTruthy();
    const providers = within(sharing).getAllByRole('listitem');
    expect(providers).toHaveLength(6);
    for (const [index, name] of ['Onfido', 'Plaid', 'Stripe'].entries()) {
      expect(providers[index]?.textContent).toMatch(new RegExp(`^${name}`));
    }
    expect(providers[5]?.textContent).toMatch(/^PostHog \(analytics\) and Sentry/);
  });

  it('says how long information is kept, with the way to delete an account from Settings', () => {
    renderPrivacy();
    const keeping = screen.getByRole('region', { name: 'How long we keep it' });
    expect(within(keeping).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(keeping).getByText(/We keep those for 6 years, then erase them\./)).toBeTruthy();
  });

  it('has in-page links that reach their sections', () => {
    renderPrivacy();
    const collected = screen.getByRole('region', { name: 'What we collect' });
    const toCookies = within(collected).getByRole('link', { name: 'Cookies and your choices' });
    expect(document.querySelector(toCookies.getAttribute('href') ?? '')).toBe(
      screen.getByRole('region', { name: 'Cookies and your choices' }),
    );
    const rights = screen.getByRole('region', { name: 'Your rights' });
    const toKeeping = within(rights).getByRole('link', { name: 'How long we keep it' });
    expect(document.querySelector(toKeeping.getAttribute('href') ?? '')).toBe(
      screen.getByRole('region', { name: 'How long we keep it' }),
    );
  });

  it('opens a link to a section (from the terms) at that section', () => {
    // happy-dom lays nothing out, so where the page scrolls is read from the call.
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPrivacy('/privacy#keeping');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'How long we keep it' }));
  });

  it('stays at the top for a link to a section it does not have', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPrivacy('/privacy#nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(scroll).not.toHaveBeenCalled();
  });
});
