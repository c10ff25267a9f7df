/**
 * The plan in the API (decision 070): a version's key facts, terms in words, schedule, SHA-256 and who opened and
 * signed it, on `PurchaseCase.plan` for the customer and the operator alike; `yourSigning` is the asking
 * customer's own state (null for operators).
 */
import {
  describePlanKeyFacts,
  getPlanKeyFacts,
  type PlanKeyFacts,
  reviewWindowEndsAt,
} from '@stairway/domain/plan-key-facts';
import { builder } from '../../builder';
import type { PlanSigner } from '../../db/tables/plans';
import {
  isSignedByEveryone,
  type PlanPeople,
  type PlanRow,
  type PlanSignatureRow,
  signersOf,
} from '../../services/plans/read-plans';

/** A version with its key facts worked out once. */
export type PlanView = { row: PlanRow; facts: PlanKeyFacts };

/** The view of a version. */
export function planView(row: PlanRow): PlanView {
  return {
    row,
    facts: getPlanKeyFacts({ price: row.price, monthlyRent: row.monthlyRent }, row.waitlistFeePence),
  };
}

const SIGNER_LABELS: Record<PlanSigner, string> = { applicant: 'Applicant', coApplicant: 'Co-applicant' };

const PlanKeyFactRef = builder.objectRef<[string, string]>('PlanKeyFact').implement({
  description: 'One line of the key facts: a label and its value in words (money formatted, e.g. "£5,600").',
  fields: (t) => ({
    label: t.string({
      description: 'What it is, e.g. "Your deposit (2% of the price)".',
      resolve: (r) => r[0],
    }),
    value: t.string({ description: 'Its value, e.g. "£5,600".', resolve: (r) => r[1] }),
  }),
});

const PlanFeeRef = builder.objectRef<PlanKeyFacts['fees'][number]>('PlanFee').implement({
  description: 'A fee of the plan.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The fee, e.g. "Waitlist fee".' }),
    amountPence: t.exposeInt('amountPence', { description: 'The amount, pence.' }),
    when: t.exposeString('when', { description: 'When it is paid.' }),
  }),
});

const PlanYearRef = builder.objectRef<PlanKeyFacts['schedule']['years'][number]>('PlanYear').implement({
  description:
    'One year of the plan at today’s rent and price (packages/domain plan.ts getPlanSchedule). Pounds.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: '1 for the first year.' }),
    months: t.exposeInt('months', { description: 'Months of the plan in this year.' }),
    rentPaid: t.exposeFloat('rentPaid', { description: 'Rent paid in the year, pounds.' }),
    equityPaid: t.exposeFloat('equityPaid', {
      description: 'Equity contributions paid in the year, pounds.',
    }),
    depositBuilt: t.exposeFloat('depositBuilt', {
      description: 'The deposit held at the year’s end, pounds.',
    }),
  }),
});

/** A signer's first opening and signature of a version, from who opened and signed it. */
function stateOf(people: PlanPeople, signer: PlanSigner) {
  return {
    firstOpenedAt: people.openings.find((row) => row.signer === signer)?.firstOpenedAt ?? null,
    signature: people.signatures.find((row) => row.signer === signer) ?? null,
  };
}

/** A signer of a version: whether and when they opened and signed it, and the signature's record. */
type SignerStatus = {
  signer: PlanSigner;
  /** Whether the asker may see this signature's IP address (their own, or an operator). */
  showIp: boolean;
  firstOpenedAt: Date | null;
  signature: PlanSignatureRow | null;
};

const PlanSignerRef = builder.objectRef<SignerStatus>('PlanSigner').implement({
  description:
    'Someone who must sign the plan (the applicant; the co-applicant too on a joint plan) and their signature: ' +
    'who, when, from where and the SHA-256 of the document signed.',
  fields: (t) => ({
    role: t.string({
      description: '"Applicant" or "Co-applicant".',
      resolve: (r) => SIGNER_LABELS[r.signer],
    }),
    firstOpenedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When they first opened this version.',
      resolve: (r) => r.firstOpenedAt,
    }),
    name: t.string({
      nullable: true,
      description: 'The name they signed with; null until signed.',
      resolve: (r) => r.signature?.name ?? null,
    }),
    signedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When they signed; null until then.',
      resolve: (r) => r.signature?.signedAt ?? null,
    }),
    ipAddress: t.string({
      nullable: true,
      description:
        'The IP address they signed from: shown to operators and to the signer themselves; null for the other signer.',
      resolve: (r) => (r.showIp ? (r.signature?.ipAddress ?? null) : null),
    }),
    sha256: t.string({
      nullable: true,
      description: 'The SHA-256 of the document they signed.',
      resolve: (r) => r.signature?.sha256 ?? null,
    }),
    tookAdvice: t.boolean({
      nullable: true,
      description: 'True when they signed within the review window after confirming they took advice.',
      resolve: (r) => r.signature?.tookAdvice ?? null,
    }),
  }),
});

/** The asking customer's own state on a version. */
type YourSigning = {
  signer: PlanSigner;
  firstOpenedAt: Date | null;
  signedAt: Date | null;
  canSignFrom: Date | null;
};

