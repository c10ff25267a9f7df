/**
 * Review decisions (ARCHITECTURE.md §4 "Review decisions"): the Stairway team approves or rejects a submitted
 * application, from the operators' console (schema/operator-decisions.ts) or `npm run ops` (src/ops/ops-cli.ts),
 * both through {@link decideApplicationAndNotify}; every decision writes a row to the audit log in the same
 * transaction, then e-mails the applicant and the co-applicant, so both people hear every decision. Which states
 * can be decided is the domain's rule (packages/domain/src/application-status.ts).
 */
import {
  getApplicationState,
  type ReviewDecision,
  reviewDecisionRefusal,
} from '@stairway/domain/application-status';
import { formatGBP } from '@stairway/domain/money';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { auditLog, userApplications, users, verificationSessions } from '../db/schema';
import { renderApplicationDecisionEmail } from '../emails/operator-emails';
import { joinedCoApplicantOf } from './co-applicants';
import type { QueuedEmail } from './email-outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application as an operator sees it in a list. */
export type ApplicationForReview = {
  applicationId: string;
  email: string;
  name: string;
  budget: number;
  submittedAt: Date | null;
};

/**
 * The applications waiting for a decision (submitted, neither approved nor rejected), oldest first.
 */
export async function listApplicationsInReview(db: Db): Promise<ApplicationForReview[]> {
  const rows = await db
    .select({
      applicationId: userApplications.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      budget: userApplications.budget,
      submittedAt: userApplications.submittedAt,
    })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(
      and(
        eq(userApplications.submitted, true),
        eq(userApplications.approved, false),
        eq(userApplications.rejected, false),
      ),
    )
    .orderBy(asc(userApplications.submittedAt));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}` }));
}

/** A check's or connection's current result as a decision sees it, with the provider that produced it. */
export type VerificationResult = { person: string; purpose: string; provider: string; status: string };

/** The providers whose results a person chose themselves (providers/verification-providers.ts). */
const SANDBOX_PROVIDERS = new Set(['sandbox']);

/**
 * The current identity check and bank connection of each person of an application (the latest row per
 * person and purpose), with the provider that produced each, the applicant's first and identity first.
 */
export async function verificationResults(tx: Tx | Db, applicationId: string): Promise<VerificationResult[]> {
  const rows = await tx
    .select({
      person: verificationSessions.person,
      purpose: verificationSessions.purpose,
      provider: verificationSessions.provider,
      status: verificationSessions.status,
    })
    .from(verificationSessions)
    .where(eq(verificationSessions.applicationId, applicationId))
    .orderBy(desc(verificationSessions.createdAt), desc(verificationSessions.id));
  const latest = new Map<string, VerificationResult>();
  for (const row of rows)
    if (!latest.has(`${row.person}/${row.purpose}`)) latest.set(`${row.person}/${row.purpose}`, row);
  // In a stable order for messages and the audit log: the applicant before the co-applicant, identity first.
  return [...latest.values()].sort(
    (a, b) => a.person.localeCompare(b.person) || a.purpose.localeCompare(b.purpose),
  );
}

/**
 * The results among these that say "verified" (identity Passed, bank Connected) but come from a sandbox
 * provider, where the applicant chose the outcome: they prove nothing.
 */
export function sandboxVerified(results: VerificationResult[]): VerificationResult[] {
  return results.filter(
    (r) => SANDBOX_PROVIDERS.has(r.provider) && (r.status === 'Passed' || r.status === 'Connected'),
  );
}

/** How a sandbox result is named in a message, e.g. "the applicant's identity check (Passed at sandbox)". */
const describeResult = (r: VerificationResult) =>
  `the ${r.person === 'coApplicant' ? 'co-applicant' : 'applicant'}'s ${
    r.purpose === 'identity' ? 'identity check' : 'bank connection'
  } (${r.status} at ${r.provider})`;

/**
 * Approves or rejects a submitted application and records who did it, with the provider and result of every
 * identity check and bank connection (audit details `verification`). Results from a sandbox provider never
 * count as verified: approving an application that has them is refused unless `allowSandboxResults`
 * (ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION, or any environment but production) is given, and then `warn` is
 * told.
 * @param options.applicant the application's id, or the applicant's e-mail address (any case)
 * @param options.decision 'approved' or 'rejected'
 * @param options.actor who decides (the operator's name or login), kept in the audit log
 * @param options.note why, kept in the audit log (`details.note`, which the console's audit log shows in its
 *   Reason or note column)
 * @param options.allowSandboxResults approve even though a check was passed at a sandbox provider
 * @param options.warn told, in words for the operator, when sandbox results were allowed through
 * @param options.onDecided called in the decision's transaction after it is recorded (to queue its e-mails with it)
 * @returns the application after the decision
 * @throws Error "No application for …" when none matches; the domain's refusal (e.g. "The application has not
 *   been submitted yet") when it is not in review; "Not approved: … sandbox …" when approving with sandbox
 *   results that are not allowed. Nothing changes when it throws.
 */
export async function decideApplication(
  db: Db,
  options: {
    applicant: string;
    decision: ReviewDecision;
    actor: string;
    note?: string;
    allowSandboxResults?: boolean;
    warn?: (message: string) => void;
    onDecided?: (tx: Tx, decided: ApplicationRow) => Promise<void>;
  },
): Promise<ApplicationRow> {
  const applicant = options.applicant.trim();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ application: userApplications, email: users.email })
      .from(userApplications)
      .innerJoin(users, eq(users.id, userApplications.userId))
      .where(
        UUID.test(applicant) ? eq(userApplications.id, applicant) : eq(users.email, applicant.toLowerCase()),
      )
      .for('update', { of: userApplications });
    if (!found) throw new Error(`No application for ${applicant}`);
    const refusal = reviewDecisionRefusal(getApplicationState(found.application));
    if (refusal) throw new Error(`${refusal} (${found.email})`);
    const verification = await verificationResults(tx, found.application.id);
    const fromSandbox = sandboxVerified(verification);
    if (options.decision === 'approved' && fromSandbox.length > 0) {
      const what = fromSandbox.map(describeResult).join(' and ');
      if (!options.allowSandboxResults) {
        throw new Error(
          `Not approved: ${what} came from the sandbox provider, where the applicant chooses the result, so ` +
            `nothing was verified (${found.email}). Ask them to verify with a real provider, or set ` +
            'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true for a demonstration.',
        );
      }
      options.warn?.(
        `Warning: ${what} came from the sandbox provider, where the applicant chooses the result; it proves ` +
          'nothing. Verify identity and bank statements yourself.',
      );
    }
    const [decided] = await tx
      .update(userApplications)
      .set({ approved: options.decision === 'approved', rejected: options.decision === 'rejected' })
      .where(eq(userApplications.id, found.application.id))
      .returning();
    if (!decided) throw new Error(`No application for ${applicant}`);
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: options.decision === 'approved' ? 'approve-application' : 'reject-application',
      subjectId: decided.id,
      details: {
        email: found.email,
        note: options.note ?? null,
        budget: decided.budget,
        budgetFormatted: formatGBP(decided.budget),
        verification,
        before: { state: getApplicationState(found.application) },
        after: { state: getApplicationState(decided) },
      },
    });
    await options.onDecided?.(tx, decided);
    return decided;
  });
}

/**
 * Decides an application ({@link decideApplication}: the decision and its audit-log row, in one transaction),
 * then e-mails the outcome with a link to their progress page to the applicant and, on a joint application, to
 * the co-applicant once they have joined (both people hear every decision). The one service for
 * a decision, whether from the console or `npm run ops`. The e-mails are queued in the decision's transaction and
 * delivered after it; a failed send is retried by the outbox.
 * @returns the application after the decision
 * @throws as decideApplication
 */
export async function decideApplicationAndNotify(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  options: Parameters<typeof decideApplication>[1],
): Promise<ApplicationRow> {
  let queued: QueuedEmail[] = [];
  const decided = await decideApplication(services.db, {
    ...options,
    // The e-mails are queued with the decision (the transactional outbox, decision 063): both or neither.
    onDecided: async (tx, row) => {
      queued = await queueApplicationDecisionEmails(services, tx, row, options.decision);
    },
  });
  await services.email.deliver(queued);
  return decided;
}

/**
 * Queues an application decision's e-mails in its transaction: the applicant's and, on a joint application, the
 * co-applicant's once they have joined. Keyed by the application, the decision and its time.
 * @returns the queued messages, to deliver after the commit
 */
async function queueApplicationDecisionEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  decided: ApplicationRow,
  decision: ReviewDecision,
): Promise<QueuedEmail[]> {
  const queued: QueuedEmail[] = [];
  const key = `application-decision:${decided.id}:${decision}:${new Date().toISOString()}`;
  const [user] = await tx.select().from(users).where(eq(users.id, decided.userId));
  if (user) {
    const link = `${services.config.appUrl}/dashboard`;
    const mail = await renderApplicationDecisionEmail({ firstName: user.firstName, decision, link });
    queued.push(await services.email.enqueue(tx, { to: user.email, ...mail, links: [link] }, key));
  }
  const co = await joinedCoApplicantOf(tx, decided.id);
  if (co) {
    const link = `${services.config.appUrl}/co-applicant-dashboard`;
    const mail = await renderApplicationDecisionEmail({
      firstName: co.firstName,
      decision,
      link,
      jointWith: user?.firstName ?? 'your co-applicant',
    });
    queued.push(
      await services.email.enqueue(tx, { to: co.email, ...mail, links: [link] }, `${key}:co-applicant`),
    );
  }
  return queued;
}
