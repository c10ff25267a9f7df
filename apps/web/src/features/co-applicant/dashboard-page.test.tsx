/**
 * The co-applicant's "Your progress" (spec §2 /co-applicant-dashboard): loading, a failed load with "Try again", and
 * the page itself: the greeting naming the applicant, the joint progress, their own steps in order with their states
 * (locked ones not links, saying why), "Continue" to the next one to do, the team's decision once the application
 * is submitted, "Your data", and the purchase of the approved home ("Your purchase"), asked for only once a home
 * is approved or submitted.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PURCHASE_FALLEN_THROUGH,
  PURCHASE_IN_PROGRESS,
  PURCHASE_WITH_PLAN,
} from '../../components/purchase-timeline/purchase-case-fixtures';
import type { CoApplicantHomeQuery as HomeResult, StepStatus } from '../../gql/graphql';
import { SessionProvider } from '../../lib/session';
import { findAlert } from '../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { CoApplicantDashboardPage } from './dashboard-page';
import { CoApplicantHomeQuery } from './graphql/coApplicantHome';
import { GetCoApplicantPurchaseCaseQuery } from './graphql/getCoApplicantPurchaseCase';

const BASE = '/your-application/co-applicant-personal-details';
const step = (id: string, path: string, status: StepStatus) => ({
  __typename: 'ApplicationStep',
  id,
  path,
  status,
});

/** A co-applicant part of the way through: their About you done, the identity and bank checks still locked. */
const CO_APPLICANT: HomeResult['coApplicant'] & { __typename: string } = {
  __typename: 'CoApplicantUser',
  id: 'co-applicant-1',
  firstName: 'Priya',
  middleName: null,
  lastName: 'Shah',
  email: 'priya@example.com',
  phoneNumber: '07700900123',
  dateOfBirth: '1990-03-27',
  nationality: 'British',
  nin: null,
  hasAdditionalIncome: null,
  mainApplicantFirstName: 'Amelia',
  hasGrantedPermission: false,
  hasGrantedPermissionDate: null,
  applicationSubmitted: false,
  applicationApproved: false,
  applicationRejected: false,
  hasHomesApproved: false,
  hasSubmittedHome: false,
  progress: 40,
  steps: [
    // The applicant's own step, which the co-applicant never sees.
    step('about-you', '/your-application/personal-details/about-you', 'Done'),
    step('co-applicant-about-you', `${BASE}/about-you`, 'Done'),
    step('co-applicant-address-history', `${BASE}/address-history`, 'Todo'),
    step('co-applicant-permission', `${BASE}/permission`, 'Todo'),
    step('co-applicant-income', `${BASE}/income`, 'Todo'),
    step('co-applicant-additional-income', `${BASE}/additional-income`, 'Todo'),
    step('co-applicant-identity-verification', '/your-application/co-applicant-identity', 'Locked'),
    step('co-applicant-bank-statements', '/your-application/co-applicant-bank-statements', 'Locked'),
  ],
};

const loads = (coApplicant: Partial<typeof CO_APPLICANT> = {}): MockLink.MockedResponse => ({
  request: { query: CoApplicantHomeQuery },
  result: { data: { coApplicant: { ...CO_APPLICANT, ...coApplicant } } },
});

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  renderWithMantine(
    <SessionProvider>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CoApplicantDashboardPage />
        </MemoryRouter>
      </MockedProvider>
    </SessionProvider>,
  );
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Hi Priya' });
const steps = () => within(screen.getByRole('list', { name: 'Your steps' })).getAllByRole('listitem');

