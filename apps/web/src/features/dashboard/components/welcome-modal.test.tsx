/**
 * The welcome modal (spec §2 "Welcome modal"): the spec's texts, the budget only when it is above £50,000, and its
 * three ways out: "Complete application" to the application, "Explore homes" to the explore page, and the close
 * button, each closing it. Closed, it is not in the page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { WELCOME_TEXT, WelcomeModal } from './welcome-modal';

/**
 * Renders the modal on /dashboard (renderRoute); any other address says "Now at <path and query>".
 * @returns the onClose spy
 */
function renderWelcome({ opened = true, budget }: { opened?: boolean; budget: number | null }) {
  const onClose = vi.fn();
  renderRoute(<WelcomeModal opened={opened} onClose={onClose} budget={budget} />, { url: '/dashboard' });
  return onClose;
}

const dialog = () => screen.findByRole('dialog', { name: WELCOME_TEXT.title });

describe('WelcomeModal', () => {
  it('welcomes the applicant with the spec’s words and what their home could be worth', async () => {
    renderWelcome({ budget: 190_000 });
    const modal = await dialog();
    expect(
      within(modal).getByText(
        "Congrats on taking the first step! In just a few more steps, you'll be ready to move-in.",
      ),
    ).toBeTruthy();
    expect(within(modal).getByText('Your future home could be worth up to:')).toBeTruthy();
    expect(within(modal).getByText('£190,000')).toBeTruthy();
  });

  it('leaves the budget out when it is not above £50,000', async () => {
    renderWelcome({ budget: 50_000 });
    const modal = await dialog();
    expect(within(modal).queryByText('Your future home could be worth up to:')).toBeNull();
    expect(within(modal).queryByText('£50,000')).toBeNull();
    expect(within(modal).getByRole('button', { name: 'Complete application' })).toBeTruthy();
  });

  it('leaves the budget out when there is none', async () => {
    renderWelcome({ budget: null });
    const modal = await dialog();
    expect(within(modal).queryByText('Your future home could be worth up to:')).toBeNull();
  });

  it('goes to the application from “Complete application”, closing itself', async () => {
    const onClose = renderWelcome({ budget: 190_000 });
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Complete application' }));
    expect(await screen.findByText('Now at /your-application')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes to the explore page from “Explore homes”, closing itself', async () => {
    const onClose = renderWelcome({ budget: 190_000 });
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Explore homes' }));
    expect(await screen.findByText('Now at /submit-a-home/explore')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button, staying on the page', async () => {
    const onClose = renderWelcome({ budget: 190_000 });
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('is not in the page while it has never been opened', () => {
    renderWelcome({ opened: false, budget: 190_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(WELCOME_TEXT.title)).toBeNull();
  });
});
