/**
 * The input schemas of the applicant's monthly expenses (spec §3 Expense; spec §2 page Monthly commitments):
 * one expense as `addUpdateUserExpense` takes it, and the deleteUserExpense input.
 */
import { z } from 'zod';
import {
  MAX_MONTHLY_AMOUNT,
  recordIdSchema,
  requiredTextSchema,
  unknownRecord,
  wholePoundsSchema,
} from './fields';

/**
 * One monthly expense as `addUpdateUserExpense` takes it (spec §3 Expense): a description (1 to 100
 * characters), the amount (whole pounds a MONTH, £0 to £100,000) and a type (free text, 1 to 50 characters,
 * e.g. "Childcare"; the spec gives no list); `id` updates an existing expense, otherwise a new one is added.
 */
export const expenseInputSchema = z.object({
  id: recordIdSchema('payment'),
  description: requiredTextSchema('Description', 'Enter a description of the payment'),
  amount: wholePoundsSchema('Amount', MAX_MONTHLY_AMOUNT, ' a month', 'Enter the amount you pay a month'),
  type: requiredTextSchema('Type', 'Choose the type of payment', 50),
});
/** An expense as sent. */
export type ExpenseInput = z.input<typeof expenseInputSchema>;
/** An expense after parsing. */
export type ExpenseParsed = z.output<typeof expenseInputSchema>;

/** The id of one of the applicant's expenses, to delete it. Error: "We couldn’t find that payment: reload the page and try again". */
export const deleteExpenseInputSchema = z.object({
  id: z.uuid({ error: unknownRecord('payment') }),
});
