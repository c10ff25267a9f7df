/**
 * The signed-in pipeline (spec §2 /pipeline, "Pipeline detail panel"): its tabs; the detail panel an applicant's
 * row opens, with the applicant, the home, how the budget was worked out, the plan and the documents, its saved
 * homes to choose from, what it says while loading, when there is no home and when the details fail, and closing
 * it with Escape or its close button; and the charts tab's loading, failure and charts.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failsOnTheNetwork, neverAnswers } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { GetPipelineChartsQuery } from '../graphql/getPipelineCharts';
import { GetPipelineDetailsQuery } from '../graphql/getPipelineDetails';
import { GetPipelineHomesQuery } from '../graphql/getPipelineHomes';
import { PipelineDashboard } from './pipeline-dashboard';

const APPLICATION = 'aaaaaaaa-0000-4000-8000-000000000001';
const HOME_1 = 'bbbbbbbb-0000-4000-8000-000000000001';
const HOME_2 = 'bbbbbbbb-0000-4000-8000-000000000002';

const applicants: MockLink.MockedResponse = {
  request: { query: GetPipelineApplicantsQuery, variables: () => true },
  result: {
    data: {
      getPipelineApplicants: {
        __typename: 'PipelineApplicantsPage',
        totalCount: 1,
        page: 1,
        pageSize: 25,
        statusCounts: [{ __typename: 'PipelineStatusCount', status: 'Approved', count: 1 }],
        applicants: [
          {
            __typename: 'PipelineApplicant',
            id: APPLICATION,
            totalIncome: 52_000,
            jointApplication: false,
            status: 'Approved',
            age: 36,
            onboard: false,
            location: 'SO16',
            identityVerified: true,
            bankStatements: 'Uploaded',
            homes: 2,
            budget: 250_000,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      },
    },
  },
};

const savedHome = (id: string, askingPrice: number, postcode: string) => ({
  __typename: 'PipelineHome',
  id,
  source: 'Saved',
  reviewStatus: null,
  applicationId: APPLICATION,
  askingPrice,
  postcode,
  type: 'Flat',
  bedrooms: 2,
  postTown: 'Southampton',
  EPCRating: 'C',
  yield: 5.8,
  rentEstimate: 1200,
  rentSource: 'Listing',
  algoRentEstimate: 1150,
  affordability: 80,
  rentOnNetIncome: 30,
  link: 'https://example.com/listing',
  lat: null,
  lng: null,
  date: '2026-11-02T10:00:00.000Z',
  imageUrl: null,
});

/** The applicant's saved homes, as the panel asks for them. */
function homesOf(homes: ReturnType<typeof savedHome>[]): MockLink.MockedResponse {
  return {
    request: { query: GetPipelineHomesQuery, variables: (v) => v.applicationId === APPLICATION },
    result: {
      data: {
        getPipelineHomes: {
          __typename: 'PipelineHomesPage',
          totalCount: homes.length,
          page: 1,
          pageSize: 100,
          sourceCounts: [],
          homes,
        },
      },
    },
  };
}

/** The details of the applicant and `homeId`. */
function detailsOf(homeId: string, postcode: string, askingPrice: number): MockLink.MockedResponse {
  return {
    request: { query: GetPipelineDetailsQuery, variables: { applicationId: APPLICATION, homeId } },
    result: {
      data: {
        getPipelineDetails: {
          __typename: 'PipelineDetails',
          applicant: {
            __typename: 'PipelineApplicant',
            id: APPLICATION,
            status: 'Approved',
            age: 36,
            location: 'SO16',
            totalIncome: 52_000,
            jointApplication: true,
            identityVerified: true,
            bankStatements: 'Connected',
          },
          home: {
            __typename: 'PipelineHome',
            id: homeId,
            askingPrice,
            postcode,
            postTown: 'Southampton',
            type: 'Flat',
            bedrooms: 2,
            yield: 5.8,
            rentEstimate: 1200,
            rentSource: 'Listing',
            source: 'Saved',
            reviewStatus: null,
            EPCRating: 'C',
            algoRentEstimate: 1150,
            algoRentLow: 1050,
            algoRentHigh: 1250,
            affordability: 80,
            rentOnNetIncome: 30,
            link: 'https://example.com/listing',
          },
          affordability: [
            {
              __typename: 'PipelineAffordabilityFigure',
              id: 'income',
              label: 'Gross income',
              value: 52_000,
              unit: 'GBP_PER_YEAR',
              source: 'The application’s incomes',
            },
          ],
          plan: {
            __typename: 'PipelinePlan',
            deposit: 5000,
            initialDeposit: 5000,
            rent: 1200,
            monthlyEquity: 300,
            ownershipYears: 7,
            mortgageNeeded: 180_000,
            years: [
              {
                __typename: 'PipelinePlanYear',
                year: 1,
                months: 12,
                rentPaid: 14_400,
                equityPaid: 3600,
                equityTotal: 8600,
                depositBuilt: 8600,
                shareOwned: 3.4,
              },
            ],
          },
          documents: [
            {
              __typename: 'PipelineDocumentPresence',
              person: 'applicant',
              documentType: 'Payslip',
              count: 3,
            },
          ],
        },
      },
    },
  };
}

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  const onSessionEnded = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <PipelineDashboard onSessionEnded={onSessionEnded} />
    </MockedProvider>,
  );
  return onSessionEnded;
}

/** Opens the applicant's detail panel from their row. */
async function openApplicant() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Open application aaaaaaaa' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Applicant aaaaaaaa' });
}

