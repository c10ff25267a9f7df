/**
 * "We've got your home" (issue 30 "E-mails a customer expects"): e-mailed to the applicant once a home is
 * submitted for review, by submitHomeSubmission and createHomeSubmissionWithListing (home-submissions.ts), after
 * their transaction.
 */
import { getOutcode, normaliseOutcode } from '@stairway/domain/postcode';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { HomeSubmissionRow } from '../db/rows';
import { users } from '../db/schema';
import { renderHomeReceivedEmail } from '../emails/customer-receipts';
import { describeSubmissionAddress } from './home-decisions';

/** The applicant's homes page, where the e-mail's button goes (spec §2). */
const HOMES_PAGE = '/submit-a-home';

/**
 * E-mails the applicant that their home was received: its address and postcode district, and what happens
 * next. A failure is logged, never thrown: the submission stands.
 * @param services the database, e-mail provider, configuration (APP_URL) and logger
 * @param userId the applicant who submitted it
 * @param home the submission, just submitted
 * @returns nothing
 */
export async function sendHomeReceivedEmail(
  services: Pick<Context, 'db' | 'email' | 'config' | 'logger'>,
  userId: string,
  home: HomeSubmissionRow,
): Promise<void> {
  try {
    const [user] = await services.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const postcode = home.postcode ?? '';
    const link = `${services.config.appUrl}${HOMES_PAGE}`;
    const mail = await renderHomeReceivedEmail({
      firstName: user.firstName,
      address: describeSubmissionAddress(home) || 'the home you submitted',
      district: getOutcode(postcode) ?? normaliseOutcode(postcode),
      link,
    });
    await services.email.send({ to: user.email, ...mail, links: [link] });
  } catch (error) {
    services.logger.error({ err: error, homeSubmissionId: home.id }, 'the home-received e-mail was not sent');
  }
}
