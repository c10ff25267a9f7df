/**
 * About you (spec §2): while the application loads the page says so, a failed load offers to try again, and the form
 * checks its answers with the domain's aboutYouSchema, saying what is wrong next to each field before anything is sent;
 * what the server refuses shows beside its field or above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { AboutYouPage } from './about-you-page';

const PATH = paths.application.steps['about-you'];

/** Fills the required answers the saved user does not have. */
function fillValidAnswers() {
  fill('Date of birth', '1990-03-27');
  fill('Nationality', 'British');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('AboutYouPage', () => {
  beforeEach(() => loaded(makeApplication()));

  it('names each missing answer next to its field, and sends nothing', async () => {
    await renderApplicationPage(<AboutYouPage />, { path: PATH });
    fill('First name', '');
    await save();
    await expectFieldError('First name', 'Enter your first name');
    await expectFieldError('Date of birth', 'Enter your date of birth');
    await expectFieldError('Nationality', 'Enter your nationality');
    expectNoFieldError('Last name');
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('refuses an applicant under 18, a phone number that is not a UK one and a wrong National Insurance number', async () => {
    await renderApplicationPage(<AboutYouPage />, { path: PATH });
    const dob = new Date();
    dob.setFullYear(dob.getFullYear() - 17);
    fill('Date of birth', dob.toISOString().slice(0, 10));
    fill('Phone number', '12345');
    fill('Nationality', 'British');
    fill('National Insurance number (optional)', 'QQ 12 34 56 C');
    await save();
    await expectFieldError('Date of birth', 'You need to be 18 or over to apply: check your date of birth');
    await expectFieldError(
      'Phone number',
      'Phone number must be a UK phone number, for example 07700 900123',
    );
    await expectFieldError(
      'National Insurance number (optional)',
      'National Insurance number must be 2 letters, 6 numbers and then A, B, C or D',
    );
    expectNoFieldError('Nationality');
  });

  it('asks for the other names once the applicant says they have had one', async () => {
    await renderApplicationPage(<AboutYouPage />, { path: PATH });
    fillValidAnswers();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await save();
    await expectFieldError(/Other first name/, 'Enter the other first name you have been known by');
    await expectFieldError(/Other last name/, 'Enter the other last name you have been known by');
  });

  it('shows a refused answer from the server next to its field', async () => {
    await renderApplicationPage(<AboutYouPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [
          badUserInput(
            'nationality',
            'Nationality can only contain letters, spaces, hyphens and apostrophes',
          ),
        ]),
      ],
    });
    fillValidAnswers();
    await save();
    await expectFieldError(
      'Nationality',
      'Nationality can only contain letters, spaces, hyphens and apostrophes',
    );
    expect(screen.queryByTestId('application-page-error')).toBeNull();
  });

  it('shows a problem that belongs to no field above the buttons', async () => {
    await renderApplicationPage(<AboutYouPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    fillValidAnswers();
    await save();
    await findAlert('Your application has already been submitted.');
    expect(screen.getByRole('heading', { level: 1, name: 'About you' })).toBeTruthy();
  });
});