describe('PipelineDashboard', () => {
  it('shows the pipeline’s heading and tabs, with the applicants first', async () => {
    renderDashboard([applicants]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Applicants', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved and submitted homes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Charts' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Applicants' })).toBeTruthy();
    expect(await screen.findByText('1 applicant', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('The detail panel', () => {
  it('shows the applicant and their first home’s details', async () => {
    renderDashboard([
      applicants,
      homesOf([savedHome(HOME_1, 250_000, 'SO16 3AB'), savedHome(HOME_2, 300_000, 'SO17 1BJ')]),
      detailsOf(HOME_1, 'SO16 3AB', 250_000),
    ]);
    const drawer = await openApplicant();
    const details = await within(drawer).findByTestId('pipeline-details', {}, { timeout: 5000 });
    const applicant = within(details).getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('£52,000 a year')).toBeTruthy();
    expect(within(applicant).getByText('Connected by open banking')).toBeTruthy();
    expect(within(applicant).getByText('Verified')).toBeTruthy();
    const home = within(details).getByRole('region', { name: 'Home' });
    expect(within(home).getByText(/2 bedroom flat, SO16 3AB, Southampton/)).toBeTruthy();
    expect(within(home).getByRole('link', { name: 'See the listing' }).getAttribute('href')).toBe(
      'https://example.com/listing',
    );
    expect(within(home).getByText('£250,000')).toBeTruthy();
    const budget = within(details).getByRole('table', { name: 'Affordability calculation' });
    expect(within(budget).getByRole('row', { name: /Gross income £52,000 a year/ })).toBeTruthy();
    const plan = within(details).getByRole('table', { name: 'Plan year by year' });
    expect(within(plan).getAllByRole('row')).toHaveLength(2);
    expect(within(details).getByText('7 years')).toBeTruthy();
    const documents = within(details).getByRole('region', { name: 'Documents present' });
    expect(within(documents).getByText('Applicant: Payslip (3)')).toBeTruthy();
  });

  it('shows another saved home’s details when it is chosen', async () => {
    renderDashboard([
      applicants,
      homesOf([savedHome(HOME_1, 250_000, 'SO16 3AB'), savedHome(HOME_2, 300_000, 'SO17 1BJ')]),
      detailsOf(HOME_1, 'SO16 3AB', 250_000),
      detailsOf(HOME_2, 'SO17 1BJ', 300_000),
    ]);
    const drawer = await openApplicant();
    expect(await within(drawer).findByText('Homes saved', {}, { timeout: 5000 })).toBeTruthy();
    await within(drawer).findByText(/SO16 3AB, Southampton/, {}, { timeout: 5000 });
    await userEvent.click(within(drawer).getByRole('button', { name: /SO17 1BJ/ }));
    expect(await within(drawer).findByText(/2 bedroom flat, SO17 1BJ/, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(drawer).queryByText(/2 bedroom flat, SO16 3AB/)).toBeNull();
  });

  it('says it is loading the applicant’s homes', async () => {
    renderDashboard([applicants, neverAnswers(GetPipelineHomesQuery)]);
    const drawer = await openApplicant();
    expect(within(drawer).getByLabelText('Loading the applicant’s homes')).toBeTruthy();
    expect(within(drawer).queryByTestId('pipeline-details')).toBeNull();
  });

  it('says when the applicant has saved no home', async () => {
    renderDashboard([applicants, homesOf([])]);
    const drawer = await openApplicant();
    expect(
      await within(drawer).findByText(
        'This applicant has not saved a home yet, so there is no plan to show.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('says when the details could not be loaded', async () => {
    renderDashboard([
      applicants,
      homesOf([savedHome(HOME_1, 250_000, 'SO16 3AB')]),
      failsOnTheNetwork(GetPipelineDetailsQuery),
    ]);
    const drawer = await openApplicant();
    expect((await within(drawer).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The details could not be loaded. Try again in a moment.',
    );
    expect(within(drawer).queryByTestId('pipeline-details')).toBeNull();
  });

  it('closes with Escape', async () => {
    renderDashboard([applicants, homesOf([])]);
    await openApplicant();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its close button', async () => {
    renderDashboard([applicants, homesOf([])]);
    const drawer = await openApplicant();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the detail panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('table', { name: 'Applicants' })).toBeTruthy();
  });
});

const charts: MockLink.MockedResponse = {
  request: { query: GetPipelineChartsQuery },
  result: {
    data: {
      getPipelineApplicants: {
        __typename: 'PipelineApplicantsPage',
        statusByMonth: [
          { __typename: 'PipelineStatusMonth', month: '2026-11', status: 'Approved', count: 2 },
        ],
        budgetBands: [{ __typename: 'PipelineBand', from: 200_000, to: 250_000, count: 2 }],
      },
      getPipelineHomes: {
        __typename: 'PipelineHomesPage',
        yieldBands: [{ __typename: 'PipelineBand', from: 5, to: 6, count: 1 }],
      },
    },
  },
};

describe('The charts tab', () => {
  const openCharts = () => userEvent.click(screen.getByRole('tab', { name: 'Charts' }));

  it('says it is loading the charts', async () => {
    renderDashboard([applicants, neverAnswers(GetPipelineChartsQuery)]);
    await openCharts();
    expect(await screen.findByLabelText('Loading the charts', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Budgets' })).toBeNull();
  });

  it('says when the charts could not be loaded', async () => {
    renderDashboard([applicants, failsOnTheNetwork(GetPipelineChartsQuery)]);
    await openCharts();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The charts could not be loaded. Try again in a moment.',
    );
  });

  it('shows the three charts', async () => {
    renderDashboard([applicants, charts]);
    await openCharts();
    expect(
      await screen.findByRole('heading', { name: 'Applicants by month and status today' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Budgets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yields of the homes applicants saved' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
