/**
 * The send-link / requested / check cycle shared by identity verification and open banking (spec §7; spec §3
 * flags identityVerificationRequested, identityVerified, openBankingRequested, openBankingConnected;
 * ARCHITECTURE.md §2 "identity, open banking"):
 *
 * 1. start: a check (or bank connection) is started at the provider, or the person's pending one is reused,
 *    and its hosted page's URL is returned; the "requested" flag is set; with `sendEmail` the link is also
 *    e-mailed to the person so that they can finish on their phone;
 * 2. the person completes the provider's hosted page;
 * 3. check: the provider is asked for the result, which is stored; a success sets the "done" flag.
 *
 * Provider calls happen outside the database transaction (they may be slow, and the embedded database has a
 * single connection); the application row is then changed through changeApplication, which refuses once the
 * application is submitted. Everything is scoped to the applicant's own application, found by the user id
 * from the session (ARCHITECTURE.md §5).
 */
import type { ApplicationStepId } from '@stairway/domain/application-progress';
import { APPLICATION_STEP_PATHS } from '@stairway/domain/application-progress';
import {
  type IdentityCheckStatus,
  type OpenBankingStatus,
  VERIFICATION_LINK_TTL_HOURS,
} from '@stairway/domain/verification';
import { and, desc, eq } from 'drizzle-orm';
import type { AppServices, Context } from '../context';
import type { Tx } from '../db/client';
import type { ApplicationRow, VerificationSessionRow } from '../db/rows';
import { verificationSessions } from '../db/schema';
import { renderVerificationLinkEmail } from '../emails/verification-link';
import { AppError } from '../lib/app-error';
import type { IdentitySubject } from '../providers/identity/identity-provider';
import { applicationSubmitted, changeApplication } from './application-changes';
import { assertStepUnlocked } from './application-progress';
import { getApplication, getUser } from './applications';
import { type Person, type PersonFlags, readPerson, setPersonFlags } from './people';

/** Whose check it is: the applicant's or the co-applicant's (services/people.ts). */
export type { Person } from './people';

/** What is being checked. */
export type HostedPurpose = 'identity' | 'open-banking';

/** The state of a check or a connection (packages/domain/src/verification.ts). */
export type HostedStatus = IdentityCheckStatus | OpenBankingStatus;

/** What a provider answers about a started check or connection: any state but NotStarted. */
export type ProviderStatus = Exclude<HostedStatus, 'NotStarted'>;

/** The outcome of starting a check: the hosted page and the application after the change. */
export type HostedFlowLink = {
  /** The provider's hosted page. */
  url: string;
  /** When the link stops working; null when the provider gives none. */
  expiresAt: Date | null;
  /** The address the link was e-mailed to; null when it was not e-mailed. */
  sentTo: string | null;
  application: ApplicationRow;
};

/** How one purpose plugs into the cycle. */
export type HostedFlowSpec = {
  purpose: HostedPurpose;
  person: Person;
  /** The step this belongs to, for the lock and the default return page. */
  stepId: ApplicationStepId;
  /** What the step waits for, in words, for STEP_LOCKED. */
  lockedWhy: string;
  /** Whether the person has already done it (then nothing is started), from their own flags. */
  isDone: (flags: Required<PersonFlags>) => boolean;
  /** The message when it is already done. */
  doneMessage: string;
  /** Which provider (stored with each session). */
  provider: string;
  /** Starts a check at the provider. */
  start: (
    subject: IdentitySubject,
    returnUrl: string,
  ) => Promise<{ reference: string; url: string; expiresAt: Date | null; providerSubjectId?: string | null }>;
  /** The person's "requested" flag, set when a check is started. */
  requested: PersonFlags;
};

/**
 * The latest session of a person for a purpose: the current check or connection.
 * @returns null when none was ever started
 */
