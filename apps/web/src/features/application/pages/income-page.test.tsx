/**
 * Your main income (spec §2, §3 Income): the loading and failed states, the kind of income asked for before
 * anything else, each kind's fields checked with the domain's schema (employed, benefits) next to them, and
 * the server's refusals beside their field or, for a failure that belongs to none, above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { describedBy, expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork } from '../../../testing/graphql';
import { CreateUpdateIncomeMutation } from '../graphql/createUpdateIncome';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { IncomePage } from './income-page';

const PATH = paths.application.steps.income;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const choose = (kind: RegExp) => userEvent.click(screen.getByRole('radio', { name: kind }));

/** Fills the employed income's required answers. */
async function fillEmployed() {
  await choose(/^Employed/);
  await userEvent.selectOptions(screen.getByLabelText('Type of employment'), 'PermanentEmployment');
  fill('Job title', 'Nurse');
  fill('Employer', 'NHS');
  fill('Base gross income (a year)', '38000');
}

describe('IncomePage', () => {
  beforeEach(() => loaded(makeApplication({ incomes: [] })));

  it('asks for the kind of income first', async () => {
    await renderApplicationPage(<IncomePage />, { path: PATH });
    await save();
    const group = screen.getByRole('radiogroup', { name: 'How do you earn your main income?' });
    await vi.waitFor(() => expect(describedBy(group)).toContain('Choose the kind of income'));
  });

  it('names each missing answer of an employed income next to its field', async () => {
    await renderApplicationPage(<IncomePage />, { path: PATH });
    await choose(/^Employed/);
    await save();
    await expectFieldError('Type of employment', 'Choose your type of employment');
    await expectFieldError('Job title', 'Enter your job title');
    await expectFieldError('Employer', 'Enter your employer’s name');
    await expectFieldError('Base gross income (a year)', 'Enter your base gross income');
    expectNoFieldError(/Overtime and bonus/);
  });

  it('asks for at least one benefit', async () => {
    await renderApplicationPage(<IncomePage />, { path: PATH });
    await choose(/^Benefits/);
    await save();
    await expectFieldError('Universal Credit (a month)', 'Enter the monthly amount of at least one benefit');
  });

  it('shows the server’s refusal next to its field', async () => {
    await renderApplicationPage(<IncomePage />, {
      path: PATH,
      mocks: [
        answersWithErrors(CreateUpdateIncomeMutation, [
          badUserInput('jobTitle', 'Job title can only contain letters, numbers and punctuation'),
        ]),
      ],
    });
    await fillEmployed();
    await save();
    await expectFieldError('Job title', 'Job title can only contain letters, numbers and punctuation');
    expect(screen.queryByTestId('application-page-error')).toBeNull();
  });

  it('says the income was not saved when the server cannot be reached, keeping what was typed', async () => {
    await renderApplicationPage(<IncomePage />, {
      path: PATH,
      mocks: [failsOnTheNetwork(CreateUpdateIncomeMutation)],
    });
    await fillEmployed();
    await save();
    await findAlert(
      'We couldn’t save your income. Check your connection and try again; what you typed is kept.',
    );
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Nurse');
  });
});
