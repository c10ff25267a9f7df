/**
 * Your deposit: the loading and failed states, the deposit and its source checked with the domain's schema next to
 * their fields, and the server's refusals beside the field or above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { describedBy, expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { DepositPage } from './deposit-page';

const PATH = paths.application.deposit;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('DepositPage', () => {
  beforeEach(() => loaded(makeApplication({ deposit: 5_000, depositSource: 'CashSavings' })));

  it('asks for the deposit when it is left empty, and for its source when none is chosen', async () => {
    loaded(makeApplication({ deposit: 5_000, depositSource: null }));
    await renderApplicationPage(<DepositPage />, { path: PATH });
    fill('Deposit amount', '');
    await save();
    await expectFieldError('Deposit amount', 'Enter your deposit in whole pounds, or 0 if you have none yet');
    // The domain's own message, not zod's generic "expected nonoptional".
    const source = describedBy(screen.getByRole('radiogroup'));
    expect(source).toContain('Choose where your deposit is coming from');
  });

  it('shows the server’s refusal next to the deposit', async () => {
    const message = 'Deposit must be a whole number of pounds between £0 and £1,000,000';
    await renderApplicationPage(<DepositPage />, {
      path: PATH,
      mocks: [answersWithErrors(UpdateApplicationMutation, [badUserInput('deposit', message)])],
    });
    await save();
    await expectFieldError('Deposit amount', message);
  });

  it('shows a problem that belongs to no field above the buttons', async () => {
    await renderApplicationPage(<DepositPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    await save();
    await findAlert('Your application has already been submitted.');
  });
});
