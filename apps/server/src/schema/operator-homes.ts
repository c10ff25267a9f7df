/**
 * The operators' console, homes under review (decision 025): the list, one home with every answer of
 * the submission and its photos (signed links that expire), and the decisions (approveHome, rejectHome), which
 * call the same service as `npm run ops -- approve-home | reject-home` (services/home-decisions.ts decideHome:
 * the flags and an audit row in one transaction, then an e-mail to the applicant, whose status and banner follow
 * from the flags). Operators only.
 */

import {
  APPROVAL_RISK_RULES,
  getApplicantHomeStatus,
  getApprovalRisks,
} from '@stairway/domain/home-submissions';
import { resolveListingLink } from '@stairway/domain/listing';
import {
  approveHomeInputSchema,
  homeSubmissionIdInputSchema,
  rejectHomeInputSchema,
} from '@stairway/domain/operators';
import { builder, type OperatorContext } from '../builder';
import { AppError } from '../lib/app-error';
import {
  decideHome,
  describeSubmissionAddress,
  getHomeReview,
  type HomeReview,
  listHomeReviews,
} from '../services/home-decisions';
import { getOperator } from '../services/operators';
import { EpcRatingEnum, HomeSubmissionStatusEnum, OwnershipEnum, PropertyTypeEnum } from './enums';
import { HomeSubmissionImageRef } from './home-submission/home-submission-types';
import { parseInput } from './validate-input';

/** A home submission as an operator reviews it. */
export const HomeReviewRef = builder.objectRef<HomeReview>('HomeReview').implement({
  description:
    'A submitted home as an operator reviews it: the applicant, every answer of the submission and its photos.',
  fields: (t) => ({
    homeSubmissionId: t.id({ description: 'The home submission’s id (UUID).', resolve: (r) => r.home.id }),
    applicationId: t.id({
      description: 'The application’s id (UUID).',
      resolve: (r) => r.home.applicationId,
    }),
    email: t.string({ description: 'The applicant’s e-mail address.', resolve: (r) => r.email }),
    name: t.string({
      description: 'The applicant’s full name.',
      resolve: (r) => `${r.firstName} ${r.lastName}`,
    }),
    status: t.field({
      type: HomeSubmissionStatusEnum,
      description:
        'The status the applicant sees (spec §4): Under review, Approved (Waitlisted for a listing) or Rejected.',
      resolve: (r) => getApplicantHomeStatus(r.home),
    }),
    fromListing: t.boolean({
      description: 'True when submitted from a listing.',
      resolve: (r) => r.home.fromListing,
    }),
    listingId: t.string({
      nullable: true,
      description: 'The listing’s id, if any.',
      resolve: (r) => r.home.listingId,
    }),
    address: t.string({
      description: 'The address in one line (lines, post town, postcode).',
      resolve: (r) => describeSubmissionAddress(r.home),
    }),
    type: t.field({
      type: PropertyTypeEnum,
      nullable: true,
      description: 'The type of home.',
      resolve: (r) => r.home.type,
    }),
    otherType: t.string({
      nullable: true,
      description: 'The type in the applicant’s words when it is Other.',
      resolve: (r) => r.home.otherType,
    }),
    bedrooms: t.int({
      nullable: true,
      description: 'Bedrooms; 0 is a studio.',
      resolve: (r) => r.home.bedrooms,
    }),
    ownership: t.field({
      type: OwnershipEnum,
      nullable: true,
      description: 'Freehold or Leasehold.',
      resolve: (r) => r.home.ownership,
    }),
    yearsLeftOnLease: t.int({
      nullable: true,
      description: 'Whole years left on the lease (leasehold).',
      resolve: (r) => r.home.yearsLeftOnLease,
    }),
    EPCRating: t.field({
      type: EpcRatingEnum,
      nullable: true,
      description: 'EPC rating, A to E, or IDontKnow.',
      resolve: (r) => r.home.epcRating,
    }),
  }),
});

