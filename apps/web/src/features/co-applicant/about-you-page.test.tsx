/**
 * The co-applicant's About you (spec §2): the page says it is loading until their details arrive, then the form
 * starts from what is saved, checks its answers with the domain's coApplicantAboutYouSchema next to each field
 * before anything is sent, shows the server's refusal of a field beside it and a failed save above the form
 * (keeping everything typed), and a good save sends the parsed answers and goes back to their dashboard.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { CoApplicantHomeQuery as HomeResult } from '../../gql/graphql';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, neverAnswers } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';
import { CoApplicantAboutYouPage } from './about-you-page';
import { CoApplicantHomeQuery } from './graphql/coApplicantHome';
import { UpdateOwnDetailsMutation } from './graphql/updateOwnDetails';

const PATH = '/your-application/co-applicant-personal-details/about-you';
const NIN = 'National Insurance number (optional)';

const STEP = { __typename: 'ApplicationStep', status: 'Todo' } as const;

/** A co-applicant who has signed up and given nothing but their name. */
const CO_APPLICANT: HomeResult['coApplicant'] & { __typename: string } = {
  __typename: 'CoApplicantUser',
  id: 'co-applicant-1',
  firstName: 'Priya',
  middleName: null,
  lastName: 'Shah',
  email: 'priya@example.com',
  phoneNumber: null,
  dateOfBirth: null,
  nationality: null,
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
  progress: 10,
  steps: [{ ...STEP, id: 'co-applicant-about-you', path: PATH }],
};

const loads = (coApplicant: Partial<typeof CO_APPLICANT> = {}): MockLink.MockedResponse => ({
  request: { query: CoApplicantHomeQuery },
  result: { data: { coApplicant: { ...CO_APPLICANT, ...coApplicant } } },
});

/**
 * Renders the page at its path with the server's answers (renderRoute); any other address says "Now at <path and
 * query>".
 */
const renderAboutYou = (mocks: MockLink.MockedResponse[], ui: ReactElement = <CoApplicantAboutYouPage />) =>
  renderRoute(ui, { url: PATH, mocks });