const PlanYourSigningRef = builder.objectRef<YourSigning>('PlanYourSigning').implement({
  description: 'The signed-in customer’s own review window and signature on this version.',
  fields: (t) => ({
    role: t.string({
      description: '"Applicant" or "Co-applicant".',
      resolve: (r) => SIGNER_LABELS[r.signer],
    }),
    firstOpenedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When they first opened it (openPlan).',
      resolve: (r) => r.firstOpenedAt,
    }),
    canSignFrom: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When their review window ends: from then they may sign without confirming advice (before it, only with advice confirmed); null until they open it.',
      resolve: (r) => r.canSignFrom,
    }),
    signedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When they signed; null until then.',
      resolve: (r) => r.signedAt,
    }),
  }),
});

/** A plan version. */
export const PlanRef = builder.objectRef<PlanView>('Plan').implement({
  description:
    'The plan of a purchase (decision 070): the key facts and year-by-year schedule from the agreed price and rent ' +
    '(the same figures as the listing detail and the pipeline), the terms in words, the SHA-256 of its PDF and its ' +
    'signatures. Money in pounds unless a field says pence.',
  fields: (t) => ({
    id: t.id({ description: 'The version’s id (UUID).', resolve: (r) => r.row.id }),
    version: t.int({ description: '1 for the first version.', resolve: (r) => r.row.version }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was prepared.',
      resolve: (r) => r.row.createdAt,
    }),
    price: t.int({ description: 'The agreed price, whole pounds.', resolve: (r) => r.facts.price }),
    deposit: t.int({
      description: 'The deposit, 2% of the price to the nearest £100, pounds.',
      resolve: (r) => r.facts.deposit,
    }),
    monthlyRent: t.int({
      description: 'The monthly rent, whole pounds.',
      resolve: (r) => r.facts.monthlyRent,
    }),
    monthlyEquity: t.float({
      description: 'The monthly equity contribution, pounds to the penny.',
      resolve: (r) => r.facts.monthlyEquity,
    }),
    monthlyTotal: t.float({
      description: 'Rent plus equity a month, pounds to the penny.',
      resolve: (r) => r.facts.monthlyTotal,
    }),
    termMonths: t.int({
      description: 'Months until the equity paid reaches 8% of the price.',
      resolve: (r) => r.facts.termMonths,
    }),
    termYears: t.float({ description: 'The term in years, one decimal.', resolve: (r) => r.facts.termYears }),
    mortgageNeeded: t.float({
      description: 'The mortgage then needed at today’s price, pounds.',
      resolve: (r) => r.facts.schedule.mortgageNeeded,
    }),
    keyFacts: t.field({
      type: [PlanKeyFactRef],
      description: 'The one-page summary’s figures in order.',
      resolve: (r) => describePlanKeyFacts(r.facts),
    }),
    rentChanges: t.string({
      description: 'How and when the rent can change.',
      resolve: (r) => r.facts.rentChanges,
    }),
    buyingTheRest: t.string({
      description: 'The price at which they can buy the rest and how it is set.',
      resolve: (r) => r.facts.buyingTheRest,
    }),
    leaving: t.string({
      description: 'What is refunded if they leave, and when.',
      resolve: (r) => r.facts.leaving,
    }),
    fees: t.field({ type: [PlanFeeRef], description: 'Every fee.', resolve: (r) => r.facts.fees }),
    schedule: t.field({
      type: [PlanYearRef],
      description: 'The year-by-year schedule.',
      resolve: (r) => r.facts.schedule.years,
    }),
    sha256: t.string({
      description: 'The SHA-256 of the version’s PDF (lower-case hex): the document signed.',
      resolve: (r) => r.row.sha256,
    }),
    reviewDays: t.int({
      description: 'Days after first opening before signing without advice (PLAN_REVIEW_DAYS).',
      resolve: (_r, _a, ctx) => ctx.config.PLAN_REVIEW_DAYS,
    }),
    signers: t.field({
      type: [PlanSignerRef],
      description:
        'Who must sign (the applicant; the co-applicant too on a joint plan) and their signatures.',
      resolve: async (r, _args, ctx) => {
        const people = await ctx.loaders.planPeople.load(r.row.id);
        // A customer sees their own signature's IP address, not the other signer's; operators see both.
        const own = ctx.actor?.kind === 'operator' ? null : ctx.actor?.kind;
        return signersOf(r.row).map((signer) => ({
          signer,
          showIp: own === null || own === signer,
          ...stateOf(people, signer),
        }));
      },
    }),
    fullySigned: t.boolean({
      description: 'True once everyone who must sign has signed.',
      resolve: async (r, _args, ctx) => {
        const people = await ctx.loaders.planPeople.load(r.row.id);
        return isSignedByEveryone(
          r.row,
          people.signatures.map((row) => row.signer),
        );
      },
    }),
    yourSigning: t.field({
      type: PlanYourSigningRef,
      nullable: true,
      description:
        'The signed-in applicant’s or co-applicant’s own review window and signature; null for operators.',
      resolve: async (r, _args, ctx) => {
        // The plan reached here through the customer's own case (myPurchaseCase, openPlan, signPlan), so the
        // actor's kind is their role on it.
        if (ctx.actor?.kind !== 'applicant' && ctx.actor?.kind !== 'coApplicant') return null;
        const signer: PlanSigner = ctx.actor.kind;
        const { firstOpenedAt, signature } = stateOf(await ctx.loaders.planPeople.load(r.row.id), signer);
        return {
          signer,
          firstOpenedAt,
          signedAt: signature?.signedAt ?? null,
          canSignFrom: firstOpenedAt ? reviewWindowEndsAt(firstOpenedAt, ctx.config.PLAN_REVIEW_DAYS) : null,
        };
      },
    }),
  }),
});
