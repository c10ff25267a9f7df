/**
 * What the explore page shows under its controls, with the page's own state (useExploreHomes) and getHomesSelection
 * answered through Apollo's MockedProvider: a prompt to choose districts when there are none, placeholders while the
 * first answer loads (list or map), an error with Try again, the homes with "Show more homes", and the empty states:
 * no homes in the districts (with nearby districts), none matching the search (with ways to widen it), none within
 * the budget, and a place the server does not know.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session';
import { findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { GetHomesCountQuery, GetHomesSelectionQuery } from '../graphql/getHomesSelection';
import { GetNearbyPostcodeDistrictsQuery } from '../graphql/getNearbyPostcodeDistricts';
import { FavouritesProvider } from '../hooks/favourites';
import { useExploreHomes } from '../hooks/use-explore-homes';
import type { Home } from '../lib/types';
import { makeHome, makeSession } from '../testing/homes-data';
import { alwaysAnswers, renderHomesPage, savedHomes } from '../testing/render-homes-page';
import { ExploreContent } from './explore-content';

const EXPLORE = '/submit-a-home/explore';

/** The criteria the page sends (getHomesSelection's input). */
type Input = { postcodes?: string[]; maxPrice?: number; after?: string; withinBudget?: boolean };

/** One page of getHomesSelection's answer. */
function page(homes: Home[], { totalCount = homes.length, endCursor = null as string | null } = {}) {
  return {
    __typename: 'HomesSelection',
    listings: homes,
    featured: [],
    listingsCollectedAt: '2025-12-11T06:00:00.000Z',
    totalCount,
    totalCountCapped: false,
    withinBudgetCount: null,
    rentRange: { __typename: 'RentRange', min: 900, max: 1_500 },
    pageInfo: { __typename: 'HomesPageInfo', hasNextPage: endCursor !== null, endCursor },
    place: null,
  };
}

