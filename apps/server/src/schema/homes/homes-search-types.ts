/**
 * The answer of a search for homes for sale (spec §3, HomeSelection / Listing; spec §7 getHomesSelection): the
 * page of homes, featured homes, counts, paging, the radius search's place, map clusters and the rent range.
 */
import { homeMatchesFilters } from '@stairway/domain/home-search';
import { builder } from '../../builder';
import { inputError } from '../../lib/app-error';
import {
  DEFAULT_CLUSTER_CELLS,
  getHomeClusters,
  type HomeCluster,
  isClusterCells,
  MAX_CLUSTER_CELLS,
} from '../../services/home-clusters';
import { MAX_COUNTED_HOMES } from '../../services/home-search/count-searched-homes';
import { findRentRange } from '../../services/home-search/find-rent-range';
import type { SearchPlace } from '../../services/home-search-places';
import type { HomesSelectionAnswer } from '../../services/homes-selection';
import { getFeaturedListings } from '../../services/landlord-listings/get-featured-listings';
import { HomeSelectionRef } from './home-selection-type';

const HomesPageInfoRef = builder.objectRef<HomesSelectionAnswer['pageInfo']>('HomesPageInfo').implement({
  description: 'Where a page of homes ends (cursor paging).',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', {
      description: 'True when more homes follow this page (ask with after: endCursor).',
    }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Opaque cursor of the page’s last home, for `after`; null when the page is empty.',
    }),
  }),
});

const SearchPlaceRef = builder.objectRef<SearchPlace>('SearchPlace').implement({
  description: 'The centre of a radius search, as the service resolved the place typed.',
  fields: (t) => ({
    label: t.exposeString('label', {
      description:
        'What the centre is: a town ("Leeds"), a district ("LS6 (Leeds)") or a postcode ("LS6 1AA").',
    }),
    lat: t.exposeFloat('lat', {
      description:
        'Latitude (WGS84): the district’s centre for a district or a postcode, the centre of its districts for a town.',
    }),
    lng: t.exposeFloat('lng', { description: 'Longitude (WGS84), as lat.' }),
    radiusMiles: t.exposeFloat('radiusMiles', { description: 'The radius searched, miles.' }),
  }),
});

const HomeClusterRef = builder.objectRef<HomeCluster>('HomeCluster').implement({
  description: 'Homes of a search in one cell of the map’s grid.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Mean latitude (WGS84) of the cell’s homes.' }),
    lng: t.exposeFloat('lng', { description: 'Mean longitude (WGS84) of the cell’s homes.' }),
    count: t.exposeInt('count', { description: 'Homes in the cell (at least 1).' }),
    minPrice: t.exposeInt('minPrice', { description: 'The lowest asking price in the cell, whole pounds.' }),
    listingId: t.exposeID('listingId', {
      nullable: true,
      description: 'The home’s id when the cell holds one home; null otherwise.',
    }),
  }),
});

const RentRangeRef = builder.objectRef<{ min: number; max: number }>('RentRange').implement({
  description: 'The lowest and highest estimated monthly rent of a search’s homes, whole pounds a month.',
  fields: (t) => ({
    min: t.exposeInt('min', { description: 'The lowest estimated monthly rent, whole pounds.' }),
    max: t.exposeInt('max', { description: 'The highest estimated monthly rent, whole pounds.' }),
  }),
});

