/**
 * The pages of a home found elsewhere, before its details (home-flow-pages.tsx): the loader while the applicant's
 * homes load, the error when they cannot be, a home that is not theirs or already submitted, the first page (Start,
 * Carry on, or why a home can't be submitted now), and the basics: the form's own checks with nothing sent, the
 * server's field errors on the right field with nothing typed lost, its other refusals in an alert, and a good save
 * going on to the next page. getUserHomeSubmissions, getMaintenanceMode and the mutations are answered through
 * Apollo's MockedProvider.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError, findAlert } from '../../testing/fields';
import {
  answersWithErrors,
  badUserInput,
  failsOnTheNetwork,
  neverAnswers,
  serverError,
} from '../../testing/graphql';
import { GetUserHomeSubmissionsQuery } from './graphql/getUserHomeSubmissions';
import { UpdateHomeSubmissionMutation } from './graphql/updateHomeSubmission';
import {
  FirstHomeRequirementsPage,
  SubmitHomeBasicInfoPage,
  SubmitHomeDisclaimerPage,
} from './home-flow-pages';
import { makeSubmission } from './testing/homes-data';
import { renderHomesPage, submissions, submittingHomes } from './testing/render-homes-page';

const BASICS = '/submit-a-home/basic-info';
const DRAFT = makeSubmission();

/** Renders the basics at `url` with the server's answers (submitting open unless told). */
function renderBasics(mocks: MockLink.MockedResponse[], url = `${BASICS}?home=home-1`) {
  renderHomesPage(<SubmitHomeBasicInfoPage />, { url, mocks: [submittingHomes(), ...mocks] });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

/** Waits for the form, filled with the draft's answers. */
const formShown = async () =>
  expect(await screen.findByRole('textbox', { name: 'Address line 1' })).toHaveProperty(
    'value',
    '12 Mill Lane',
  );

/** The draft's answers are still in the form. */
function expectAnswersKept() {
  expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '12 Mill Lane');
  expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveProperty('value', 'LS6 2AB');
  expect(screen.getByRole('textbox', { name: 'Asking price' })).toHaveProperty('value', '£250,000');
  expect(screen.getByLabelText('Type of home')).toHaveProperty('value', 'Flat');
  expect(screen.getByLabelText('Ownership')).toHaveProperty('value', 'Leasehold');
}