/** getHomesSelection answers each search with `answer(input)`, as often as asked. */
function homesFor(answer: (input: Input) => ReturnType<typeof page>): MockLink.MockedResponse {
  return {
    request: { query: GetHomesSelectionQuery, variables: () => true },
    result: (variables: { input: Input }) => ({ data: { getHomesSelection: answer(variables.input) } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function Explore() {
  const state = useExploreHomes();
  return <ExploreContent state={state} />;
}

/** Renders the content at the explore page's URL (with `query`), with the server's answers. */
function renderExplore(
  mocks: MockLink.MockedResponse[],
  { query = '', session }: { query?: string; session?: Session } = {},
) {
  renderHomesPage(
    <FavouritesProvider>
      <Explore />
    </FavouritesProvider>,
    { url: `${EXPLORE}${query}`, mocks: [savedHomes([]), ...mocks], session },
  );
}

const homes = [
  makeHome({ id: 'rm-1', address: '1 Example Street, Leeds', outcode: 'LS6' }),
  makeHome({ id: 'rm-2', address: '2 Example Street, Leeds', outcode: 'LS6' }),
];

/** The cards shown, by their addresses. */
async function shownAddresses() {
  const list = await screen.findByRole('list', { name: 'Homes' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('button', { name: /View details of/ }).textContent);
}

describe('ExploreContent', () => {
  it('asks where the applicant would like to live when no district is chosen, and sends nothing', async () => {
    const answer = vi.fn(() => page([]));
    renderExplore([homesFor(answer)], { session: makeSession({ preferredLocations: [] }) });
    expect(await screen.findByText('Tell us where you’d like to live')).toBeTruthy();
    expect(screen.getByText(/You haven’t chosen any districts yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose your areas' })).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
  });

  it('shows placeholder cards, and no homes, while the first answer loads', async () => {
    renderExplore([neverAnswers(GetHomesSelectionQuery)]);
    const loading = screen.getByRole('status', { name: 'Loading homes' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading homes' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Homes' })).toBeNull();
  });

  it('shows a placeholder for the map, not the map, while the map view’s first answer loads', () => {
    renderExplore([neverAnswers(GetHomesSelectionQuery)], { query: '?view=map' });
    expect(screen.getByRole('status', { name: 'Loading homes' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Homes' })).toBeNull();
  });

  it('says the homes could not be loaded, and Try again loads them', async () => {
    renderExplore([failsOnTheNetwork(GetHomesSelectionQuery), homesFor(() => page(homes))]);
    const alert = await findAlert('We couldn’t load homes');
    expect(alert.textContent).toContain('Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shownAddresses()).toEqual([
      'View details of 1 Example Street, Leeds, LS6',
      'View details of 2 Example Street, Leeds, LS6',
    ]);
    expect(screen.queryByText('We couldn’t load homes')).toBeNull();
  });

  it('shows the homes of the applicant’s districts a page at a time, with "Show more homes"', async () => {
    const answer = vi.fn((input: Input) =>
      input.after === 'page-2'
        ? page([makeHome({ id: 'rm-3', address: '3 Example Street, Leeds', outcode: 'LS7' })], {
            totalCount: 3,
          })
        : page(homes, { totalCount: 3, endCursor: 'page-2' }),
    );
    renderExplore([homesFor(answer)]);
    expect(await shownAddresses()).toHaveLength(2);
    expect(answer).toHaveBeenCalledWith(
      expect.objectContaining({ postcodes: ['LS6', 'LS7'], withinBudget: true, first: 24 }),
    );
    expect(screen.getByText('Showing 2 of 3 homes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more homes' }));
    expect(
      await screen.findByRole('button', { name: 'View details of 3 Example Street, Leeds, LS7' }),
    ).toBeTruthy();
    expect(await shownAddresses()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more homes' })).toBeNull();
  });

  it('says when the districts have no homes at all, and offers the nearest districts that have', async () => {
    const nearby: MockLink.MockedResponse = alwaysAnswers(GetNearbyPostcodeDistrictsQuery, {
      getNearbyPostcodeDistricts: [
        {
          __typename: 'NearbyPostcodeDistrict',
          outcode: 'LS8',
          town: 'Leeds',
          homesCount: 12,
          distanceKm: 1.2,
        },
      ],
    });
    renderExplore([homesFor(() => page([])), nearby], { session: makeSession({ budget: 0 }) });
    expect(await screen.findByText('No homes in LS6 and LS7')).toBeTruthy();
    expect(
      await screen.findByText(
        'The homes we show were collected from Rightmove on 11 December 2025, and none of them is in LS6 and LS7. These nearby districts have homes:',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add LS8, Leeds: 12 homes, 1.2 km away' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change your areas' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Homes' })).toBeNull();
  });

  it('says when no home matches the filters, and clearing the price filter shows the homes', async () => {
    const answer = vi.fn((input: Input) => (input.maxPrice ? page([]) : page(homes)));
    renderExplore([homesFor(answer)], { query: '?maxPrice=150000' });
    expect(await screen.findByText('No homes match')).toBeTruthy();
    expect(screen.getByText('None of the homes in your areas match this search. Widen it:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show homes over my budget' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the price filter' }));
    expect(await shownAddresses()).toHaveLength(2);
    expect(screen.queryByText('No homes match')).toBeNull();
  });

  it('says how many homes the districts have above the budget when none is within it', async () => {
    const count = alwaysAnswers(GetHomesCountQuery, {
      getHomesSelection: {
        __typename: 'HomesSelection',
        totalCount: 5,
        rentRange: { __typename: 'RentRange', min: 900, max: 1_500 },
      },
    });
    renderExplore([homesFor(() => page([])), count]);
    expect(await screen.findByText('No homes within your budget')).toBeTruthy();
    expect(screen.getByText('5 homes in your areas, all above your budget of £190,000.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show homes over my budget' })).toBeTruthy();
  });

  it('says when the server does not know the place searched near, with a way back to the districts', async () => {
    renderExplore(
      [answersWithErrors(GetHomesSelectionQuery, [badUserInput('near.place', 'We couldn’t find Nowhere')])],
      { query: '?place=Nowhere&radius=3' },
    );
    expect(await screen.findByText('We couldn’t search near that place')).toBeTruthy();
    expect(screen.getByText(/Check the place in the search above/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to my areas' })).toBeTruthy();
    expect(screen.queryByText('We couldn’t load homes')).toBeNull();
  });
});
