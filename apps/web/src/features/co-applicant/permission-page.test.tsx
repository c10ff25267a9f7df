/**
 * The co-applicant's permission (spec §2; spec §7 `grantPermission`): the page says it is loading until their
 * details arrive, then tells them what agreeing means with the applicant's name; giving permission needs the box
 * ticked, sends `hasGrantedPermission: true` and goes back to their dashboard, and a refused or failed save says
 * so by the box. Once given, the page thanks them with the date instead of asking again.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CoApplicantHomeQuery as HomeResult } from '../../gql/graphql';
import { expectFieldMessage } from '../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';
import { CoApplicantHomeQuery } from './graphql/coApplicantHome';
import { GrantPermissionMutation } from './graphql/grantPermission';
import { CoApplicantPermissionPage } from './permission-page';

const PATH = '/your-application/co-applicant-personal-details/permission';
const AGREE = 'I agree to apply with Amelia and for Stairway to assess us together';
const STEP = { __typename: 'ApplicationStep', id: 'co-applicant-permission', path: PATH } as const;

/** A co-applicant who has not given their permission yet. */
const CO_APPLICANT: HomeResult['coApplicant'] & { __typename: string } = {
  __typename: 'CoApplicantUser',
  id: 'co-applicant-1',
  firstName: 'Priya',
  middleName: null,
  lastName: 'Shah',
  email: 'priya@example.com',
  phoneNumber: null,
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
  progress: 20,
  steps: [{ ...STEP, status: 'Todo' }],
};

const loads = (coApplicant: Partial<typeof CO_APPLICANT> = {}): MockLink.MockedResponse => ({
  request: { query: CoApplicantHomeQuery },
  result: { data: { coApplicant: { ...CO_APPLICANT, ...coApplicant } } },
});

/** The server records the permission; the request must say `hasGrantedPermission: true`. */
const grants: MockLink.MockedResponse = {
  request: { query: GrantPermissionMutation, variables: { input: { hasGrantedPermission: true } } },
  result: {
    data: {
      grantPermission: {
        __typename: 'CoApplicantUser',
        id: CO_APPLICANT.id,
        hasGrantedPermission: true,
        hasGrantedPermissionDate: '2026-11-30T12:00:00.000Z',
        progress: 30,
        steps: [{ ...STEP, status: 'Done' }],
      },
    },
  },
};

/**
 * Renders the page at its path with the server's answers (renderRoute); any other address says "Now at <path and
 * query>".
 */
const renderPermission = (mocks: MockLink.MockedResponse[]) =>
  renderRoute(<CoApplicantPermissionPage />, { url: PATH, mocks });

const page = () => screen.findByRole('heading', { level: 1, name: 'Your permission' });
const give = () => userEvent.click(screen.getByRole('button', { name: 'Give my permission' }));

describe('CoApplicantPermissionPage', () => {
  it('says it is loading until the co-applicant’s details arrive', () => {
    renderPermission([neverAnswers(CoApplicantHomeQuery)]);
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Give my permission' })).toBeNull();
  });

  it('says what agreeing means, naming the applicant, with an unticked box', async () => {
    renderPermission([loads()]);
    await page();
    expect(screen.getByText(/^Amelia has asked you to buy a home with them through Stairway/)).toBeTruthy();
    expect(screen.getByText(/^Amelia sees the progress of your steps/).textContent).toContain(
      'never your documents',
    );
    expect((screen.getByRole('checkbox', { name: AGREE }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Give my permission' })).toBeTruthy();
  });

  it('asks for the box to be ticked, and sends nothing until it is', async () => {
    // No answer to the mutation: were it sent, the page would say it could not save.
    renderPermission([loads()]);
    await page();
    await give();
    await expectFieldMessage(AGREE, 'Tick the box to give your permission');
    expect(screen.queryByText(/We couldn’t save this just now/)).toBeNull();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('clears “Tick the box” as soon as the box is ticked', async () => {
    renderPermission([loads()]);
    await page();
    await give();
    await expectFieldMessage(AGREE, 'Tick the box to give your permission');
    await userEvent.click(screen.getByRole('checkbox', { name: AGREE }));
    expect(screen.queryByText('Tick the box to give your permission')).toBeNull();
  });

  it('says when the page could not be loaded, and loads it on “Try again”', async () => {
    renderPermission([failsOnTheNetwork(CoApplicantHomeQuery), loads()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load this page');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await page();
    expect(screen.getByRole('checkbox', { name: AGREE })).toBeTruthy();
  });

  it('gives the permission once the box is ticked, and goes back to the dashboard', async () => {
    renderPermission([loads(), grants]);
    await page();
    await userEvent.click(screen.getByRole('checkbox', { name: AGREE }));
    await give();
    expect(await screen.findByText('Now at /co-applicant-dashboard')).toBeTruthy();
  });

  it('shows the server’s reason by the box when it refuses, keeping it ticked', async () => {
    renderPermission([
      loads(),
      answersWithErrors(GrantPermissionMutation, [
        serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
      ]),
    ]);
    await page();
    await userEvent.click(screen.getByRole('checkbox', { name: AGREE }));
    await give();
    await expectFieldMessage(AGREE, 'Your application has already been submitted.');
    expect((screen.getByRole('checkbox', { name: AGREE }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('says the permission was not saved when the server cannot be reached', async () => {
    renderPermission([loads(), failsOnTheNetwork(GrantPermissionMutation)]);
    await page();
    await userEvent.click(screen.getByRole('checkbox', { name: AGREE }));
    await give();
    await expectFieldMessage(AGREE, 'We couldn’t save this just now. Please try again.');
    expect(screen.getByRole('button', { name: 'Give my permission' })).toBeTruthy();
  });

  it('thanks a co-applicant who has given permission, with the date, and asks nothing more', async () => {
    renderPermission([
      loads({ hasGrantedPermission: true, hasGrantedPermissionDate: '2026-11-30T12:00:00.000Z' }),
    ]);
    await page();
    expect(screen.getByText('Thank you').closest('.mantine-Alert-root')?.textContent).toContain(
      'You gave your permission on 30 November 2026.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give my permission' })).toBeNull();
  });

  it('goes back to the dashboard from “Back to your progress”', async () => {
    renderPermission([loads()]);
    await page();
    await userEvent.click(screen.getByRole('button', { name: 'Back to your progress' }));
    expect(await screen.findByText('Now at /co-applicant-dashboard')).toBeTruthy();
  });
});
