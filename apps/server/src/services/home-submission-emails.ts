/**
 * "We've got your home": e-mailed to the applicant once a home is
 * submitted for review, by submitHomeSubmission and createHomeSubmissionWithListing (home-submissions.ts). It is
 * queued in the outbox in the submission's own transaction (decision 063: the submission and its e-mail commit
 * together), keyed by the submission (`home-received:<home_submissions id>`, one e-mail per submission), and
 * delivered after the commit.
 */
import { getOutcode, normaliseOutcode } from '@stairway/domain/postcode';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { Tx } from '../db/client';
import type { HomeSubmissionRow } from '../db/rows';
import { users } from '../db/schema';
import { renderHomeReceivedEmail } from '../emails/customer-receipts';
import type { QueuedEmail } from './email-outbox';
import { describeSubmissionAddress } from './home-decisions';

/** The applicant's homes page, where the e-mail's button goes (spec §2). */
const HOMES_PAGE = '/submit-a-home';

/**
 * Queues, in the submission's transaction, the e-mail telling the applicant that their home was received: its
 * address and postcode district, and what happens next. It is rendered in the transaction, from the row just
 * submitted. A failure to render is logged, never thrown: the submission stands without its e-mail; a database
 * failure throws, and the submission is rolled back with it.
 * @param services the e-mail outbox, configuration (APP_URL) and logger
 * @param tx the submission's transaction
 * @param userId the applicant who submitted it
 * @param home the submission, just submitted
 * @returns the queued e-mail (key `home-received:<submission id>`), to deliver after the commit; null when there
 *   is nobody to write to or the e-mail could not be rendered
 */
export async function queueHomeReceivedEmail(
  services: Pick<Context, 'email' | 'config' | 'logger'>,
  tx: Tx,
  userId: string,
  home: HomeSubmissionRow,
): Promise<QueuedEmail | null> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const postcode = home.postcode ?? '';
  const link = `${services.config.appUrl}${HOMES_PAGE}`;
  let mail: Awaited<ReturnType<typeof renderHomeReceivedEmail>>;
  try {
    mail = await renderHomeReceivedEmail({
      firstName: user.firstName,
      address: describeSubmissionAddress(home) || 'the home you submitted',
      district: getOutcode(postcode) ?? normaliseOutcode(postcode),
      link,
    });
  } catch (error) {
    services.logger.error(
      { err: error, homeSubmissionId: home.id },
      'the home-received e-mail was not rendered',
    );
    return null;
  }
  return services.email.enqueue(tx, { to: user.email, ...mail, links: [link] }, `home-received:${home.id}`);
}
