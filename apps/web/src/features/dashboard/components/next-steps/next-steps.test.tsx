/**
 * "What to do next" on the dashboard (spec §4 "Next-step order"): which cards show, in which order, for an account
 * without an application, one in progress, one ready to submit, a submitted one (the waitlist fee due or paid, and
 * "Submit a home" while submitting is on, or saying it is paused), and a rejected one.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { GetDashboardMaintenanceModeQuery } from '../../graphql/getDashboardMaintenanceMode';
import type { NextStepsApplication } from '../../lib/application-step';
import { NextSteps, type NextStepsProps } from './next-steps';

const IN_PROGRESS: NonNullable<NextStepsApplication> = {
  submitted: false,
  approved: false,
  rejected: false,
  preferredLocations: [],
  progress: 55,
  hasHomeSubmitted: false,
  nextStep: { kind: 'Step', id: 'income', path: '/your-application/financial-details/income' },
};

const SUBMITTED = { ...IN_PROGRESS, submitted: true, progress: 100, nextStep: { kind: 'Submitted' } };

const submitting = (submitHomeEnabled: boolean): MockLink.MockedResponse => ({
  request: { query: GetDashboardMaintenanceModeQuery },
  result: { data: { getMaintenanceMode: { __typename: 'MaintenanceMode', submitHomeEnabled } } },
});

function renderSteps(props: Partial<NextStepsProps>, mocks: MockLink.MockedResponse[] = []) {
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <NextSteps
          email="amelia@example.com"
          emailVerified
          application={IN_PROGRESS}
          waitlistFee={{ paid: false, pence: 9_900 }}
          onVerified={() => undefined}
          {...props}
        />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The cards' titles, in order. */
const titles = () =>
  within(screen.getByRole('region', { name: 'What to do next' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('NextSteps', () => {
  it('without an application: start it, explore and talk to us', () => {
    renderSteps({ application: null, waitlistFee: null });
    expect(titles()).toEqual(['Start your application', 'Explore homes in your areas', 'Talk to us']);
    expect(card('Explore homes in your areas').textContent).toContain('Choose the postcode districts');
  });

  it('puts verifying the e-mail address first while it is unverified', () => {
    renderSteps({ emailVerified: false });
    expect(titles()).toEqual([
      'Verify your e-mail address',
      'Complete your application',
      'Explore homes in your areas',
      'Talk to us',
    ]);
  });

  it('in progress: the progress and the next step, and no waitlist yet', () => {
    renderSteps({});
    expect(titles()).toEqual(['Complete your application', 'Explore homes in your areas', 'Talk to us']);
    const application = card('Complete your application');
    expect(within(application).getByText('55% complete')).toBeTruthy();
    expect(within(application).getByText('Next: Income')).toBeTruthy();
    expect(within(application).getByRole('link', { name: 'Continue your application' })).toBeTruthy();
  });

  it('ready to submit: leads to the review page', () => {
    renderSteps({
      application: {
        ...IN_PROGRESS,
        progress: 100,
        nextStep: { kind: 'ReadyToSubmit', path: '/your-application/submit' },
      },
    });
    expect(screen.getByRole('link', { name: 'Review and submit' }).getAttribute('href')).toBe(
      '/your-application/submit',
    );
  });

  it('submitted: in review, the fee to pay and a home to submit', async () => {
    renderSteps({ application: SUBMITTED }, [submitting(true)]);
    expect(titles()).toEqual([
      'Your application is in review',
      'Join the waitlist',
      'Submit a home',
      'Explore homes in your areas',
      'Talk to us',
    ]);
    expect(screen.getByRole('link', { name: 'Pay the £99 fee' }).getAttribute('href')).toBe(
      '/waitlist/join-waitlist',
    );
    expect(
      (await screen.findByRole('link', { name: 'Submit a home you’ve found' })).getAttribute('href'),
    ).toBe('/your-application/first-home/requirements');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says submitting a home is paused during maintenance, with no way in', async () => {
    renderSteps({ application: SUBMITTED }, [submitting(false)]);
    expect(
      await within(card('Submit a home')).findByText(
        /^Submitting homes is paused while we carry out some maintenance/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Submit a home you’ve found' })).toBeNull();
  });

  it('thanks an applicant who paid the fee, and drops “Submit a home” once one is submitted', () => {
    renderSteps({
      application: { ...SUBMITTED, approved: true, hasHomeSubmitted: true },
      waitlistFee: { paid: true, pence: 9_900 },
    });
    expect(titles()).toEqual([
      'Your application is approved',
      'You’re on the waitlist',
      'Explore homes in your areas',
      'Talk to us',
    ]);
    expect(card('You’re on the waitlist').textContent).toContain('You paid the £99 waitlist fee. Thank you.');
  });

  it('rejected: says so, with no waitlist and no home to submit', () => {
    renderSteps({ application: { ...SUBMITTED, rejected: true } });
    expect(titles()).toEqual([
      'We can’t approve your application',
      'Explore homes in your areas',
      'Talk to us',
    ]);
  });

  it('offers a call in a new tab', () => {
    renderSteps({});
    const call = within(card('Talk to us')).getByRole('link', { name: 'Book a call' });
    expect(call.getAttribute('target')).toBe('_blank');
  });
});
