/**
 * Your homes (/submit-a-home): placeholders while the saved and submitted homes load, an empty state leading to
 * Explore homes, an error with Try again that loads the saved homes again, the saved homes as cards with their count,
 * the submitted homes with their price, status and actions, and Submit a home as the maintenance flag and the
 * application allow. The server's answers come through Apollo's MockedProvider.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { findAlert } from '../../testing/fields';
import { failsOnTheNetwork, neverAnswers } from '../../testing/graphql';
import { GetFavouritesQuery } from './graphql/getFavourites';
import { GetMaintenanceModeQuery } from './graphql/getMaintenanceMode';
import { GetUserHomeSubmissionsQuery } from './graphql/getUserHomeSubmissions';
import { MyHomesPage } from './my-homes-page';
import { makeHome, makeSession, makeSubmission, type Submission } from './testing/homes-data';
import { renderHomesPage, savedHomes, submissions, submittingHomes } from './testing/render-homes-page';

/** Renders the page with the server's answers. */
function renderMyHomes(mocks: MockLink.MockedResponse[], session?: Session) {
  renderHomesPage(<MyHomesPage />, { url: '/submit-a-home', mocks, session });
}

const SAVED = [
  makeHome({ id: 'rm-1', address: '1 Example Street, Leeds', outcode: 'LS6', askingPrice: 180_000 }),
  makeHome({ id: 'rm-2', address: '2 Example Street, Leeds', outcode: 'LS7', available: false }),
];

