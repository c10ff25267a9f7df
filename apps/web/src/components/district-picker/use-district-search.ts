/**
 * The preferred-location picker's search and checks: the suggestions from `searchPostcodeDistricts` (districts with
 * homes first, leaving out those chosen), the chosen districts' details from `getPostcodeDistricts`, and what to do
 * with a district as typed (checked with the domain's postcode helpers). usePostcodeDistrictPicker uses them.
 */
import { type useApolloClient, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { EXAMPLE_DISTRICTS_TEXT, normaliseOutcode } from '@stairway/domain/postcode';
import { useMemo } from 'react';
import { GetPostcodeDistrictsQuery } from '../../lib/graphql/getPostcodeDistricts';
import { SearchPostcodeDistrictsQuery } from '../../lib/graphql/searchPostcodeDistricts';
import type { District } from './districts';

/**
 * @param term the search term of the text typed (districtSearchTerm)
 * @param value the chosen districts
 * @param full whether the list is full (no search then)
 * @param known the districts added so far, by outcode
 * @returns the search's results, the suggestions, whether a search runs, and the chosen districts' details
 */
export function useDistrictSearch(
  term: string,
  value: string[],
  full: boolean,
  known: Record<string, District>,
) {
  const [debouncedTerm] = useDebouncedValue(term, 200);
  const search = useQuery(SearchPostcodeDistrictsQuery, {
    variables: { input: { query: debouncedTerm, limit: 8 } },
    skip: debouncedTerm.length === 0 || full,
  });
  const chosen = useQuery(GetPostcodeDistrictsQuery, {
    variables: { input: { outcodes: value } },
    skip: value.length === 0,
  });

  const details = useMemo(() => {
    const map: Record<string, District> = { ...known };
    for (const district of chosen.data?.getPostcodeDistricts ??
      chosen.previousData?.getPostcodeDistricts ??
      [])
      map[district.outcode] = district;
    return map;
  }, [known, chosen.data, chosen.previousData]);

  const results = search.data?.searchPostcodeDistricts ?? search.previousData?.searchPostcodeDistricts ?? [];
  // Districts with homes first (the server orders them so too), leaving out those already chosen.
  const suggestions = [...results]
    .filter((district) => !value.includes(district.outcode))
    .sort((a, b) => Number(b.homesCount > 0) - Number(a.homesCount > 0));
  const searching = term.length > 0 && (term !== debouncedTerm || search.loading);

  return { results, suggestions, searching, details };
}

/** What to do with the district as typed: refuse it, ask to choose a suggestion, add it, or check it with the service. */
export type TypedDistrict =
  | { kind: 'refuse'; message: string }
  | { kind: 'choose'; message: string }
  | { kind: 'add'; district: District }
  | { kind: 'check'; outcode: string };

/**
 * @param text the text typed
 * @param value the chosen districts
 * @param results the search's results
 * @param hasSuggestions whether there are suggestions to choose from
 * @returns what to do with the district as typed
 */
export function readTypedDistrict(
  text: string,
  value: string[],
  results: District[],
  hasSuggestions: boolean,
): TypedDistrict {
  const typed = text.trim();
  if (!typed) {
    return {
      kind: 'refuse',
      message: `Type a postcode district, for example ${EXAMPLE_DISTRICTS_TEXT}, or a town`,
    };
  }
  const outcode = normaliseOutcode(typed);
  if (!outcode && hasSuggestions) {
    return { kind: 'choose', message: `Choose one of the districts of "${typed}" from the suggestions` };
  }
  if (!outcode) {
    return {
      kind: 'refuse',
      message: `"${typed}" is not a UK postcode district. Type one like ${EXAMPLE_DISTRICTS_TEXT}, or choose a suggestion.`,
    };
  }
  if (value.includes(outcode))
    return { kind: 'refuse', message: `${outcode} is already one of your districts` };
  const suggested = results.find((district) => district.outcode === outcode);
  if (suggested) return { kind: 'add', district: suggested };
  return { kind: 'check', outcode };
}

/**
 * Asks the service whether it knows a district.
 * @param client the Apollo client
 * @param outcode the district, normalised
 * @returns the district, null when the service does not know it, or the district with no homes when the check could
 *   not run (network): the server checks it again
 */
export async function checkDistrict(
  client: ReturnType<typeof useApolloClient>,
  outcode: string,
): Promise<District | null> {
  try {
    const { data } = await client.query({
      query: GetPostcodeDistrictsQuery,
      variables: { input: { outcodes: [outcode] } },
    });
    return data?.getPostcodeDistricts.find((district) => district.outcode === outcode) ?? null;
  } catch {
    return { outcode, homesCount: 0 };
  }
}
