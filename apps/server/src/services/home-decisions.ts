/**
 * Decisions on submitted homes (ARCHITECTURE.md §4 "Review decisions"): the Stairway team approves or rejects
 * a home under review, with `npm run ops -- list-homes`, `approve-home ID` and `reject-home ID`
 * (src/ops/ops-cli.ts) or in the operators' console (schema/operator-homes.ts; decision 025), both through
 * {@link decideHome}. Each
 * decision writes an audit-log row in the same transaction and then e-mails the applicant; the applicant's
 * status and banner follow from the submission's flags (packages/domain home-submissions.ts).
 */
import { getHomeSubmissionStatus } from '@stairway/domain/home-submission-status';
import { and, asc, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import type { HomeSubmissionRow } from '../db/rows';
import { auditLog, homeSubmissions, listings, userApplications, users } from '../db/schema';
import { renderHomeDecision } from '../emails/home-decision';
import { notFound } from '../lib/app-error';
import { joinedCoApplicantOf } from './co-applicants';
import type { QueuedEmail } from './email-outbox';
import { openPurchaseCase } from './purchase-cases/open-purchase-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A home waiting for a decision, as an operator sees it in a list. */
export type HomeForReview = {
  homeSubmissionId: string;
  email: string;
  name: string;
  address: string;
  askingPrice: number | null;
  listingId: string | null;
  submittedAt: Date | null;
};

/** A submission's address in one line, e.g. "12 High Street, Shanklin, PO37 6BU". */
export function describeSubmissionAddress(row: HomeSubmissionRow): string {
  return [row.addressLine1, row.addressLine2, row.addressLine3, row.postTown, row.postcode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The homes under review (submitted, neither approved nor rejected), oldest first. */
export async function listHomesInReview(db: Db): Promise<HomeForReview[]> {
  const rows = await db
    .select({
      home: homeSubmissions,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(homeSubmissions)
    .innerJoin(userApplications, eq(userApplications.id, homeSubmissions.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(homeSubmissions.submitted, true))
    .orderBy(asc(homeSubmissions.submittedAt));
  return rows
    .filter(({ home }) => !home.approved && !home.rejected)
    .map(({ home, email, firstName, lastName }) => ({
      homeSubmissionId: home.id,
      email,
      name: `${firstName} ${lastName}`,
      address: describeSubmissionAddress(home),
      askingPrice: home.askingPrice,
      listingId: home.listingId,
      submittedAt: home.submittedAt,
    }));
}

/** A home submission with its applicant and listing, as the operators' console reviews it. */
export type HomeReview = {
  home: HomeSubmissionRow;
  email: string;
  firstName: string;
  lastName: string;
  /** The listing's link on the listing site, for a home submitted from a listing. */
  listingLink: string | null;
};

const reviewQuery = (db: Db) =>
  db
    .select({
      home: homeSubmissions,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      listingLink: listings.link,
    })
    .from(homeSubmissions)
    .innerJoin(userApplications, eq(userApplications.id, homeSubmissions.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .leftJoin(listings, eq(listings.id, homeSubmissions.listingId));

/**
 * The homes under review (submitted, neither approved nor rejected) with their applicants, oldest first, for
 * the operators' console (served by the partial index home_submissions_one_in_review_idx's condition).
 */
export function listHomeReviews(db: Db): Promise<HomeReview[]> {
  return reviewQuery(db)
    .where(
      and(
        eq(homeSubmissions.submitted, true),
        eq(homeSubmissions.approved, false),
        eq(homeSubmissions.rejected, false),
      ),
    )
    .orderBy(asc(homeSubmissions.submittedAt), asc(homeSubmissions.id));
}

/**
 * One submitted home with its applicant, whatever its decision (drafts are the applicant's own, not shown).
 * @throws NOT_FOUND for an unknown id or a draft
 */
export async function getHomeReview(db: Db, homeSubmissionId: string): Promise<HomeReview> {
  const [row] = await reviewQuery(db).where(
    and(eq(homeSubmissions.id, homeSubmissionId), eq(homeSubmissions.submitted, true)),
  );
  if (!row) throw notFound('That home');
  return row;
}

/**
 * Approves or rejects a home under review, records it in the audit log (same transaction; an approval also opens
 * the home's purchase case, services/purchase-cases), then e-mails the
 * applicant and, on a joint application, the co-applicant once they have joined. The e-mails are
 * queued in the decision's transaction and delivered after it (a failed send is retried by the outbox).
 * @param services the database, the e-mail provider, the config (APP_URL for the link) and the logger
 * @param options.homeSubmissionId the submission's id
 * @param options.decision 'approved' or 'rejected'
 * @param options.actor who decides, kept in the audit log
 * @param options.note why, kept in the audit log (`details.note`, shown by the console's audit log)
 *   with the status before and after
 * @returns the submission after the decision
 * @throws Error "No home submission …" for an unknown id; "… is not under review …" for a draft or one
 *   already decided. Nothing changes when it throws.
 */
export async function decideHome(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  options: { homeSubmissionId: string; decision: 'approved' | 'rejected'; actor: string; note?: string },
): Promise<HomeSubmissionRow> {
  const id = options.homeSubmissionId.trim();
  if (!UUID.test(id)) throw new Error(`No home submission ${id}`);
  const { decided, queued } = await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ home: homeSubmissions, email: users.email, firstName: users.firstName })
      .from(homeSubmissions)
      .innerJoin(userApplications, eq(userApplications.id, homeSubmissions.applicationId))
      .innerJoin(users, eq(users.id, userApplications.userId))
      .where(eq(homeSubmissions.id, id))
      .for('update', { of: homeSubmissions });
    if (!found) throw new Error(`No home submission ${id}`);
    const { home } = found;
    if (!home.submitted || home.approved || home.rejected) {
      const state = !home.submitted ? 'a draft' : home.approved ? 'already approved' : 'already rejected';
      throw new Error(`Home ${id} is not under review: it is ${state} (${found.email}).`);
    }
    const [row] = await tx
      .update(homeSubmissions)
      .set({
        approved: options.decision === 'approved',
        rejected: options.decision === 'rejected',
        viewed: true,
        decidedAt: new Date(),
      })
      .where(eq(homeSubmissions.id, id))
      .returning();
    if (!row) throw new Error(`No home submission ${id}`);
    // An approved home opens its purchase case with the approval (ARCHITECTURE.md §7).
    if (options.decision === 'approved') {
      await openPurchaseCase(tx, {
        applicationId: row.applicationId,
        homeSubmissionId: row.id,
        actor: options.actor,
        approvedAt: row.decidedAt ?? undefined,
      });
    }
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: options.decision === 'approved' ? 'approve-home' : 'reject-home',
      subjectId: row.id,
      details: {
        email: found.email,
        note: options.note ?? null,
        applicationId: row.applicationId,
        listingId: row.listingId,
        address: describeSubmissionAddress(row),
        askingPrice: row.askingPrice,
        // The states the console's audit log shows beside the note.
        before: { status: getHomeSubmissionStatus(home) },
        after: { status: getHomeSubmissionStatus(row) },
      },
    });
    // The e-mails are queued with the decision (the transactional outbox, decision 063): both or neither.
    const queued = await queueHomeDecisionEmails(services, tx, {
      decided: row,
      decision: options.decision,
      email: found.email,
      firstName: found.firstName,
    });
    return { decided: row, queued };
  });
  await services.email.deliver(queued);
  return decided;
}

/**
 * Queues the decision's e-mails in the decision's transaction: the applicant's, and on a joint application the
 * co-applicant's once they have joined. Keyed by the submission, the decision and its time, so
 * each decision is e-mailed once.
 * @returns the queued messages, to deliver after the commit
 */
async function queueHomeDecisionEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: {
    decided: HomeSubmissionRow;
    decision: 'approved' | 'rejected';
    email: string;
    firstName: string;
  },
): Promise<QueuedEmail[]> {
  const { decided, decision, email, firstName } = options;
  const key = `home-decision:${decided.id}:${decision}:${decided.decidedAt?.toISOString() ?? ''}`;
  const link = `${services.config.appUrl}/submit-a-home`;
  const home = describeSubmissionAddress(decided) || 'the home you submitted';
  const mail = await renderHomeDecision({ firstName, decision, home, link });
  const queued = [await services.email.enqueue(tx, { to: email, ...mail, links: [link] }, key)];
  const co = await joinedCoApplicantOf(tx, decided.applicationId);
  if (co) {
    const coLink = `${services.config.appUrl}/co-applicant-dashboard`;
    const coMail = await renderHomeDecision({
      firstName: co.firstName,
      decision,
      home,
      link: coLink,
      jointWith: firstName,
    });
    queued.push(
      await services.email.enqueue(tx, { to: co.email, ...coMail, links: [coLink] }, `${key}:co-applicant`),
    );
  }
  return queued;
}