describe('MyHomesPage', () => {
  it('shows placeholders, and no message, while the saved and submitted homes load', async () => {
    renderMyHomes([
      neverAnswers(GetFavouritesQuery),
      neverAnswers(GetUserHomeSubmissionsQuery),
      neverAnswers(GetMaintenanceModeQuery),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your homes' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your saved homes' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Loading your submitted homes')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading your saved homes' })).toBeTruthy();
    expect(screen.queryByText('You haven’t saved any homes yet')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit a home' })).toBeNull();
  });

  it('leads to Explore homes when nothing is saved, and offers Submit a home', async () => {
    renderMyHomes([savedHomes([]), submissions([]), submittingHomes()]);
    expect(await screen.findByText('You haven’t saved any homes yet')).toBeTruthy();
    expect(screen.getByText('Tap the heart on a home you like to keep it here for later.')).toBeTruthy();
    const explore = screen.getAllByRole('link', { name: 'Explore homes' });
    expect(explore.length).toBe(2);
    for (const link of explore) expect(link.getAttribute('href')).toBe('/submit-a-home/explore');
    expect(await screen.findByText('Found a home you’d like to buy?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit a home' }).getAttribute('href')).toBe(
      '/submit-a-home/home-disclaimer',
    );
    expect(screen.queryByRole('list', { name: 'Homes' })).toBeNull();
    expect(screen.queryByTestId('submitted-homes')).toBeNull();
  });

  it('says the saved homes could not be loaded, and Try again loads them', async () => {
    renderMyHomes([
      failsOnTheNetwork(GetFavouritesQuery),
      savedHomes(SAVED),
      submissions([]),
      submittingHomes(),
    ]);
    const alert = await findAlert('We couldn’t load your saved homes');
    expect(alert.textContent).toContain('Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Homes' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('We couldn’t load your saved homes')).toBeNull();
  });

  it('says the submitted homes could not be loaded, rather than showing none, and Try again loads them', async () => {
    renderMyHomes([
      savedHomes([]),
      failsOnTheNetwork(GetUserHomeSubmissionsQuery),
      submissions([makeSubmission()]),
      submittingHomes(),
    ]);
    const alert = await findAlert('We couldn’t load the homes you submitted');
    expect(alert.textContent).toContain('Please try again.');
    expect(screen.queryByTestId('submitted-home')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('submitted-home')).toHaveLength(1);
    expect(screen.queryByText('We couldn’t load the homes you submitted')).toBeNull();
  });

  it('shows the saved homes as cards with their count, each saved', async () => {
    renderMyHomes([savedHomes(SAVED), submissions([]), submittingHomes()]);
    const list = await screen.findByRole('list', { name: 'Homes' });
    const [first, second] = within(list).getAllByRole('article') as HTMLElement[];
    expect(screen.getByText('2 homes')).toBeTruthy();
    expect(within(first).getByText('£180,000')).toBeTruthy();
    expect(within(first).getByText('Within your budget')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Remove from saved homes' })).toBeTruthy();
    expect(within(second).getByText('No longer available')).toBeTruthy();
    expect(
      within(second).getByRole('button', { name: 'View details of 2 Example Street, Leeds, LS7' }),
    ).toBeTruthy();
  });

  it('shows each submitted home with its price, status and what can be done with it', async () => {
    renderMyHomes([
      savedHomes([]),
      submissions([
        makeSubmission(),
        makeSubmission({
          id: 'home-2',
          addressLine1: '3 Park Road',
          postcode: 'LS7 1AA',
          submitted: true,
          status: 'UnderReview',
          fromListing: true,
          listing: { __typename: 'HomeSelection', id: 'rm-9', available: false } as Submission['listing'],
        }),
        makeSubmission({
          id: 'home-3',
          addressLine1: '5 Hill Top',
          submitted: true,
          approved: true,
          status: 'Approved',
        }),
        makeSubmission({
          id: 'home-4',
          addressLine1: '9 Low Fold',
          submitted: true,
          approved: true,
          fallenThrough: true,
          status: 'Approved',
        }),
      ]),
      submittingHomes(),
    ]);
    const homes = await screen.findAllByTestId('submitted-home');
    expect(homes).toHaveLength(4);
    const [draft, reviewed, approved, fallen] = homes as HTMLElement[];

    expect(within(draft).getByText('£250,000')).toBeTruthy();
    expect(within(draft).getByText('Open')).toBeTruthy();
    expect(within(draft).getByText('12 Mill Lane, Leeds, LS6 2AB')).toBeTruthy();
    expect(within(draft).getByText('2 bedrooms · Flat')).toBeTruthy();
    expect(
      within(draft)
        .getByRole('link', { name: 'Carry on with 12 Mill Lane, Leeds, LS6 2AB' })
        .getAttribute('href'),
    ).toBe('/submit-a-home/basic-info?home=home-1');

    expect(within(reviewed).getByText('Under review')).toBeTruthy();
    expect(within(reviewed).getByText('No longer available')).toBeTruthy();
    expect(within(reviewed).queryByRole('link', { name: /Carry on/ })).toBeNull();
    expect(within(reviewed).getByRole('button', { name: 'Delete 3 Park Road, Leeds, LS7 1AA' })).toBeTruthy();

    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /Delete/ })).toBeNull();

    // Approved, then its purchase fell through: said as such, kept in the history.
    expect(within(fallen).getByText('Purchase fell through')).toBeTruthy();
    expect(within(fallen).queryByText('Approved')).toBeNull();
    expect(within(fallen).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks before deleting a submitted home', async () => {
    renderMyHomes([savedHomes([]), submissions([makeSubmission()]), submittingHomes()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12 Mill Lane, Leeds, LS6 2AB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this home?' });
    expect(dialog.textContent).toContain('12 Mill Lane, Leeds, LS6 2AB will be removed from your homes.');
    expect(within(dialog).getByRole('button', { name: 'Delete home' })).toBeTruthy();
  });

  it('says submitting homes is paused, without the button', async () => {
    renderMyHomes([savedHomes([]), submissions([]), submittingHomes(false)]);
    expect(await screen.findByText('Submitting homes is paused')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Submit a home' })).toBeNull();
  });

  it('says a home cannot be submitted while the application is rejected, offering a call', async () => {
    renderMyHomes([savedHomes([]), submissions([]), submittingHomes()], makeSession({ rejected: true }));
    expect(await screen.findByText('You can’t submit a home at the moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a call with our team (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Submit a home' })).toBeNull();
  });
});