/** getHomesSelection's answer. */
export const HomesSelectionRef = builder.objectRef<HomesSelectionAnswer>('HomesSelection').implement({
  description: 'Homes in the requested postcode districts, radius or map area, filtered, sorted and paged.',
  fields: (t) => ({
    listings: t.field({
      type: [HomeSelectionRef],
      resolve: (s) => s.listings,
      description:
        'Homes for sale in the search’s sort (newest first by default): one page of `first` homes when `first` ' +
        'is given, else at most 3,000.',
    }),
    featured: t.field({
      type: [HomeSelectionRef],
      resolve: async (s, _args, ctx) => {
        const budget = s.budget;
        const homes = (await getFeaturedListings(ctx, { outcodes: s.outcodes })).filter((h) =>
          homeMatchesFilters(h, s.criteria, budget),
        );
        return budget === null ? homes : homes.map((h) => ({ ...h, withinBudget: h.askingPrice <= budget }));
      },
      description:
        'Homes landlords listed with us in those districts (published landlord listings, newest first), shown ' +
        'first and marked featured. Their address is the street, town and district only; nothing about the ' +
        'landlord is included. Opening one should be recorded with createListingView. For a radius or map ' +
        'area without districts: the districts whose centre lies in it (at most 50). Filtered as the listings ' +
        'are (price and rent bands, within my budget, type, bedrooms), in every sort, not paged.',
    }),
    totalCount: t.exposeInt('totalCount', {
      description:
        `Homes matching the search over all pages. Counting stops at ${MAX_COUNTED_HOMES.toLocaleString('en-GB')}: ` +
        'a larger search answers that number with totalCountCapped true ("10,000+"). The unpaged answer of ' +
        'districts only counts every home of the districts, uncapped.',
    }),
    totalCountCapped: t.exposeBoolean('totalCountCapped', {
      description: `True when more than ${MAX_COUNTED_HOMES.toLocaleString('en-GB')} homes match (see totalCount).`,
    }),
    withinBudgetCount: t.exposeInt('withinBudgetCount', {
      nullable: true,
      description:
        'Of the matching homes, how many have an asking price at most the applicant’s budget (same cap as ' +
        'totalCount); null when the applicant has no budget yet.',
    }),
    pageInfo: t.field({
      type: HomesPageInfoRef,
      resolve: (s) => s.pageInfo,
      description: 'Whether more homes follow, and the cursor to ask for them (after).',
    }),
    place: t.field({
      type: SearchPlaceRef,
      nullable: true,
      resolve: (s) => s.place,
      description: 'The radius search’s centre as resolved; null without `near`.',
    }),
    clusters: t.field({
      type: [HomeClusterRef],
      args: {
        cells: t.arg.int({
          required: false,
          description: `Cells per side of the grid, 1 to ${MAX_CLUSTER_CELLS} (default ${DEFAULT_CLUSTER_CELLS}).`,
        }),
      },
      description:
        'For the map: the homes matching the search (all pages, filters applied) grouped in a grid of cells × ' +
        'cells over `bounds`; without bounds, over the box around a radius search’s circle, or the matching ' +
        'homes’ extent for districts alone; one cluster per cell with ' +
        'homes. Their counts add up to the homes matched (uncapped). Errors: BAD_USER_INPUT naming cells.',
      resolve: (s, { cells }, ctx) => {
        const n = cells ?? DEFAULT_CLUSTER_CELLS;
        if (!isClusterCells(n)) {
          throw inputError([
            { field: 'cells', message: `Ask for 1 to ${MAX_CLUSTER_CELLS} cells per side of the map’s grid` },
          ]);
        }
        // Grouped beside the page when getHomesSelection saw them asked for (searchHomesSelection's clusterCells).
        if (s.clusters?.cells === n) return s.clusters.grouped;
        return getHomeClusters(ctx.db, { criteria: s.criteria, budget: s.budget, place: s.place, cells: n });
      },
    }),
    rentRange: t.field({
      type: RentRangeRef,
      nullable: true,
      resolve: (s, _args, ctx) =>
        findRentRange(ctx.db, { criteria: s.criteria, budget: s.budget, place: s.place }),
      description:
        'The lowest and highest estimated monthly rent (whole pounds) of the homes matching the search over all ' +
        'pages, ignoring its own minRent and maxRent, for the rent slider’s track (spec §5: from the minimum ' +
        'minus 100 to the maximum plus 100); null when no home matches.',
    }),
    listingsCollectedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (s) => s.listingsCollectedAt,
      description:
        'When the homes for sale were collected from their source: the newest listedAt the service holds ' +
        '(the bundled extract: 11 December 2025, apps/server/seed-data/DATA.md); null without listings. ' +
        'Listings change only when an operator imports more (npm run import:listings).',
    }),
  }),
});