describe('the pages of a home found elsewhere: loading and errors', () => {
  it('shows a loader while the applicant’s homes load', async () => {
    renderBasics([neverAnswers(GetUserHomeSubmissionsQuery)]);
    expect(screen.getByRole('heading', { name: 'The basics' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3: The basics')).toBeTruthy();
    expect(screen.getByLabelText('Loading your home')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading your home')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('says the home could not be loaded, shows no form, and Try again loads it', async () => {
    renderBasics([failsOnTheNetwork(GetUserHomeSubmissionsQuery), submissions([DRAFT])]);
    const alert = await findAlert('We couldn’t load your home');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await formShown();
    expect(screen.queryByText('We couldn’t load your home')).toBeNull();
  });

  it('says when the home is not one of the applicant’s, with a link to their homes', async () => {
    renderBasics([submissions([DRAFT])], `${BASICS}?home=someone-else`);
    const alert = await findAlert('We couldn’t find that home');
    expect(alert.textContent).toContain('It may have been deleted.');
    expect(screen.getByRole('link', { name: 'See your homes' }).getAttribute('href')).toBe('/submit-a-home');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('says a submitted home can no longer be changed', async () => {
    renderBasics([submissions([makeSubmission({ submitted: true, status: 'UnderReview' })])]);
    expect(await screen.findByText('This home has been submitted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it in your homes' }).getAttribute('href')).toBe(
      '/submit-a-home',
    );
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });
});

describe('the first page', () => {
  it('starts a new home, or carries on with the draft', async () => {
    renderHomesPage(<SubmitHomeDisclaimerPage />, {
      url: '/submit-a-home/home-disclaimer',
      mocks: [submittingHomes(), submissions([])],
    });
    expect((await screen.findByRole('link', { name: 'Start' })).getAttribute('href')).toBe(BASICS);
    for (const back of screen.getAllByRole('link', { name: 'Back to your homes' }))
      expect(back.getAttribute('href')).toBe('/submit-a-home');

    renderHomesPage(<FirstHomeRequirementsPage />, {
      url: '/your-application/first-home/requirements',
      mocks: [submittingHomes(), submissions([DRAFT])],
    });
    expect(await screen.findByRole('heading', { name: 'What we look for in your first home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carry on' }).getAttribute('href')).toBe(
      '/your-application/first-home/basic-info?home=home-1',
    );
  });

  it('says why a home can’t be submitted while submitting is paused, without Start', async () => {
    renderHomesPage(<SubmitHomeDisclaimerPage />, {
      url: '/submit-a-home/home-disclaimer',
      mocks: [submittingHomes(false), submissions([])],
    });
    expect(await screen.findByText('You can’t submit a home just now')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Before you submit a home', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
  });
});

describe('the basics', () => {
  it('says what is missing next to each field, and sends nothing', async () => {
    renderBasics([submissions([])], BASICS);
    await screen.findByRole('button', { name: 'Save and continue' });
    await save();
    await expectFieldError('Type of home', 'Choose the type of home');
    await expectFieldError('Bedrooms', 'Choose the number of bedrooms');
    await expectFieldError('Ownership', 'Choose freehold or leasehold');
    await expectFieldError('EPC rating', 'Choose the EPC rating, or “I don’t know”');
    await expectFieldError('Address line 1', 'Enter the first line of the address');
    await expectFieldError('Postcode', 'Enter the postcode');
    await expectFieldError('Asking price', 'Enter the asking price');
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('asks what type of home "Other" is, and the years left on a leasehold', async () => {
    renderBasics([submissions([])], BASICS);
    await screen.findByRole('button', { name: 'Save and continue' });
    expect(screen.queryByLabelText('What type of home is it?')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type of home'), 'Other');
    await userEvent.selectOptions(screen.getByLabelText('Ownership'), 'Leasehold');
    await save();
    await expectFieldError('What type of home is it?', 'Say what type of home it is');
    await expectFieldError('Years left on the lease', 'Enter the years left on the lease');
  });

  it('shows the server’s refusal of a field next to it, keeping every answer', async () => {
    const message = 'We couldn’t find the postcode LS6 2AB';
    renderBasics([
      submissions([DRAFT]),
      answersWithErrors(UpdateHomeSubmissionMutation, [badUserInput('postcode', message)]),
    ]);
    await formShown();
    await save();
    await expectFieldError('Postcode', message);
    expectAnswersKept();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('says another refusal of the server in an alert, keeping every answer', async () => {
    const message = 'You can’t change a home once it is submitted';
    renderBasics([
      submissions([DRAFT]),
      answersWithErrors(UpdateHomeSubmissionMutation, [serverError(message, 'FORBIDDEN')]),
    ]);
    await formShown();
    await save();
    await findAlert(message);
    expectAnswersKept();
  });

  it('saves the changed answers and goes on to the more details page', async () => {
    const sent = vi.fn((variables: { input: Record<string, unknown> }) => ({
      data: { updateHomeSubmission: { ...DRAFT, askingPrice: variables.input.askingPrice } },
    }));
    renderBasics([
      submissions([DRAFT]),
      { request: { query: UpdateHomeSubmissionMutation, variables: () => true }, result: sent },
    ]);
    await formShown();
    const price = screen.getByRole('textbox', { name: 'Asking price' });
    await userEvent.clear(price);
    await userEvent.type(price, '260000');
    await save();
    expect(await screen.findByText('Now at /submit-a-home/edit-additional-info?home=home-1')).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0].input).toMatchObject({
      homeSubmissionId: 'home-1',
      type: 'Flat',
      bedrooms: 2,
      ownership: 'Leasehold',
      yearsLeftOnLease: 120,
      EPCRating: 'C',
      addressLine1: '12 Mill Lane',
      postcode: 'LS6 2AB',
      askingPrice: 260_000,
    });
  });
});