export async function findLatestSession(
  db: AppServices['db'],
  applicationId: string,
  person: Person,
  purpose: HostedPurpose,
): Promise<VerificationSessionRow | null> {
  const [row] = await db
    .select()
    .from(verificationSessions)
    .where(
      and(
        eq(verificationSessions.applicationId, applicationId),
        eq(verificationSessions.person, person),
        eq(verificationSessions.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationSessions.createdAt), desc(verificationSessions.id))
    .limit(1);
  return row ?? null;
}

/**
 * A session's state as the applicant sees it: NotStarted without one, else its stored status, except that a
 * pending session whose link has run out is Expired.
 * @param now the instant to compare with, milliseconds
 */
export function sessionStatus(session: VerificationSessionRow | null, now = Date.now()): HostedStatus {
  if (!session) return 'NotStarted';
  if (session.status === 'Pending' && session.expiresAt && session.expiresAt.getTime() <= now)
    return 'Expired';
  return session.status;
}

/** What starting a hosted check needs: the database and the request's loaders, e-mail, config, rate limits. */
export type HostedFlowServices = Pick<Context, 'db' | 'loaders' | 'email' | 'config' | 'rateLimits'>;

/** The input of the calls that start a hosted check (startVerificationInputSchema, after parsing). */
export type StartHostedFlowInput = { returnPath?: string | null };

/**
 * Starts (or resumes) a check and, with `sendEmail`, e-mails its link to the person. The e-mail is rendered
 * before the application's transaction and queued in the outbox in it, with the session and the "requested" flag
 * (decision 063; key `<purpose>-link:<verification session id>:<time of the change>`: a resumed session's link may
 * be e-mailed again, each request its own message), then delivered after the commit (a failed send is retried by
 * the outbox, not thrown).
 * @param input `{ returnPath? }`, parsed with startVerificationInputSchema: the page the hosted flow's "Back
 *   to Stairway" link opens; default the step's page
 * @returns the hosted page's URL, its expiry, where it was e-mailed, and the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED (extensions.nextStep); CONFLICT when already done; RATE_LIMITED
 *   after 5 e-mails an hour; NOT_FOUND without an application
 */
export async function startHostedFlow(
  services: HostedFlowServices,
  userId: string,
  { returnPath }: StartHostedFlowInput,
  spec: HostedFlowSpec & { sendEmail: boolean },
): Promise<HostedFlowLink> {
  const { db } = services;
  const current = await getApplication(db, userId);
  if (current.submitted) throw applicationSubmitted();
  const user = await readPerson(db, current, spec.person, () => getUser(db, userId));
  if (spec.isDone(user)) throw new AppError('CONFLICT', spec.doneMessage);
  await assertStepUnlocked(db, current, spec.stepId, spec.lockedWhy);
  if (spec.sendEmail) {
    await services.rateLimits.consumeEmailSend(`${spec.purpose}-link:${spec.person}:${userId}`);
  }

  const latest = await findLatestSession(db, current.id, spec.person, spec.purpose);
  const resumable = latest && sessionStatus(latest) === 'Pending' && latest.provider === spec.provider;
  const started = resumable
    ? null
    : await spec.start(
        {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          // The provider's id of this person from their earlier check (Onfido's applicant), to reuse.
          providerSubjectId: latest?.provider === spec.provider ? latest.providerSubjectId : null,
        },
        `${services.config.appUrl}${returnPath ?? APPLICATION_STEP_PATHS[spec.stepId]}`,
      );
  const url = started?.url ?? latest?.url ?? '';
  const expiresAt = started ? started.expiresAt : (latest?.expiresAt ?? null);
  const mail = spec.sendEmail
    ? await renderVerificationLinkEmail({
        firstName: user.firstName,
        kind: spec.purpose,
        link: url,
        expiresInHours: VERIFICATION_LINK_TTL_HOURS,
      })
    : null;
  const { application, result: queued } = await changeApplication(services, userId, async (tx, locked) => {
    let sessionId = latest?.id ?? '';
    if (started) {
      const [inserted] = await tx
        .insert(verificationSessions)
        .values({
          applicationId: locked.id,
          person: spec.person,
          purpose: spec.purpose,
          provider: spec.provider,
          reference: started.reference,
          providerSubjectId: started.providerSubjectId ?? null,
          url: started.url,
          expiresAt: started.expiresAt,
        })
        .returning({ id: verificationSessions.id });
      sessionId = inserted?.id ?? '';
    }
    await setPersonFlags(tx, locked.id, spec.person, spec.requested);
    if (!mail) return null;
    const key = `${spec.purpose}-link:${sessionId}:${new Date().toISOString()}`;
    return services.email.enqueue(tx, { to: user.email, ...mail, links: [url] }, key);
  });
  await services.email.deliver(queued);
  return { url, expiresAt, sentTo: spec.sendEmail ? user.email : null, application };
}

/**
 * Asks the provider about the person's latest check and stores the answer.
 * @param services the database and the request's loaders (changeApplication)
 * @param ask asks the provider; returns the status and anything else to keep (e.g. the bank's name)
 * @param onStatus the application flags to set for a status (e.g. identityVerified for Passed)
 * @returns the application after the change (unchanged when no check is pending)
 * @throws APPLICATION_SUBMITTED; NOT_FOUND without an application; Error when the provider fails
 */
export async function refreshHostedFlow(
  services: Pick<Context, 'db' | 'loaders'>,
  userId: string,
  spec: {
    purpose: HostedPurpose;
    person: Person;
    ask: (reference: string) => Promise<{ status: ProviderStatus; details?: Record<string, unknown> | null }>;
    onStatus: (status: ProviderStatus) => PersonFlags | null;
    /**
     * Writes what else the answer brings, in the same transaction as the flags (e.g. the open-banking
     * connection, services/open-banking.ts); only for the answer that settles the session.
     */
    write?: (
      tx: Tx,
      settled: { applicationId: string; sessionId: string; status: ProviderStatus },
    ) => Promise<void>;
  },
): Promise<ApplicationRow> {
  const { db } = services;
  const current = await getApplication(db, userId);
  if (current.submitted) throw applicationSubmitted();
  const latest = await findLatestSession(db, current.id, spec.person, spec.purpose);
  if (latest?.status !== 'Pending') return current;
  const answer = await spec.ask(latest.reference);
  if (answer.status === 'Pending') return current;
  const { application } = await changeApplication(services, userId, async (tx, locked) => {
    const settled = await tx
      .update(verificationSessions)
      .set({ status: answer.status, details: answer.details ?? null, completedAt: new Date() })
      .where(and(eq(verificationSessions.id, latest.id), eq(verificationSessions.status, 'Pending')))
      .returning({ id: verificationSessions.id });
    // Settled meanwhile (e.g. by the provider's webhook, services/onfido-webhook.ts): the first answer stands.
    if (settled.length === 0) return;
    const flags = spec.onStatus(answer.status);
    if (flags) await setPersonFlags(tx, locked.id, spec.person, flags);
    await spec.write?.(tx, { applicationId: locked.id, sessionId: latest.id, status: answer.status });
  });
  return application;
}
