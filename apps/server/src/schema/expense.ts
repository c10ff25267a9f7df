/** Monthly expenses (spec §3 Expense; page Monthly commitments), addUpdateUserExpense and deleteUserExpense. */
import { deleteExpenseInputSchema, expenseInputSchema } from '@stairway/domain/application-validation';
import { builder } from '../builder';
import type { ApplicationRow, ExpenseRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import { addUpdateUserExpense, deleteUserExpense } from '../services/expenses';
import { UserApplicationRef } from './application';
import { parseInput } from './validate-input';

/** The Expense type. */
export const ExpenseRef = builder.objectRef<ExpenseRow>('Expense').implement({
  description:
    'A monthly expense of the applicant (spec §3 Expense). It counts as a monthly commitment in the budget.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Expense id (UUID).' }),
    description: t.exposeString('description', { description: 'What it is, e.g. "Nursery".' }),
    amount: t.exposeInt('amount', { description: 'Amount, whole pounds a MONTH.' }),
    type: t.exposeString('type', { description: 'Kind of expense as entered, e.g. "Childcare".' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

builder.objectField(UserApplicationRef, 'expenses', (t) =>
  t.field({
    type: [ExpenseRef],
    description: 'The applicant’s own monthly expenses, oldest first.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx.actor, application) ? ctx.loaders.expensesByApplication.load(application.id) : [],
  }),
);

const AddUpdateUserExpensePayloadRef = builder
  .objectRef<{ expense: ExpenseRow; application: ApplicationRow }>('AddUpdateUserExpensePayload')
  .implement({
    description: 'The saved expense and the application with its budget worked out again.',
    fields: (t) => ({
      expense: t.field({ type: ExpenseRef, resolve: (p) => p.expense, description: 'The saved expense.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description: 'The application after the change (expenses, budget, rentBudget).',
      }),
    }),
  });

const DeleteUserExpensePayloadRef = builder
  .objectRef<{ id: string; application: ApplicationRow }>('DeleteUserExpensePayload')
  .implement({
    description: 'The deleted expense’s id and the application with its budget worked out again.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The id of the deleted expense.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description: 'The application after the change.',
      }),
    }),
  });

builder.mutationFields((t) => ({
  addUpdateUserExpense: t.withAuth({ applicant: true }).fieldWithInput({
    type: AddUpdateUserExpensePayloadRef,
    description:
      'Adds a monthly expense to the signed-in applicant’s own application, or changes one of theirs (give id), and ' +
      'works out the budget again. Applicants only. Errors: BAD_USER_INPUT with extensions.field naming the field ' +
      '(amount not a whole number of pounds from 0 to 100,000; description or type missing); NOT_FOUND for an id ' +
      'that is not one of the applicant’s expenses; APPLICATION_SUBMITTED once submitted.',
    input: {
      id: t.input.id({
        required: false,
        description: 'The expense to change (its UUID); omit to add a new one.',
      }),
      description: t.input.string({ description: 'What it is, 1-100 characters.' }),
      amount: t.input.int({ description: 'Amount, whole pounds a month (0 to 100,000).' }),
      type: t.input.string({ description: 'Kind of expense, 1-50 characters, e.g. "Childcare".' }),
    },
    resolve: (_root, { input }, ctx) =>
      addUpdateUserExpense(ctx, ctx.actor.userId, parseInput(expenseInputSchema, input)),
  }),
  deleteUserExpense: t.withAuth({ applicant: true }).fieldWithInput({
    type: DeleteUserExpensePayloadRef,
    description:
      'Deletes one of the signed-in applicant’s own expenses and works out the budget again. Applicants only. ' +
      'Errors: NOT_FOUND when it is not one of the applicant’s expenses; BAD_USER_INPUT (field id) when the id is ' +
      'not an id; APPLICATION_SUBMITTED once submitted.',
    input: { id: t.input.id({ description: 'The expense to delete (its UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      deleteUserExpense(ctx, ctx.actor.userId, parseInput(deleteExpenseInputSchema, input)),
  }),
}));
