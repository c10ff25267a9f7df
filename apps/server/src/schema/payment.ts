/**
 * The waitlist fee (spec §2 /waitlist/join-waitlist; spec §3 waitlistFeePaid; spec §7 getPaymentLink,
 * checkPaymentSession; docs/decisions/017): the applicant pays once per application at the payment provider's
 * hosted checkout, Stripe Checkout when STRIPE_SECRET_KEY is set, else the sandbox checkout on this server
 * (/sandbox/payment/{reference}, "no real payment is taken").
 */
import { checkPaymentSessionInputSchema } from '@stairway/domain/waitlist-fee-input';
import { builder } from '../builder';
import type { PaymentRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import {
  checkPaymentSession,
  findPaidFee,
  getPaymentLink,
  type PaymentCheck,
  type PaymentLink,
} from '../services/payments';
import { UserApplicationRef } from './application';
import { PaymentStatusEnum } from './enums';
import { parseInput } from './validate-input';

builder.objectFields(UserApplicationRef, (t) => ({
  waitlistFeePence: t.int({
    description:
      'The waitlist fee, pence: what was paid once waitlistFeePaid is true, otherwise what the fee is now ' +
      '(WAITLIST_FEE_PENCE, £99 unless configured). Format it with the domain’s formatPence.',
    resolve: async (application, _args, ctx) => {
      if (application.waitlistFeePaid && isOwnApplication(ctx.actor, application)) {
        const paid = await findPaidFee(ctx.db, application.id);
        if (paid) return paid.amountPence;
      }
      return ctx.config.WAITLIST_FEE_PENCE;
    },
  }),
  waitlistFeePaidAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the waitlist fee was paid; null while it is unpaid.',
    resolve: async (application, _args, ctx) => {
      if (!application.waitlistFeePaid || !isOwnApplication(ctx.actor, application)) return null;
      return (await findPaidFee(ctx.db, application.id))?.paidAt ?? null;
    },
  }),
}));

/** The PaymentLink type. */
export const PaymentLinkRef = builder.objectRef<PaymentLink>('PaymentLink').implement({
  description: 'A checkout where the applicant pays the waitlist fee by card.',
  fields: (t) => ({
    url: t.string({
      description: 'The checkout page (absolute URL): open it in this tab. It works until expiresAt.',
      resolve: (link) => link.payment.url,
    }),
    sessionId: t.string({
      description:
        'The checkout session’s id at the provider; the checkout sends the applicant back with it.',
      resolve: (link) => link.payment.providerSessionId,
    }),
    amountPence: t.int({
      description: 'The amount to pay, pence (GBP).',
      resolve: (link) => link.payment.amountPence,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the checkout stops working (24 hours after it was opened); null if the provider sets none.',
      resolve: (link) => link.payment.expiresAt,
    }),
    sandbox: t.boolean({
      description:
        'True when the checkout is the sandbox one on this server (STRIPE_SECRET_KEY is not set), where no real ' +
        'payment is taken and the applicant chooses the outcome.',
      resolve: (link) => link.sandbox,
    }),
  }),
});

/** The PaymentSession type. */
export const PaymentSessionRef = builder.objectRef<PaymentCheck>('PaymentSession').implement({
  description: 'One checkout session of the waitlist fee, as Stairway has recorded it, and the application.',
  fields: (t) => ({
    sessionId: t.string({
      description: 'The checkout session’s id at the provider.',
      resolve: (check) => check.payment.providerSessionId,
    }),
    status: t.field({
      type: PaymentStatusEnum,
      description:
        'Pending (not finished, or being confirmed: ask again shortly), Paid, Failed (declined), Cancelled or Expired.',
      resolve: (check) => check.payment.status,
    }),
    amountPence: t.int({
      description: 'The amount of this checkout, pence (GBP).',
      resolve: (check) => check.payment.amountPence,
    }),
    paidAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the payment was confirmed; null unless status is Paid.',
      resolve: (check: { payment: PaymentRow }) => check.payment.paidAt,
    }),
    application: t.field({
      type: UserApplicationRef,
      description: 'The application after the check (waitlistFeePaid is true once the fee is paid).',
      resolve: (check) => check.application,
    }),
  }),
});

builder.queryFields((t) => ({
  getPaymentLink: t.withAuth({ applicant: true }).field({
    type: PaymentLinkRef,
    description:
      'The checkout for the signed-in applicant’s waitlist fee (spec §7): their open checkout when there is one, ' +
      'else a new one for the fee (WAITLIST_FEE_PENCE) at Stripe Checkout, or at the sandbox checkout when Stripe is ' +
      'not configured. The checkout sends them back to /waitlist/join-waitlist?session_id=… (or ?cancelled=1); ' +
      'then call checkPaymentSession. The fee is due once the application is submitted (docs/decisions/017). ' +
      'Applicants only. Errors: CONFLICT before the application is submitted, once the fee is paid, or for a ' +
      'rejected application; NOT_FOUND without an application.',
    resolve: (_root, _args, ctx) => getPaymentLink(ctx, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  checkPaymentSession: t.withAuth({ applicant: true }).fieldWithInput({
    type: PaymentSessionRef,
    description:
      'Confirms the signed-in applicant’s checkout session when they come back from the checkout (spec §7): asks ' +
      'the provider for its state, unless Stripe’s signed webhook is configured (then it confirms payments and ' +
      'this reads what it recorded), and records it once; a paid session sets waitlistFeePaid. Calling it again ' +
      'changes nothing. Applicants only. Errors: BAD_USER_INPUT (extensions.field "sessionId"); NOT_FOUND when the ' +
      'session is not one of the applicant’s payments.',
    input: {
      sessionId: t.input.string({
        required: true,
        description:
          'The checkout session the applicant came back from (the return page’s session_id), at most 255 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      checkPaymentSession(ctx, ctx.actor.userId, parseInput(checkPaymentSessionInputSchema, input)),
  }),
}));
