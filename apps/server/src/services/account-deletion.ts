/**
 * Deleting one's own account ("Your data"; UK GDPR Art. 17; decision 050). The person confirms with
 * their password (applicants, co-applicants, operators, pipeline viewers) or, for a landlord, who has none, by
 * typing the e-mail address they sign in with. Then, in one transaction: what the retention rule keeps is
 * copied to retained_records (services/retention.ts), every row about the person is deleted (the account's
 * table row, and with it by ON DELETE CASCADE their application and its rows, listings, consent records, links;
 * and the rows without a foreign key: one-time codes, the sandbox provider's records, audit rows about them),
 * and one audit row `account-deleted` is written, naming the role and the id only. Their stored files
 * (documents, photos and display copies) are deleted once the rows are gone. The account's row is gone, so
 * every session token of it is refused at once (lib/sessions.ts).
 *
 * Joint applications (decision 050): a main applicant's deletion deletes the application and with it the
 * co-applicant's account and sections (a co-applicant account exists only within its application, decision
 * 015); a co-applicant's deletion removes their account and own sections from the joint application, which
 * stays the main applicant's, and writes `co-applicant-left` about the application for the main applicant's page.
 */
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import {
  auditLog,
  coApplicants,
  emailOutbox,
  landlords,
  operators,
  pipelineViewers,
  users,
} from '../db/schema';
import { AppError, inputError } from '../lib/app-error';
import type { CredentialKind } from '../lib/credential-limits';
import { actorIdOf } from '../lib/sessions';
import type { Actor } from '../lib/tokens';
import {
  ACCOUNT_DELETED_ACTION,
  actorName,
  deleteApplicant,
  deleteCoApplicant,
  deleteLandlord,
  deleteStaff,
} from './account-deletion-roles';
import { passwordMatches } from './passwords';
import { deleteUnrecordedFiles } from './upload-claims';

export { ACCOUNT_DELETED_ACTION, CO_APPLICANT_LEFT_ACTION } from './account-deletion-roles';

/** How the person confirms: their password, or (a landlord) the e-mail address they sign in with. */
export type DeleteAccountConfirmation = { password?: string | null; confirmation?: string | null };

/** What a deletion did. */
export type AccountDeleted = {
  deletedAt: Date;
  /** What the retention rule keeps (retained_records reasons); empty when nothing is kept. */
  kept: string[];
  /** When what is kept is erased; null when nothing is kept. */
  keptUntil: Date | null;
};

type Services = Pick<AppServices, 'db' | 'storage' | 'logger' | 'rateLimits'>;

/** Which credential counters a kind's password tries count against (lib/credential-limits.ts). */
const CREDENTIAL_KINDS: Record<Exclude<Actor['kind'], 'landlord'>, CredentialKind> = {
  applicant: 'applicant',
  coApplicant: 'applicant',
  operator: 'operator',
  pipelineViewer: 'pipeline',
};

/** The account's e-mail address and password hash (null for a landlord, who has none). */
async function accountOf(services: Services, actor: Actor) {
  const id = actorIdOf(actor);
  const table = {
    applicant: users,
    coApplicant: coApplicants,
    landlord: landlords,
    operator: operators,
    pipelineViewer: pipelineViewers,
  }[actor.kind];
  const [row] = await services.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return { email: row.email, passwordHash: 'passwordHash' in row ? row.passwordHash : null };
}

/**
 * Checks the person's confirmation: the password (counted as sign-in tries, lib/credential-limits.ts, so that a
 * stolen session cannot guess it), or a landlord's typed e-mail address.
 * @returns the account's e-mail address
 * @throws BAD_USER_INPUT naming `password` or `confirmation`; RATE_LIMITED after too many wrong passwords
 */
async function checkConfirmation(
  services: Services,
  actor: Actor,
  input: DeleteAccountConfirmation,
  ip: string,
) {
  const account = await accountOf(services, actor);
  if (actor.kind === 'landlord') {
    if ((input.confirmation ?? '').trim().toLowerCase() !== account.email) {
      throw inputError([
        { field: 'confirmation', message: 'Type the e-mail address you sign in with, exactly, to confirm.' },
      ]);
    }
    return account.email;
  }
  if (!input.password) throw inputError([{ field: 'password', message: 'Enter your password to confirm.' }]);
  const kind = CREDENTIAL_KINDS[actor.kind];
  await services.rateLimits.checkCredential(kind, account.email, ip);
  if (!(await passwordMatches(account.passwordHash, input.password))) {
    await services.rateLimits.recordCredentialFailure(kind, account.email, ip);
    throw inputError([{ field: 'password', message: 'Your password is not right. Check it and try again.' }]);
  }
  await services.rateLimits.recordCredentialSuccess(kind, account.email, ip);
  return account.email;
}

/**
 * Deletes the signed-in person's account (see the file's docstring for what each role's deletion does).
 * @param services the database, storage, logger and credential limits
 * @param actor the signed-in person: only their own account is ever deleted
 * @param input their password, or a landlord's typed e-mail address
 * @param ip the caller's IP address (wrong passwords count against it)
 * @returns when it was deleted, what the retention rule keeps and until when
 * @throws BAD_USER_INPUT (field password or confirmation) when not confirmed; RATE_LIMITED; CONFLICT for the
 *   last enabled operator; UNAUTHENTICATED when the account no longer exists. Nothing changes when it throws.
 */
export async function deleteAccount(
  services: Services,
  actor: Actor,
  input: DeleteAccountConfirmation,
  ip: string,
): Promise<AccountDeleted> {
  const email = await checkConfirmation(services, actor, input, ip);
  const id = actorIdOf(actor);
  const deletedAt = new Date();
  const removed = await services.db.transaction(async (tx) => {
    const done = await (() => {
      switch (actor.kind) {
        case 'applicant':
          return deleteApplicant(tx, id, deletedAt);
        case 'coApplicant':
          return deleteCoApplicant(tx, id);
        case 'landlord':
          return deleteLandlord(tx, id);
        case 'operator':
        case 'pipelineViewer':
          return deleteStaff(tx, actor.kind, id);
      }
    })();
    // The e-mail outbox's rows to the address (who was e-mailed and when; decision 063) go with the account.
    await tx.delete(emailOutbox).where(eq(emailOutbox.recipient, email));
    await tx.insert(auditLog).values({
      actor: actorName(actor.kind, id),
      action: ACCOUNT_DELETED_ACTION,
      subjectId: id,
      details: { role: actor.kind, kept: done.kept, keptUntil: done.keptUntil?.toISOString() ?? null },
    });
    return done;
  });
  // Only files no other record holds are deleted; a storage failure is only logged.
  await deleteUnrecordedFiles(services, removed.keys);
  return { deletedAt, kept: removed.kept, keptUntil: removed.keptUntil };
}
