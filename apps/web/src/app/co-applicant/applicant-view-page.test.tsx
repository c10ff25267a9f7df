/**
 * What the main applicant sees at one of their co-applicant's step paths: loading, the application that could not be
 * loaded, a single application, a joint one without a co-applicant yet, and the co-applicant's step states (never
 * their answers), with "Send … a new link" while they have not joined, which says how it went.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResendPermissionEmailMutation } from '../../features/application/graphql/resendPermissionEmail';
import type { Application } from '../../features/application/hooks/use-application';
import {
  asSent,
  failedToLoad,
  loaded,
  refetch,
  renderApplicationPage,
  stillLoading,
} from '../../features/application/testing/application-mocks';
import { makeApplication } from '../../features/application/testing/make-application';
import { paths } from '../../lib/paths';
import { findAlert } from '../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { ApplicantViewOfCoApplicantStep } from './applicant-view-page';

const STEP = 'co-applicant-income';
const PATH = paths.application.steps[STEP];
const TITLE = 'Your co-applicant: income';

const STEPS = (
  [
    ['co-applicant-about-you', 'Done'],
    ['co-applicant-address-history', 'Done'],
    ['co-applicant-permission', 'Done'],
    ['co-applicant-income', 'Todo'],
    ['co-applicant-identity-verification', 'Locked'],
  ] as const
).map(([id, status]) => ({ id, path: paths.application.steps[id], status }));

/** A joint application with Sam as co-applicant, joined unless told, Sam's income step in the state told. */
function joint(
  { signedUp = true, status = 'Todo' }: { signedUp?: boolean; status?: 'Done' | 'Todo' | 'Locked' } = {},
  overrides: Partial<Application> = {},
): Application {
  return makeApplication({
    jointApplication: true,
    progress: 50,
    coApplicant: {
      id: 'co-1',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@example.com',
      signedUp,
      hasGrantedPermissionDate: null,
    },
    steps: STEPS.map((step) => (step.id === STEP ? { ...step, status } : step)),
    ...overrides,
  });
}

const renderView = ({ mocks = [] }: { mocks?: MockLink.MockedResponse[] } = {}) =>
  renderApplicationPage(<ApplicantViewOfCoApplicantStep stepId={STEP} />, { path: PATH, mocks });
const resend = () => userEvent.click(screen.getByRole('button', { name: 'Send Sam a new link' }));

describe('ApplicantViewOfCoApplicantStep', () => {
  beforeEach(() => loaded(joint()));

  it('says it is loading while the application loads', async () => {
    stillLoading();
    await renderView();
    expect(screen.getByRole('status').textContent).toBe(`Loading ${TITLE}`);
  });

  it('says the application could not be loaded, and tries again', async () => {
    failedToLoad();
    await renderView();
    expect(screen.getByText('We couldn’t load your application')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says a single applicant has no co-applicant steps, with the way to change that', async () => {
    loaded(makeApplication({ jointApplication: false }));
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.getByText('You’re applying on your own')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your application' }).getAttribute('href')).toBe(
      '/your-application',
    );
    expect(screen.queryByTestId('co-applicant-steps')).toBeNull();
  });

  it('asks for the co-applicant first on a joint application without one', async () => {
    loaded(makeApplication({ jointApplication: true, coApplicant: null }));
    await renderView();
    expect(screen.getByText('Add your co-applicant first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your application' }).getAttribute('href')).toBe(
      '/your-application',
    );
    expect(screen.queryByRole('button', { name: /new link/ })).toBeNull();
  });

  it('shows the step still to do, and every step of the co-applicant with its state', async () => {
    await renderView();
    expect(screen.getByText('Sam Okafor')).toBeTruthy();
    expect(screen.getByText(/Sam has joined; this step is still to do/)).toBeTruthy();
    // The step's state as a badge beside the name.
    expect(screen.getByText('To do')).toBeTruthy();
    expect(
      screen.getByText(
        'Sam completes this step with their own account. You see whether it’s done here, but not what they entered.',
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Sam’s steps' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'About you · Done',
      'Address history · Done',
      'Your permission · Done',
      'Income · To do',
      'Identity verification · Locked',
    ]);
    expect(screen.queryByRole('button', { name: /new link/ })).toBeNull();
  });

  it('says a done step is done', async () => {
    loaded(joint({ status: 'Done' }));
    await renderView();
    expect(screen.getByText('Sam has done this step.')).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('says when a locked step opens', async () => {
    loaded(joint({ status: 'Locked' }));
    await renderView();
    expect(
      screen.getByText(/This step opens for Sam once both of you have finished the steps before it/),
    ).toBeTruthy();
  });

  it('says a co-applicant who has not joined needs their link, and sends a new one', async () => {
    const application = joint({ signedUp: false });
    loaded(application);
    await renderView({
      mocks: [
        {
          request: { query: ResendPermissionEmailMutation },
          result: { data: { resendPermissionEmail: asSent(application) } },
        },
      ],
    });
    expect(screen.getByText(/Sam hasn’t joined yet: they need the link we e-mailed them/)).toBeTruthy();
    expect(screen.getByText(/We sent the link to sam@example\.com/)).toBeTruthy();
    await resend();
    expect((await screen.findByText('We’ve sent Sam a new link.')).closest('[role="status"]')).toBeTruthy();
  });

  it('says why no new link was sent', async () => {
    const message = 'You have sent 5 links in the last hour. Please wait before sending another.';
    loaded(joint({ signedUp: false }));
    await renderView({
      mocks: [answersWithErrors(ResendPermissionEmailMutation, [serverError(message, 'RATE_LIMITED')])],
    });
    await resend();
    await findAlert(message);
  });

  it('says the link could not be sent when the server cannot be reached', async () => {
    loaded(joint({ signedUp: false }));
    await renderView({ mocks: [failsOnTheNetwork(ResendPermissionEmailMutation)] });
    await resend();
    await findAlert('We couldn’t send the link just now. Please try again.');
  });

  it('offers no new link once the application is submitted', async () => {
    loaded(joint({ signedUp: false }, { submitted: true }));
    await renderView();
    expect(screen.getByText(/Sam hasn’t joined yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Sam a new link' })).toBeNull();
  });
});
