/**
 * Signing out on the server (decision 030): a person's own sign-out and an operator's
 * "sign out everywhere" for any account. Both add one to the account's session version (lib/sessions.ts), so
 * every token of the account issued before is refused at once, on every device.
 */
import type { SessionAccountKind } from '@stairway/domain/operators';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { notFound } from '../lib/app-error';
import { actorIdOf, revokeSessions } from '../lib/sessions';
import type { Actor } from '../lib/tokens';

/** When the sessions of an account were signed out, and which account. */
export type SignedOut = { accountKind: SessionAccountKind; accountId: string; signedOutAt: Date };

/**
 * Signs the actor out: every session of their account, this one included, is refused from now on.
 * @param actor the signed-in actor (any role)
 * @returns the account and the time
 * @throws NOT_FOUND when the account no longer exists
 */
export async function signOut(db: Db, actor: Actor): Promise<SignedOut> {
  const accountId = actorIdOf(actor);
  if (!(await revokeSessions(db, actor.kind, accountId))) throw notFound('The account');
  return { accountKind: actor.kind, accountId, signedOutAt: new Date() };
}

/**
 * An operator's "sign out everywhere" for an account (decision 030): every session of the account is refused
 * from now on; writes an audit-log row (`sign-out-everywhere`, subject the account's id, details its kind).
 * @param input the kind of account, its id and the acting operator's e-mail address
 * @returns the account and the time
 * @throws NOT_FOUND for an unknown account of that kind
 */
export async function signOutEverywhere(
  db: Db,
  input: { accountKind: SessionAccountKind; accountId: string; actor: string },
): Promise<SignedOut> {
  return db.transaction(async (tx) => {
    if (!(await revokeSessions(tx as unknown as Db, input.accountKind, input.accountId))) {
      throw notFound('The account');
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: 'sign-out-everywhere',
      subjectId: input.accountId,
      details: { accountKind: input.accountKind },
    });
    return { accountKind: input.accountKind, accountId: input.accountId, signedOutAt: new Date() };
  });
}