describe('CoApplicantDashboardPage', () => {
  it('says it is loading until the progress arrives', () => {
    renderDashboard([neverAnswers(CoApplicantHomeQuery)]);
    expect(screen.getByText('Loading your progress…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Your steps' })).toBeNull();
  });

  it('says the progress could not be loaded, and loads it on “Try again”', async () => {
    renderDashboard([failsOnTheNetwork(CoApplicantHomeQuery), loads()]);
    const alert = await findAlert('We couldn’t load your progress');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await page();
    expect(screen.queryByText('We couldn’t load your progress')).toBeNull();
  });

  it('says so too when the server answers with an error', async () => {
    renderDashboard([answersWithErrors(CoApplicantHomeQuery, [serverError('Something went wrong')])]);
    const alert = await findAlert('We couldn’t load your progress');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('greets the co-applicant, names the applicant and shows the joint progress', async () => {
    renderDashboard([loads()]);
    await page();
    expect(screen.getByText(/^You’re buying with Amelia\./).textContent).toContain(
      'Amelia completes theirs and submits it.',
    );
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Application progress, 40%' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
  });

  it('lists only the co-applicant’s own steps, in order, with their states', async () => {
    renderDashboard([loads()]);
    await page();
    expect(steps().map((item) => item.textContent)).toEqual([
      'About youDone',
      'Address historyTo do',
      'Your permissionTo do',
      'IncomeTo do',
      'Additional incomeTo do',
      'Identity verificationLockedOpens once both of you have finished your details.',
      'Bank statementsLockedOpens once both of you have finished your details and verified your identities.',
    ]);
    expect(screen.getByRole('link', { name: /^Your permission/ }).getAttribute('href')).toBe(
      `${BASE}/permission`,
    );
    expect(screen.getByRole('link', { name: /^About you/ }).getAttribute('href')).toBe(`${BASE}/about-you`);
  });

  it('does not link the locked steps', async () => {
    renderDashboard([loads()]);
    await page();
    expect(screen.queryByRole('link', { name: /^Identity verification/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Bank statements/ })).toBeNull();
  });

  it('leads on to the first step still to do', async () => {
    renderDashboard([loads()]);
    await page();
    expect(screen.getByRole('link', { name: 'Continue: Address history' }).getAttribute('href')).toBe(
      `${BASE}/address-history`,
    );
  });

  it('once submitted, says the team is reviewing it and no longer leads on', async () => {
    renderDashboard([loads({ applicationSubmitted: true })]);
    await page();
    expect(screen.getByText('Your application has been submitted')).toBeTruthy();
    expect(screen.getByText('The Stairway team is reviewing it and will be in touch.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Continue:/ })).toBeNull();
  });

  it('says the joint application is approved', async () => {
    renderDashboard([loads({ applicationSubmitted: true, applicationApproved: true })]);
    await page();
    expect(screen.getByText('Your joint application is approved')).toBeTruthy();
    expect(screen.getByText(/our team has approved your joint application with Amelia/)).toBeTruthy();
    expect(screen.getByText(/The next step is to find the home you want; Amelia submits it/)).toBeTruthy();
    expect(screen.queryByText('Your application has been submitted')).toBeNull();
  });

  it('says the joint application cannot be approved, offering a call in a new tab', async () => {
    renderDashboard([loads({ applicationSubmitted: true, applicationRejected: true })]);
    await page();
    expect(screen.getByText('We can’t approve your joint application')).toBeTruthy();
    const call = screen.getByRole('link', { name: 'book a call with us (opens in a new tab)' });
    expect(call.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Your joint application is approved')).toBeNull();
  });
});

describe('CoApplicantDashboardPage: your purchase', () => {
  const approved = { applicationSubmitted: true, applicationApproved: true, hasSubmittedHome: true };
  const purchase = (myPurchaseCase: unknown): MockLink.MockedResponse => ({
    request: { query: GetCoApplicantPurchaseCaseQuery },
    result: { data: { myPurchaseCase } },
  });

  it('shows the purchase of the approved home', async () => {
    renderDashboard([loads({ ...approved, hasHomesApproved: true }), purchase(PURCHASE_IN_PROGRESS)]);
    await page();
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(card).getByText('12 Orchard Way, Southampton, SO16 3AB')).toBeTruthy();
    expect(within(card).getByText('Offer accepted since 1 December 2026')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Stages of your purchase' })).toBeTruthy();
    // The approval no longer sends them to find a home: the purchase is under way.
    expect(
      screen.getByText(/Your home is approved too: your purchase below shows where it stands/),
    ).toBeTruthy();
    expect(screen.queryByText(/The next step is to find the home you want/)).toBeNull();
  });

  it('links to the co-applicant’s plan once it is prepared', async () => {
    renderDashboard([loads({ ...approved, hasHomesApproved: true }), purchase(PURCHASE_WITH_PLAN)]);
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    const link = within(card).getByRole('link', { name: 'Read and sign your plan' });
    expect(link.getAttribute('href')).toBe('/co-applicant-your-plan');
  });

  it('says the applicant chooses another home when the purchase fell through', async () => {
    renderDashboard([loads(approved), purchase(PURCHASE_FALLEN_THROUGH)]);
    const card = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(card).getByText('Why: The valuation came in £20,000 below the asking price.')).toBeTruthy();
    expect(within(card).getByText(/^Amelia can choose another home/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Choose another home' })).toBeNull();
  });

  it('shows no purchase when the server has none', async () => {
    renderDashboard([loads(approved), purchase(null)]);
    await page();
    await waitFor(() => expect(screen.queryByLabelText('Loading your purchase')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Your purchase' })).toBeNull();
  });

  it('does not ask for a purchase before a home is submitted', async () => {
    renderDashboard([loads({ applicationSubmitted: true, applicationApproved: true })]);
    await page();
    expect(screen.queryByLabelText('Loading your purchase')).toBeNull();
  });
});
