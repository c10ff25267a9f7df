/** The consent banner (decision 049): each button saves its choice; "Choose" starts with both off. */
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCachedConsent, getConsent, openConsentChoices, saveConsent } from '../../lib/consent';
import { renderWithMantine } from '../../testing/render';
import { ConsentBanner } from './consent-banner';

const show = () =>
  renderWithMantine(
    <MemoryRouter>
      <ConsentBanner />
    </MemoryRouter>,
  );

beforeEach(() => {
  window.localStorage.clear();
  forgetCachedConsent();
});

describe('ConsentBanner', () => {
  it('"Reject all" allows nothing', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(getConsent()).toMatchObject({ analytics: false, sessionReplay: false });
  });

  it('"Accept all" allows both', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(getConsent()).toMatchObject({ analytics: true, sessionReplay: true });
  });

  it('"Choose" shows both uses switched off, and saves only what is switched on', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const analytics = screen.getByRole<HTMLInputElement>('switch', { name: /^Analytics/ });
    const replay = screen.getByRole<HTMLInputElement>('switch', { name: /^Session replay/ });
    expect(analytics.checked).toBe(false);
    expect(replay.checked).toBe(false);
    fireEvent.click(replay);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(getConsent()).toMatchObject({ analytics: false, sessionReplay: true });
  });

  it('reopened, shows the current choice and moves the keyboard to its heading', () => {
    saveConsent({ analytics: true, sessionReplay: false });
    openConsentChoices();
    show();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /^Analytics/ }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your privacy choices' }));
  });
});
