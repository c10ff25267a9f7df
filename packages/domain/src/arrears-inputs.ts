/**
 * The arrears operations' inputs (zod), checked by the API and by the forms on Your home and the operators'
 * Arrears page. The rules of a payment plan (how much, how soon, how far apart) are arrears.ts
 * `checkPaymentPlan`, which needs what is owed and today, so they are checked by the service, not here.
 */
import { z } from 'zod';
import { MAX_PLAN_INSTALMENTS } from './arrears';
import { isCalendarDate } from './calendar-date';
import { isPlainText } from './validation-text';

/** The longest hardship message (the customer's) or response (an operator's), characters after trimming. */
export const HARDSHIP_MESSAGE_MAX = 2000;

/** A trimmed plain text of 1 to {@link HARDSHIP_MESSAGE_MAX} characters. */
const message = (what: string) =>
  z
    .string({ error: `Write ${what}` })
    .trim()
    .min(1, { error: `Write ${what}` })
    .max(HARDSHIP_MESSAGE_MAX, {
      error: `Keep it to ${HARDSHIP_MESSAGE_MAX.toLocaleString('en-GB')} characters`,
    })
    .refine((v) => isPlainText(v, { multiline: true }), {
      error: 'The message has characters we cannot keep: remove them',
    });

/** proposeArrearsPlan: the instalments, each a day (YYYY-MM-DD) and an amount in whole pence, in date order. */
export const proposeArrearsPlanInputSchema = z.object({
  instalments: z
    .array(
      z.object({
        dueOn: z.string().refine(isCalendarDate, { error: 'Give the day as YYYY-MM-DD' }),
        amountPence: z
          .number({ error: 'Give the amount in pence' })
          .int({ error: 'Give the amount in whole pence' })
          .positive({ error: 'The amount must be more than £0' }),
      }),
    )
    .min(1, { error: 'Add at least one instalment' })
    .max(MAX_PLAN_INSTALMENTS, { error: `A plan has at most ${MAX_PLAN_INSTALMENTS} instalments` }),
});
/** The parsed proposeArrearsPlan input. */
export type ProposeArrearsPlanParsed = z.output<typeof proposeArrearsPlanInputSchema>;

/** payArrearsInstalment: the instalment to pay by card. */
export const payArrearsInstalmentInputSchema = z.object({
  instalmentId: z.uuid({ error: 'Choose an instalment' }),
});

/** requestHardshipHelp: the customer's message to the team. */
export const requestHardshipHelpInputSchema = z.object({ message: message('what is happening') });

/** respondToHardship: the request and an operator's response. */
export const respondToHardshipInputSchema = z.object({
  requestId: z.uuid({ error: 'Choose a request' }),
  response: message('your response'),
});

/** checkArrearsPayment: the provider's session id from the return address. */
export const checkArrearsPaymentInputSchema = z.object({
  sessionId: z
    .string({ error: 'Give the session id' })
    .trim()
    .min(1, { error: 'Give the session id' })
    .max(300, { error: 'This is not a payment of ours' }),
});
