/**
 * "Search near a place" on the explore page: the place is checked with the domain's nearPlaceSchema before the search
 * runs (empty, too long, hidden characters), its error cleared by typing; a good search sends the place, trimmed, with
 * the radius chosen; the form starts from the radius search in force; the server's word on an unknown place shows
 * under the field while that place is in it; and the suggestions name towns and districts that have homes.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { NearPlace } from '@stairway/domain/home-search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPostcodeDistrictsQuery } from '../../../lib/graphql/searchPostcodeDistricts';
import { describedBy } from '../../../testing/fields';
import { failsOnTheNetwork } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { SearchPlaceForm } from './search-place-form';

const EMPTY = 'Enter a town, a postcode district or a postcode, for example Leeds or LS6';

/** Suggestions for any term: none unless given. */
function suggestions(
  answer: (term: string) => { outcode: string; town: string | null; homesCount: number }[] = () => [],
): MockLink.MockedResponse {
  return {
    request: { query: SearchPostcodeDistrictsQuery, variables: () => true },
    result: (variables: Record<string, unknown>) => ({
      data: {
        searchPostcodeDistricts: answer((variables.input as { query: string }).query).map((district) => ({
          __typename: 'PostcodeDistrict',
          region: 'Yorkshire and The Humber',
          ...district,
        })),
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderForm({
  near = null,
  serverError,
  mocks = [suggestions()],
}: {
  near?: NearPlace | null;
  serverError?: string;
  mocks?: MockLink.MockedResponse[];
} = {}) {
  const onSearch = vi.fn();
  const view = renderWithMantine(
    <MockedProvider mocks={mocks}>
      <SearchPlaceForm near={near} onSearch={onSearch} serverError={serverError} />
    </MockedProvider>,
  );
  return { onSearch, view };
}

/** Two districts of Leeds with homes, and one without. */
const LEEDS_DISTRICTS = [
  { outcode: 'LS1', town: 'Leeds', homesCount: 12 },
  { outcode: 'LS6', town: 'Leeds', homesCount: 4 },
  { outcode: 'LS99', town: 'Leeds', homesCount: 0 },
];

/** The suggestions listed under the place field. */
function optionNames() {
  const list = screen.queryByRole('listbox', { hidden: true });
  return list
    ? within(list)
        .queryAllByRole('option', { hidden: true })
        .map((option) => option.textContent)
    : [];
}

// The form is also named "Search near a place" (role search), so the field is found by its role.
const placeField = () => screen.getByRole('combobox', { name: 'Search near a place' }) as HTMLInputElement;
const radius = () => screen.getByRole('combobox', { name: 'Radius' }) as HTMLSelectElement;
const type = (value: string) => fireEvent.change(placeField(), { target: { value } });
const search = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));

/** Expects the place field to be marked invalid and to say `message`. */
async function expectPlaceError(message: string) {
  await waitFor(() => {
    expect(placeField().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(placeField())).toContain(message);
  });
}

describe('SearchPlaceForm', () => {
  it('is a search landmark with the place, a radius of 3 miles and Search', () => {
    renderForm();
    expect(screen.getByRole('search', { name: 'Search near a place' })).toBeTruthy();
    expect(placeField().value).toBe('');
    expect(radius().value).toBe('3');
    expect([...radius().options].map((option) => option.textContent)).toEqual([
      'Within ½ mile',
      'Within 1 mile',
      'Within 3 miles',
      'Within 5 miles',
      'Within 10 miles',
      'Within 15 miles',
      'Within 20 miles',
      'Within 30 miles',
      'Within 40 miles',
    ]);
  });

  it('asks for a place when none is typed, and does not search', async () => {
    const { onSearch } = renderForm();
    type('   ');
    await search();
    await expectPlaceError(EMPTY);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears the error as soon as the place is typed again', async () => {
    renderForm();
    await search();
    await expectPlaceError(EMPTY);
    type('L');
    await waitFor(() => expect(placeField().getAttribute('aria-invalid')).not.toBe('true'));
    expect(describedBy(placeField())).not.toContain(EMPTY);
  });

  it('takes at most 60 characters for the place', () => {
    renderForm();
    expect(placeField().maxLength).toBe(60);
  });

  it('refuses a place with hidden characters copied with formatting', async () => {
    const { onSearch } = renderForm();
    type('\u202eLeeds');
    await search();
    await expectPlaceError('The place can’t contain hidden characters');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches near the place, trimmed, within the radius chosen', async () => {
    const { onSearch } = renderForm();
    type('  LS6 3HN ');
    fireEvent.change(radius(), { target: { value: '10' } });
    await search();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ place: 'LS6 3HN', radiusMiles: 10 });
    expect(placeField().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('starts from the radius search in force', () => {
    renderForm({ near: { place: 'Harrogate', radiusMiles: 0.5 } });
    expect(placeField().value).toBe('Harrogate');
    expect(radius().value).toBe('0.5');
  });

  it('shows the server’s word on the place searched while it is in the field, and not once it changes', async () => {
    renderForm({
      near: { place: 'Atlantis', radiusMiles: 3 },
      serverError: 'We couldn’t find Atlantis. Try a town, a district such as LS6, or a postcode.',
    });
    await expectPlaceError('We couldn’t find Atlantis.');
    type('Leeds');
    await waitFor(() => expect(describedBy(placeField())).not.toContain('We couldn’t find Atlantis.'));
    expect(placeField().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('still searches the place typed when the suggestions cannot be loaded', async () => {
    const { onSearch } = renderForm({ mocks: [failsOnTheNetwork(SearchPostcodeDistrictsQuery)] });
    type('Leeds');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await search();
    expect(onSearch).toHaveBeenCalledWith({ place: 'Leeds', radiusMiles: 3 });
    expect(optionNames()).toEqual([]);
  });

  // happy-dom measures nothing, so Mantine's dropdown takes its field for detached and hides it (display: none): the
  // options are read with `hidden: true`.
  it('suggests a town once, however many of its districts have homes, then those districts', async () => {
    const user = userEvent.setup();
    renderForm({ mocks: [suggestions(() => LEEDS_DISTRICTS)] });
    await user.type(placeField(), 'Leeds');
    // The server matched the districts to "Leeds": none is dropped for not containing the typed text.
    await waitFor(() => expect(optionNames()).toEqual(['Leeds', 'LS1', 'LS6']), { timeout: 5000 });
  });

  it('suggests the districts with homes, not those without, and searches near the one chosen', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderForm({ mocks: [suggestions(() => LEEDS_DISTRICTS)] });
    await user.type(placeField(), 'LS');
    await waitFor(() => expect(optionNames()).toEqual(['Leeds', 'LS1', 'LS6']), { timeout: 5000 });
    fireEvent.click(screen.getByRole('option', { name: 'LS6', hidden: true }));
    await waitFor(() => expect(placeField().value).toBe('LS6'));
    await search();
    expect(onSearch).toHaveBeenCalledWith({ place: 'LS6', radiusMiles: 3 });
  });
});