/** Waits for the form, filled from what is saved. */
const form = () => screen.findByRole('heading', { level: 1, name: 'About you' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const valueIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Fills the answers the saved co-applicant does not have yet. */
function fillValidAnswers() {
  fill('Middle name (optional)', '  ');
  fill('Date of birth', '1990-03-27');
  fill('Phone number', '07700 900123');
  fill('Nationality', 'British');
  fill(NIN, 'ab 12 34 56 c');
}

describe('CoApplicantAboutYouPage', () => {
  it('says it is loading until the co-applicant’s details arrive', () => {
    renderAboutYou([neverAnswers(CoApplicantHomeQuery)]);
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('starts from what is saved, with the National Insurance number written in pairs', async () => {
    renderAboutYou([
      loads({ middleName: 'Anjali', dateOfBirth: '1991-07-14', nationality: 'Irish', nin: 'AB123456C' }),
    ]);
    await form();
    expect(valueIn('First name')).toBe('Priya');
    expect(valueIn('Middle name (optional)')).toBe('Anjali');
    expect(valueIn('Last name')).toBe('Shah');
    expect(valueIn('Date of birth')).toBe('1991-07-14');
    expect(valueIn('Phone number')).toBe('');
    expect(valueIn('Nationality')).toBe('Irish');
    expect(valueIn(NIN)).toBe('AB 12 34 56 C');
  });

  it('names each missing answer next to its field, and sends nothing', async () => {
    // No answer to the mutation: were it sent, the page would say the save failed.
    renderAboutYou([loads()]);
    await form();
    fill('First name', '');
    await save();
    await expectFieldError('First name', 'Enter your first name');
    await expectFieldError('Date of birth', 'Enter your date of birth');
    await expectFieldError('Phone number', 'Enter your phone number');
    await expectFieldError('Nationality', 'Enter your nationality');
    expectNoFieldError('Last name');
    expectNoFieldError(NIN);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('refuses a co-applicant under 18, a phone number that is not a UK one and a wrong National Insurance number', async () => {
    renderAboutYou([loads()]);
    await form();
    const dob = new Date();
    dob.setFullYear(dob.getFullYear() - 17);
    fill('Date of birth', dob.toISOString().slice(0, 10));
    fill('Phone number', '12345');
    fill('Nationality', 'British');
    fill(NIN, 'QQ 12 34 56 C');
    await save();
    await expectFieldError('Date of birth', 'You need to be 18 or over to apply: check your date of birth');
    await expectFieldError(
      'Phone number',
      'Phone number must be a UK phone number, for example 07700 900123',
    );
    await expectFieldError(
      NIN,
      'National Insurance number must be 2 letters, 6 numbers and then A, B, C or D',
    );
    expectNoFieldError('Nationality');
  });

  it('refuses a name with characters a name does not have', async () => {
    renderAboutYou([loads()]);
    await form();
    fillValidAnswers();
    fill('Last name', 'Shah <script>');
    await save();
    await expectFieldError(
      'Last name',
      'Last name can only contain letters, spaces, hyphens and apostrophes',
    );
    expectNoFieldError('First name');
  });

  it('shows the server’s refusal next to the field it names, keeping what was typed', async () => {
    renderAboutYou([
      loads(),
      answersWithErrors(UpdateOwnDetailsMutation, [
        badUserInput('nationality', 'Nationality can only contain letters, spaces, hyphens and apostrophes'),
      ]),
    ]);
    await form();
    fillValidAnswers();
    await save();
    await expectFieldError(
      'Nationality',
      'Nationality can only contain letters, spaces, hyphens and apostrophes',
    );
    expectNoFieldError('Phone number');
    expect(valueIn('Date of birth')).toBe('1990-03-27');
    expect(valueIn('Phone number')).toBe('07700 900123');
    expect(valueIn('Nationality')).toBe('British');
    expect(valueIn(NIN)).toBe('ab 12 34 56 c');
    // Placed on its field, the refusal needs no message above the form as well.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('says when the details could not be loaded, and loads them on “Try again”', async () => {
    renderAboutYou([failsOnTheNetwork(CoApplicantHomeQuery), loads()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load your details');
    expect(screen.queryByText('Loading…')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await form();
    expect(valueIn('First name')).toBe('Priya');
  });

  it('says the details were not saved when the server cannot be reached, keeping what was typed', async () => {
    renderAboutYou([loads(), failsOnTheNetwork(UpdateOwnDetailsMutation)]);
    await form();
    fillValidAnswers();
    fill('First name', 'Priyanka');
    await save();
    await findAlert('We couldn’t save your details just now. Please try again.');
    expect(valueIn('First name')).toBe('Priyanka');
    expect(valueIn('Date of birth')).toBe('1990-03-27');
    expect(valueIn('Nationality')).toBe('British');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
  });

  it('sends the answers trimmed and normalised, then goes back to the dashboard', async () => {
    let sent: Record<string, unknown> | undefined;
    renderAboutYou([
      loads(),
      {
        request: {
          query: UpdateOwnDetailsMutation,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          data: {
            updateCoApplicant: {
              __typename: 'UpdateCoApplicantPayload',
              coApplicant: {
                ...CO_APPLICANT,
                dateOfBirth: '1990-03-27',
                phoneNumber: '07700900123',
                nationality: 'British',
                nin: 'AB123456C',
                progress: 20,
              },
            },
          },
        },
      },
    ]);
    await form();
    fillValidAnswers();
    fill('First name', '  Priya ');
    await save();
    expect(await screen.findByText('Now at /co-applicant-dashboard')).toBeTruthy();
    expect(sent).toEqual({
      input: {
        firstName: 'Priya',
        middleName: null,
        lastName: 'Shah',
        dateOfBirth: '1990-03-27',
        phoneNumber: '07700900123',
        nationality: 'British',
        nin: 'AB123456C',
      },
    });
  });

  it('goes back to the dashboard without saving', async () => {
    renderAboutYou([loads()]);
    await form();
    fill('Nationality', 'British');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Now at /co-applicant-dashboard')).toBeTruthy();
  });
});