/** HomeReview's sale details, approval risks, dates and photos. */
builder.objectFields(HomeReviewRef, (t) => ({
  askingPrice: t.int({
    nullable: true,
    description: 'Asking price, whole pounds.',
    resolve: (r) => r.home.askingPrice,
  }),
  chain: t.boolean({
    nullable: true,
    description: 'Whether the sale is part of a chain; null when not answered.',
    resolve: (r) => r.home.chain,
  }),
  link: t.string({
    nullable: true,
    description: 'The link the applicant gave, else the listing’s on the listing site.',
    resolve: (r) => r.home.link ?? resolveListingLink(r.listingLink),
  }),
  additionalInfo: t.string({
    nullable: true,
    description: 'Anything else the applicant told us.',
    resolve: (r) => r.home.additionalInfo,
  }),
  approvalRisks: t.stringList({
    description:
      'Answers that may stop approval, each as its rule in words (a lease under 85 years, an EPC below D); ' +
      'empty when none (packages/domain home-submissions.ts getApprovalRisks).',
    resolve: (r) =>
      getApprovalRisks({ ...r.home, EPCRating: r.home.epcRating }).map((risk) => APPROVAL_RISK_RULES[risk]),
  }),
  submittedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When it was sent for review.',
    resolve: (r) => r.home.submittedAt,
  }),
  decidedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When it was approved or rejected; null while under review.',
    resolve: (r) => r.home.decidedAt,
  }),
  images: t.field({
    type: [HomeSubmissionImageRef],
    description: 'The photos the applicant added, oldest first; each url is signed and expires (15 minutes).',
    resolve: (r, _args, ctx) => ctx.loaders.imagesByHomeSubmission.load(r.home.id),
  }),
}));

/**
 * Decides a home through the one decision service (decideHome), after the checks that give the console a clear
 * error: NOT_FOUND for an unknown id or a draft, CONFLICT when it is already decided.
 */
async function decide(
  ctx: OperatorContext,
  input: { homeSubmissionId: string; reason: string | null },
  decision: 'approved' | 'rejected',
): Promise<HomeReview> {
  const found = await getHomeReview(ctx.db, input.homeSubmissionId);
  if (found.home.approved || found.home.rejected) {
    throw new AppError(
      'CONFLICT',
      `This home was already ${found.home.approved ? 'approved' : 'rejected'}.`,
      { field: 'homeSubmissionId' },
    );
  }
  const me = await getOperator(ctx.db, ctx.actor.operatorId);
  try {
    await decideHome(ctx, {
      homeSubmissionId: found.home.id,
      decision,
      actor: me.email,
      note: input.reason ?? undefined,
    });
  } catch (error) {
    // Decided by someone else between the read and the decision.
    if (error instanceof Error && /not under review/.test(error.message)) {
      throw new AppError('CONFLICT', 'This home was decided a moment ago: reload it.', {
        field: 'homeSubmissionId',
      });
    }
    throw error;
  }
  ctx.loaders.forgetApplication(found.home.applicationId);
  return getHomeReview(ctx.db, found.home.id);
}

builder.queryFields((t) => ({
  homesInReview: t.withAuth({ operator: true }).field({
    type: [HomeReviewRef],
    description: 'The submitted homes waiting for a decision, oldest first. Operators only.',
    resolve: (_root, _args, ctx) => listHomeReviews(ctx.db),
  }),
  homeForReview: t.withAuth({ operator: true }).fieldWithInput({
    type: HomeReviewRef,
    description:
      'One submitted home, whatever its decision. NOT_FOUND for an unknown id or a draft; BAD_USER_INPUT (field ' +
      'homeSubmissionId) for an id that is not a UUID. Operators only.',
    input: { homeSubmissionId: t.input.id({ description: 'The home submission’s id (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      getHomeReview(ctx.db, parseInput(homeSubmissionIdInputSchema, input).homeSubmissionId),
  }),
}));

builder.mutationFields((t) => ({
  approveHome: t.withAuth({ operator: true }).fieldWithInput({
    type: HomeReviewRef,
    description:
      'Approves a home under review, with an optional note for the audit log: writes the audit row and e-mails ' +
      'the applicant, whose status and banner change (the same service as `npm run ops -- approve-home`). ' +
      'NOT_FOUND, or CONFLICT when it is already decided. Operators only.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The home submission’s id (UUID).' }),
      reason: t.input.string({
        required: false,
        description: 'A note for the audit log (2,000 characters at most).',
      }),
    },
    resolve: (_root, { input }, ctx) => decide(ctx, parseInput(approveHomeInputSchema, input), 'approved'),
  }),
  rejectHome: t.withAuth({ operator: true }).fieldWithInput({
    type: HomeReviewRef,
    description:
      'Rejects a home under review with a reason (required, kept in the audit log, not e-mailed), and e-mails ' +
      'the applicant (the same service as `npm run ops -- reject-home`). BAD_USER_INPUT (field reason) without ' +
      'a reason; NOT_FOUND, or CONFLICT when it is already decided. Operators only.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The home submission’s id (UUID).' }),
      reason: t.input.string({ description: 'Why, for the audit log (2,000 characters at most).' }),
    },
    resolve: (_root, { input }, ctx) => decide(ctx, parseInput(rejectHomeInputSchema, input), 'rejected'),
  }),
}));
