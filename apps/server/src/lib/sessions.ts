/**
 * Sessions (ARCHITECTURE.md §5 "a token carries a session version kept in the database"; decision record 013):
 * a token is accepted only while its session version is the account's current one, so that a password reset
 * or change signs every other session out at once. Each kind of account keeps its version in its own table
 * (applicants in users, co-applicants in co_applicants, decision 015; landlords in landlords, decision 018;
 * pipeline viewers in pipeline_viewers, decision 019; operators in operators, decision 022). A disabled operator's
 * or pipeline viewer's tokens are refused too (decision 025).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coApplicants, landlords, operators, pipelineViewers, users } from '../db/schema';
import type { Actor, ActorKind, TokenService } from './tokens';

/**
 * Reads an account's current session version.
 * @returns the version, or null when the account does not exist (its tokens are refused)
 */
type SessionStore = (db: Db, actor: Actor) => Promise<number | null>;

/** Where each kind keeps its session version; null for a kind that keeps none yet. */
const SESSION_STORES: Record<ActorKind, SessionStore | null> = {
  applicant: async (db, actor) => {
    if (actor.kind !== 'applicant') return null;
    const [row] = await db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, actor.userId));
    return row ? row.sessionVersion : null;
  },
  coApplicant: async (db, actor) => {
    if (actor.kind !== 'coApplicant') return null;
    const [row] = await db
      .select({ sessionVersion: coApplicants.sessionVersion })
      .from(coApplicants)
      .where(eq(coApplicants.id, actor.coApplicantId));
    return row ? row.sessionVersion : null;
  },
  landlord: async (db, actor) => {
    if (actor.kind !== 'landlord') return null;
    const [row] = await db
      .select({ sessionVersion: landlords.sessionVersion })
      .from(landlords)
      .where(eq(landlords.id, actor.landlordId));
    return row ? row.sessionVersion : null;
  },
  pipelineViewer: async (db, actor) => {
    if (actor.kind !== 'pipelineViewer') return null;
    const [row] = await db
      .select({ sessionVersion: pipelineViewers.sessionVersion, disabledAt: pipelineViewers.disabledAt })
      .from(pipelineViewers)
      .where(eq(pipelineViewers.id, actor.pipelineViewerId));
    // A disabled account's tokens are refused (decision 025).
    return row && !row.disabledAt ? row.sessionVersion : null;
  },
  operator: async (db, actor) => {
    if (actor.kind !== 'operator') return null;
    const [row] = await db
      .select({ sessionVersion: operators.sessionVersion, disabledAt: operators.disabledAt })
      .from(operators)
      .where(eq(operators.id, actor.operatorId));
    // A disabled account's tokens are refused (decision 025).
    return row && !row.disabledAt ? row.sessionVersion : null;
  },
};

/**
 * Reads the signed-in actor of a bearer token: the token must be ours and unexpired, name exactly one of
 * userId, coApplicantId, landlordId, pipelineViewerId or operatorId, and carry the account's current session version.
 *
 * @param services the database and the token service
 * @param token the bearer token (already read from the Authorization header)
 * @returns the actor, or null (the request is then anonymous) for a bad, expired or ambiguous token, one of a
 *   deleted account, or one issued before the account's last password reset or change
 */
export async function resolveActor(
  services: { db: Db; tokens: TokenService },
  token: string,
): Promise<Actor | null> {
  const session = await services.tokens.verify(token);
  if (!session) return null;
  const store = SESSION_STORES[session.actor.kind];
  if (!store) return session.sessionVersion === 0 ? session.actor : null;
  const current = await store(services.db, session.actor);
  return current !== null && current === session.sessionVersion ? session.actor : null;
}
