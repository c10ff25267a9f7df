/**
 * The home page, "/" (spec §2 "Landing and auth"): its headings in reading order; a signed-out visitor's "Check your
 * budget" (to onboarding), "Sign in" and the time it takes; a signed-in applicant's "Go to your progress" instead (a
 * landlord's stored token does not count);
 * the three steps; the worked example's figures, worked out here from the plan's constants (spec §9); the line for
 * landlords; and the footer's link for investors and partners.
 */
import {
  ANNUAL_EQUITY_RATE,
  DEFAULT_OWNERSHIP_YEARS,
  DEPOSIT_RATE,
  OWNERSHIP_TARGET_RATE,
} from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { setToken } from '../../lib/token-storage';
import { renderWithMantine } from '../../testing/render';
import { LandingPage } from './landing-page';

/** A signed-in applicant's token: its payload names `userId` (the server would check the signature). */
const APPLICANT_TOKEN = `e30.${btoa(JSON.stringify({ userId: 'user-1' }))}.signature`;

/** A signed-in landlord's token: its payload names `landlordId`; the landing page is not theirs to continue from. */
const LANDLORD_TOKEN = `e30.${btoa(JSON.stringify({ landlordId: 'landlord-1' }))}.signature`;

/** The example's home price, as the page states it (spec: "a typical first home"). */
const PRICE = 250_000;

/** Renders "/" for a visitor with `token` in the browser's storage, or none (signed out). */
function renderLanding(token: string | null = null) {
  if (token) setToken(token);
  return renderWithMantine(
    <SessionProvider>
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const hero = () => screen.getByRole('region', { name: 'Rent today. Own tomorrow.' });

describe('LandingPage', () => {
  it('shows its headings in reading order, and names the tab', () => {
    renderLanding();
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
    expect(headings).toEqual([
      'h1 Rent today. Own tomorrow.',
      'h2 How it works',
      'h3 Check your budget',
      'h3 Move in with 2% down',
      'h3 Make it yours',
      'h2 Clear numbers from day one',
      `h2 A home worth ${formatGBP(PRICE)}`,
    ]);
    expect(document.title).toBe('Stairway · Rent today. Own tomorrow.');
  });

  it('leads a signed-out visitor to the budget check, with "Sign in" and how long it takes', () => {
    renderLanding();
    const top = hero();
    expect(within(top).getByRole('link', { name: 'Check your budget' }).getAttribute('href')).toBe(
      '/onboard/budget',
    );
    expect(within(top).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(top).getByText('Free to check. It takes about 3 minutes.')).toBeTruthy();
    // The worked example repeats the action (once for wide screens, once after the example on a phone).
    const actions = screen.getAllByRole('link', { name: 'Check your budget' });
    expect(actions.length).toBeGreaterThan(1);
    for (const action of actions) expect(action.getAttribute('href')).toBe('/onboard/budget');
    expect(screen.queryByRole('link', { name: 'Go to your progress' })).toBeNull();
  });

  it('leads a signed-in applicant back to their progress, without "Sign in"', () => {
    renderLanding(APPLICANT_TOKEN);
    const top = hero();
    expect(within(top).getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(top).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText('Free to check. It takes about 3 minutes.')).toBeNull();
    const actions = screen.getAllByRole('link', { name: 'Go to your progress' });
    expect(actions.length).toBeGreaterThan(1);
    for (const action of actions) expect(action.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Check your budget' })).toBeNull();
  });

  it('treats a signed-in landlord as a visitor to the applicants’ side: the budget check and "Sign in"', () => {
    renderLanding(LANDLORD_TOKEN);
    const top = hero();
    expect(within(top).getByRole('link', { name: 'Check your budget' }).getAttribute('href')).toBe(
      '/onboard/budget',
    );
    expect(within(top).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Go to your progress' })).toBeNull();
  });

  it('explains the plan in plain words: 2% down, rent plus equity, 4 to 8 years', () => {
    renderLanding();
    expect(
      within(hero()).getByText(
        /Put down a 2% deposit and move in\. Each month you pay rent plus an equity contribution that builds your share\. In 4 to 8 years, the home is yours\./,
      ),
    ).toBeTruthy();
  });

  it('numbers the three steps of "How it works" in order', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'How it works' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    const titles = ['Check your budget', 'Move in with 2% down', 'Make it yours'];
    steps.forEach((step, index) => {
      expect(within(step).getByText(`Step ${index + 1}`)).toBeTruthy();
      expect(within(step).getByRole('heading', { level: 3, name: titles[index] })).toBeTruthy();
    });
    expect(within(steps[2] as HTMLElement).getByText(/In 4 to 8 years, you buy the home/)).toBeTruthy();
  });

  it('works the plan out for a typical first home with the plan’s rates', () => {
    renderLanding();
    const monthly = (PRICE * ANNUAL_EQUITY_RATE) / 12;
    const years = Math.round(OWNERSHIP_TARGET_RATE / ANNUAL_EQUITY_RATE);
    expect(years).toBe(DEFAULT_OWNERSHIP_YEARS);
    const example = screen.getByRole('region', { name: `A home worth ${formatGBP(PRICE)}` });
    const text = example.textContent ?? '';
    // Each line reads its label, then its amount, then what it means.
    expect(text).toContain(
      `To move in${formatGBP(PRICE * DEPOSIT_RATE)}A deposit of ${DEPOSIT_RATE * 100}% of the price.`,
    );
    expect(text).toContain(`Each monthrent + ${formatGBP(monthly)}Your rent, plus an equity contribution`);
    expect(text).toContain(
      `Ready to buyin ${years} yearsOr in ${years / 2} years if you pay ${formatGBP(monthly * 2)} a month.`,
    );
    expect(text).toContain(
      `Built up by then${formatGBP(PRICE * OWNERSHIP_TARGET_RATE)}${OWNERSHIP_TARGET_RATE * 100}% of the price in contributions`,
    );
    // The figures in pounds and pence, as spec §9 writes them.
    expect(within(example).getByText('£5,000')).toBeTruthy();
    expect(within(example).getByText('rent + £208.33')).toBeTruthy();
    expect(within(example).getByText('£20,000')).toBeTruthy();
    expect(within(example).getByText(/An example only\./)).toBeTruthy();
  });

  it('lists what the plan gives beside the worked example, in one list', () => {
    renderLanding();
    const items = [
      'One monthly payment: rent plus your equity contribution',
      'Pay up to twice the contribution to buy sooner',
      'Your deposit and contributions go towards buying',
    ].map((line) => screen.getByText(line).closest('li'));
    for (const item of items) expect(item).not.toBeNull();
    const list = items[0]?.closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toEqual(items);
  });

  it('sends landlords to their sign-up, and investors and partners to the pipeline', () => {
    renderLanding();
    const landlords = screen.getByRole('region', { name: 'For landlords' });
    expect(
      within(landlords).getByText(/list a home with Stairway and get a rent and value estimate/),
    ).toBeTruthy();
    expect(within(landlords).getByRole('link', { name: 'List your property' }).getAttribute('href')).toBe(
      '/landlord/sign-up',
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Stairway. Rent today. Own tomorrow.`),
    ).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Investors and partners' }).getAttribute('href')).toBe(
      '/pipeline',
    );
  });
});
