/**
 * The in-process sections of `npm run bench` (run.ts): getHomesSelection's latency through the real GraphQL
 * stack for typical district sets, and the server-side search's pages beside the full answer.
 */
import { HOME_PAGE_QUERY, searchScenarios } from '../home-search';
import { iterations, say, time } from './settings';

/** Sends one GraphQL operation to the API in-process and returns its parsed answer. */
export type InProcessCall = (
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: Record<string, { token?: string; listings?: unknown[] }>; errors?: unknown[] }>;

/** The latency of one scenario, milliseconds. */
export type ScenarioResult = {
  scenario: string;
  districts: string;
  homes: number;
  p50: number;
  p95: number;
  max: number;
};

/** The selection the explore page asks for (apps/web/src/features/homes/graphql). */
export const HOMES_QUERY = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings { id type address postcode outcode askingPrice bedrooms bathrooms rent imageUrl link lat lng locationApproximate images listedAt }
      featured { id }
      listingsCollectedAt
    }
  }
`;

/**
 * Times getHomesSelection in-process for 1, 3, 5 and 10 districts and prints the table.
 * @param call sends an operation in-process
 * @param token the bench applicant's session token
 * @param busiest the districts with the most listings, busiest first (60)
 * @returns each scenario's homes and latency (the second is the 3 busiest districts)
 * @throws Error with the API's errors when a scenario fails
 */
export async function measureScenarios(
  call: InProcessCall,
  token: string,
  busiest: string[],
): Promise<ScenarioResult[]> {
  const query = HOMES_QUERY;
  const scenarios = [
    { name: '1 district (typical)', postcodes: [busiest[30] ?? 'SO16'] },
    { name: '3 busiest districts', postcodes: busiest.slice(0, 3) },
    { name: '5 districts', postcodes: busiest.slice(5, 10) },
    { name: '10 districts (maximum)', postcodes: busiest.slice(10, 20) },
  ];

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const first = await call(query, { input: { postcodes: scenario.postcodes } }, token);
    if (first.errors) throw new Error(JSON.stringify(first.errors));
    const timing = await time(() => call(query, { input: { postcodes: scenario.postcodes } }, token));
    results.push({
      scenario: scenario.name,
      districts: scenario.postcodes.join(' '),
      homes: first.data?.getHomesSelection?.listings?.length ?? 0,
      ...timing,
    });
  }
  say();
  say(`## getHomesSelection in-process (${iterations} calls each, ms; target p95 ≤ 10 for 3, ≤ 20 for 10)`);
  say();
  say('| scenario | districts | homes | p50 | p95 | max |');
  say('|---|---|---|---|---|---|');
  for (const r of results)
    say(`| ${r.scenario} | ${r.districts} | ${r.homes} | ${r.p50} | ${r.p95} | ${r.max} |`);

  return results;
}

/**
 * Times the server-side search's pages (filters, sort, cursor, radius, clusters) in-process and prints the
 * table beside the full answer of the same districts.
 * @param call sends an operation in-process
 * @param token the bench applicant's session token
 * @param busiest the districts with the most listings, busiest first
 * @param full the full answer's figures for the 3 busiest districts (measureScenarios' second)
 * @returns each search's answer size and latency
 * @throws Error with the API's errors when a search fails
 */
export async function measureSearch(
  call: InProcessCall,
  token: string,
  busiest: string[],
  full: ScenarioResult | undefined,
) {
  const three = busiest.slice(0, 3);

  // The server-side search (decision 058): one page with filters, sort, cursor, radius and clusters, beside
  // the full answer above, each request run afresh.
  const firstRentPage = await call(
    HOME_PAGE_QUERY,
    { input: { postcodes: three, first: 24, sort: 'Highest rent' } },
    token,
  );
  const afterFirstRentPage =
    (firstRentPage.data?.getHomesSelection as { pageInfo?: { endCursor?: string } } | undefined)?.pageInfo
      ?.endCursor ?? null;
  const searchResults = [];
  for (const scenario of searchScenarios(three, busiest.slice(10, 20), afterFirstRentPage)) {
    const answer = await call(scenario.query, { input: scenario.input }, token);
    if (answer.errors) throw new Error(`${scenario.name}: ${JSON.stringify(answer.errors)}`);
    const selection = answer.data?.getHomesSelection as {
      listings?: unknown[];
      totalCount?: number;
      clusters?: unknown[];
    };
    const timing = await time(() => call(scenario.query, { input: scenario.input }, token));
    searchResults.push({
      scenario: scenario.name,
      answered: [
        selection.listings ? `${selection.listings.length} homes` : null,
        selection.clusters ? `${selection.clusters.length} clusters` : null,
      ]
        .filter(Boolean)
        .join(', '),
      totalCount: selection.totalCount ?? 0,
      kb: Number((JSON.stringify(answer).length / 1024).toFixed(1)),
      ...timing,
    });
  }
  say();
  say(
    `## getHomesSelection's server-side search in-process (${iterations} calls each, ms, nothing remembered; target: a page ≤ 50 KB, p95 ≤ 10)`,
  );
  say();
  say('| search | answered | matching homes | answer KB (uncompressed) | p50 | p95 | max |');
  say('|---|---|---|---|---|---|---|');
  for (const r of searchResults)
    say(`| ${r.scenario} | ${r.answered} | ${r.totalCount} | ${r.kb} | ${r.p50} | ${r.p95} | ${r.max} |`);
  say(
    `- beside it, the full answer of the same 3 busiest districts (no \`first\`, as before the server-side search): ${full?.homes} homes, p50 ${full?.p50}, p95 ${full?.p95}`,
  );
  return searchResults;
}
