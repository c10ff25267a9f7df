/**
 * The operators' console's view of one identity check or bank connection (services/verification-review.ts,
 * decision 053), shown with an application in review (schema/operator-applications.ts). Operators only.
 */
import { builder } from '../../builder';
import { sandboxVerified } from '../../services/review-decisions';
import type { VerificationCheckView } from '../../services/verification-review';

/** One identity check or bank connection in the console's review of an application. */
export const VerificationCheckRef = builder.objectRef<VerificationCheckView>('VerificationCheck').implement({
  description:
    'The latest identity check or bank connection of one person, with the provider that made it, its ' +
    'reference, the provider’s own status and the reasons for its result (services/verification-review.ts; ' +
    'decision 053). Operators only.',
  fields: (t) => ({
    person: t.exposeString('person', { description: '"applicant" or "coApplicant".' }),
    purpose: t.exposeString('purpose', { description: '"identity" or "openBanking".' }),
    provider: t.exposeString('provider', {
      description: 'Who produced the result; "sandbox" means the applicant chose it and it proves nothing.',
    }),
    status: t.exposeString('status', { description: 'The result, e.g. Passed, Failed, Connected.' }),
    fromSandbox: t.boolean({
      description: 'True when the result says verified but came from the sandbox provider.',
      resolve: (check) => sandboxVerified([check]).length > 0,
    }),
    reference: t.exposeString('reference', {
      description:
        'The provider’s reference of the check, to find it in the provider’s dashboard (Onfido’s workflow run id).',
    }),
    providerStatus: t.exposeString('providerStatus', {
      nullable: true,
      description:
        'The provider’s own status, e.g. Onfido’s "approved", "declined", "review" or "processing"; null when the ' +
        'provider gave none (or no result is stored yet).',
    }),
    reasons: t.exposeStringList('reasons', {
      description:
        'Why the provider reached its result, in its own words (e.g. "document_report: consider", ' +
        '"facial_similarity: clear", "watchlist_aml: clear"), where its workflow gives them; empty otherwise. ' +
        'Never document images or data.',
    }),
    startedAt: t.field({
      type: 'DateTime',
      description:
        'When the check was started: while status is Pending, how long it has waited for the provider.',
      resolve: (check) => check.startedAt,
    }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the provider’s result was stored; null while it is pending.',
      resolve: (check) => check.completedAt,
    }),
  }),
});
