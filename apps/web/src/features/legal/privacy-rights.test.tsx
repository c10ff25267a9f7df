/**
 * The privacy notice's rights and choices (decision 049, 050): where to download or delete your data (Settings),
 * how to complain to the ICO, and "Cookie settings", which opens the privacy choices again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentRoot } from '../../components/consent/consent-root';
import { closeConsentChoices, forgetCachedConsent, saveConsent } from '../../lib/consent';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { renderWithMantine } from '../../testing/render';
import { PrivacyRightsSections } from './privacy-rights';

beforeEach(() => {
  window.localStorage.clear();
  forgetCachedConsent();
});
// The reopened choice is module-wide state: closed again for the next file.
afterEach(() => closeConsentChoices());

const show = () =>
  renderWithMantine(
    // Signed out: the choice stays in the browser.
    <ProfileSessionContext.Provider value={{ token: null } as Session}>
      <MemoryRouter>
        <PrivacyRightsSections />
        <ConsentRoot />
      </MemoryRouter>
    </ProfileSessionContext.Provider>,
  );

describe('PrivacyRightsSections', () => {
  it('shows the three sections with their headings', () => {
    saveConsent({ analytics: false, sessionReplay: false });
    show();
    for (const name of ['Your rights', 'Cookies and your choices', 'Changes to this notice']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('sends the person to Settings for a copy, and to the ICO to complain', () => {
    saveConsent({ analytics: false, sessionReplay: false });
    show();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(within(rights).getByText('See and take a copy')).toBeTruthy();
    expect(within(rights).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(rights).getByRole('link', { name: 'How long we keep it' }).getAttribute('href')).toBe(
      '#keeping',
    );
    expect(
      within(rights).getByRole('link', { name: 'ico.org.uk/make-a-complaint' }).getAttribute('href'),
    ).toBe('https://ico.org.uk/make-a-complaint/');
    const changes = screen.getByRole('region', { name: 'Changes to this notice' });
    expect(within(changes).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
  });

  it('opens the privacy choices again with "Cookie settings", showing the choice made', async () => {
    saveConsent({ analytics: true, sessionReplay: false });
    show();
    expect(screen.queryByRole('heading', { name: 'Your privacy choices' })).toBeNull();
    const cookies = screen.getByRole('region', { name: 'Cookies and your choices' });
    await userEvent.click(within(cookies).getByRole('button', { name: 'Cookie settings' }));
    expect(
      await screen.findByRole('heading', { name: 'Your privacy choices' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /^Analytics/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /^Session replay/ }).checked).toBe(false);
  });
});
