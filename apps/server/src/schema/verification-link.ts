/**
 * The link to a provider's hosted page that the identity-verification and open banking calls return
 * (spec §7 sendIdentityVerificationLink, setIdentityVerificationRequested, sendOpenBankingLink,
 * setOpenBankingRequested).
 */
import { builder } from '../builder';
import type { Context } from '../context';
import type { ApplicationRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import type { HostedFlowLink, HostedPurpose, Person } from '../services/hosted-checks';
import { UserApplicationRef } from './application';

/** The VerificationLink type. */
export const VerificationLinkRef = builder.objectRef<HostedFlowLink>('VerificationLink').implement({
  description:
    'A link to a provider’s hosted page where the applicant does their identity check or connects their bank, ' +
    'on this device or (from the e-mail) on their phone.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'The hosted page (absolute URL). Open it in a new tab; it works until expiresAt.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the link stops working (24 hours after it was first made); null if the provider sets none.',
    }),
    sentTo: t.exposeString('sentTo', {
      nullable: true,
      description: 'The e-mail address the link was sent to; null when it was not e-mailed.',
    }),
    application: t.field({
      type: UserApplicationRef,
      resolve: (link) => link.application,
      description:
        'The application after the change (identityVerificationRequested or openBankingRequested).',
    }),
  }),
});

/** The input every start call takes: where the hosted page's "Back to Stairway" link goes. */
export const returnPathDescription =
  'The page of this site that the hosted page’s “Back to Stairway” link opens when the applicant has finished, ' +
  'e.g. /your-application/identity-verification/applicant-identity-verification (the default: the step’s own ' +
  'page). Only a path on this site, at most 200 characters: letters, digits, -, _ and /.';

/**
 * The latest session of a person for a purpose, through the request's DataLoader; null for another's
 * application or when none was started.
 */
export async function loadLatestSession(
  ctx: Context,
  application: ApplicationRow,
  person: Person,
  purpose: HostedPurpose,
) {
  if (!isOwnApplication(ctx.actor, application)) return null;
  const sessions = await ctx.loaders.verificationSessionsByApplication.load(application.id);
  return sessions.find((s) => s.person === person && s.purpose === purpose) ?? null;
}
