/**
 * Monthly commitments (spec §2): the loading and failed states, the loans and commitments checked next to
 * their fields, the regular payments' empty state and list, and the payment form's own checks and the
 * server's refusals (spec §3 Expense, the domain's expenseInputSchema).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { AddUpdateUserExpenseMutation } from '../graphql/addUpdateUserExpense';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import type { ApplicationExpense } from '../hooks/use-application';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { MonthlyCommitmentsPage } from './monthly-commitments-page';

const PATH = paths.application['monthly-commitments'];
const LOANS = 'Loan and car finance repayments, a month';

const nursery = {
  __typename: 'Expense',
  id: '00000000-0000-4000-8000-000000000010',
  type: 'Childcare',
  description: 'Nursery for Ella',
  amount: 450,
} as unknown as ApplicationExpense;

/** Opens the form of a new regular payment. */
async function addPayment() {
  await userEvent.click(screen.getByRole('button', { name: 'Add a regular payment' }));
  return screen.getByTestId('expense-form');
}

describe('MonthlyCommitmentsPage', () => {
  beforeEach(() => loaded(makeApplication({ monthlyLoans: 0, monthlyCommitments: 0, expenses: [] })));

  it('says when no regular payment has been added, and lists the saved ones', async () => {
    const { unmount } = await renderApplicationPage(<MonthlyCommitmentsPage />, { path: PATH });
    expect(screen.getByText('You haven’t added any regular payments.')).toBeTruthy();
    unmount();
    loaded(makeApplication({ expenses: [nursery] }));
    await renderApplicationPage(<MonthlyCommitmentsPage />, { path: PATH });
    expect(screen.queryByText('You haven’t added any regular payments.')).toBeNull();
    expect(screen.getByText('Nursery for Ella')).toBeTruthy();
  });

  it('asks for the loan repayments when left empty, next to the field', async () => {
    await renderApplicationPage(<MonthlyCommitmentsPage />, { path: PATH });
    fill(LOANS, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await expectFieldError(LOANS, 'Enter your monthly loan repayments');
  });

  it('shows a problem with the save that belongs to no field above the buttons', async () => {
    await renderApplicationPage(<MonthlyCommitmentsPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [serverError('Something went wrong on our side.')]),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await findAlert('Something went wrong on our side.');
  });

  it('names each missing answer of a new payment next to its field', async () => {
    await renderApplicationPage(<MonthlyCommitmentsPage />, { path: PATH });
    const form = await addPayment();
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    await expectFieldError('Type', 'Choose the type of payment');
    await expectFieldError('Description', 'Enter a description of the payment');
    await expectFieldError('Amount a month', 'Enter the amount you pay a month');
  });

  it('shows the server’s refusal of a payment next to its field, and other problems in the form', async () => {
    await renderApplicationPage(<MonthlyCommitmentsPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(AddUpdateUserExpenseMutation, [
          badUserInput('description', 'Description must be 100 characters or fewer'),
        ]),
        answersWithErrors(AddUpdateUserExpenseMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    const form = await addPayment();
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Childcare');
    fill('Description', 'Nursery for Ella');
    fill('Amount a month', '450');
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    await expectFieldError('Description', 'Description must be 100 characters or fewer');

    fill('Description', 'Nursery');
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    const alert = await findAlert('Your application has already been submitted.');
    expect(form.contains(alert)).toBe(true);
  });
});
