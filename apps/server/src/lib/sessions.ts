/**
 * Sessions (ARCHITECTURE.md §5 "a token carries a session version kept in the database"; decisions 013, 030):
 * a token is accepted only while its session version is the account's current one, so that sign-out, a password
 * reset or change, and an operator's "sign out everywhere" sign every session of the account out at once. Each
 * kind of account keeps its version in its own table (applicants in users; co-applicants in co_applicants,
 * decision 015; landlords in landlords, decision 018; pipeline viewers in pipeline_viewers, decision 019;
 * operators in operators, decision 022), described once in SESSION_TABLES. A disabled operator's or pipeline
 * viewer's tokens are refused too (decision 025). A passed check is remembered for a second and forgotten by
 * every mutation (lib/session-cache.ts, decision 033), on any server on the same PostgreSQL (decision 062).
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { UserRow } from '../db/rows';
import { coApplicants, landlords, operators, pipelineViewers, users } from '../db/schema';
import type { CheckedSession, SessionCache } from './session-cache';
import type { Actor, ActorKind, TokenService } from './tokens';

/** Where a kind of account keeps its session version: its table, id, version and (if any) disabled-at columns. */
type SessionTable = {
  table: PgTable;
  id: PgColumn;
  sessionVersion: PgColumn;
  disabledAt?: PgColumn;
};

/** Every kind's session table. */
const SESSION_TABLES: Record<ActorKind, SessionTable> = {
  applicant: { table: users, id: users.id, sessionVersion: users.sessionVersion },
  coApplicant: { table: coApplicants, id: coApplicants.id, sessionVersion: coApplicants.sessionVersion },
  landlord: { table: landlords, id: landlords.id, sessionVersion: landlords.sessionVersion },
  pipelineViewer: {
    table: pipelineViewers,
    id: pipelineViewers.id,
    sessionVersion: pipelineViewers.sessionVersion,
    disabledAt: pipelineViewers.disabledAt,
  },
  operator: {
    table: operators,
    id: operators.id,
    sessionVersion: operators.sessionVersion,
    disabledAt: operators.disabledAt,
  },
};

/** The id an actor's token names (a UUID, checked by lib/tokens.ts). */
export function actorIdOf(actor: Actor): string {
  switch (actor.kind) {
    case 'applicant':
      return actor.userId;
    case 'coApplicant':
      return actor.coApplicantId;
    case 'landlord':
      return actor.landlordId;
    case 'pipelineViewer':
      return actor.pipelineViewerId;
    case 'operator':
      return actor.operatorId;
  }
}

/**
 * Reads an account's current session version.
 * @returns the version, or null when the account does not exist or is disabled (its tokens are refused)
 */
async function currentSessionVersion(db: Db, kind: ActorKind, id: string): Promise<number | null> {
  const store = SESSION_TABLES[kind];
  const [row] = (await db
    .select({
      sessionVersion: store.sessionVersion,
      disabledAt: store.disabledAt ?? sql<null>`null`,
    })
    .from(store.table)
    .where(eq(store.id, id))) as Array<{ sessionVersion: number; disabledAt: Date | null }>;
  return row && !row.disabledAt ? row.sessionVersion : null;
}

/**
 * Signs every session of an account out at once: adds one to its session version, so every token issued before
 * is refused (sign-out, decision 030; an operator's "sign out everywhere").
 * @param kind the kind of account
 * @param id its id (a UUID)
 * @returns true when the account exists, false when there is no such account
 */
export async function revokeSessions(db: Db, kind: ActorKind, id: string): Promise<boolean> {
  const store = SESSION_TABLES[kind];
  const updated = await db
    .update(store.table)
    .set({ sessionVersion: sql`${store.sessionVersion} + 1` } as never)
    .where(eq(store.id, id))
    .returning({ id: store.id });
  return updated.length > 0;
}

/** The applicant session check's query, prepared once per database (see {@link sessionUserQuery}). */
const preparedSessionUser = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

function prepareSessionUser(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
}

/**
 * The query that reads an applicant's users row for every request they make, built once per database and
 * kept (in the load benchmark, building Drizzle's SQL was about a fifth of the server's CPU under load, and
 * this query runs on every applicant request). `execute({ id })` runs it.
 */
function sessionUserQuery(db: Db) {
  let query = preparedSessionUser.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    preparedSessionUser.set(db, query);
  }
  return query;
}

/**
 * The signed-in actor of a request, when its token is due for sliding renewal the renewed token, and for an
 * applicant their users row as read for the session check (so that `me` needs no query of its own).
 */
export type ResolvedSession = { actor: Actor; renewedToken: string | null; user: UserRow | null };

/**
 * Reads the signed-in actor of a bearer token: the token must be ours and unexpired, within its session's
 * absolute limit, name exactly one of userId, coApplicantId, landlordId, pipelineViewerId or operatorId, and
 * carry the account's current session version. Renews the token when half its lifetime is gone (decision 030).
 * A passed check is remembered for SESSION_CACHE_MS (one second; lib/session-cache.ts, decision 033), and every
 * mutation forgets what was remembered, on every server on the same PostgreSQL (lib/invalidation-bus.ts,
 * decision 062).
 *
 * @param services the database, the token service and the session cache
 * @param token the bearer token (already read from the Authorization header)
 * @returns the actor and any renewed token, or null (the request is then anonymous) for a bad, expired or
 *   ambiguous token, one of a deleted or disabled account, or one issued before the account's last sign-out or
 *   password reset or change
 */
export async function resolveActor(
  services: { db: Db; tokens: TokenService; sessionCache: SessionCache },
  token: string,
): Promise<ResolvedSession | null> {
  const remembered = services.sessionCache.get(token);
  if (remembered) return resolved(services.tokens, remembered);
  const generation = services.sessionCache.generation();
  const checked = await checkSession(services, token);
  if (!checked) return null;
  services.sessionCache.set(token, checked, generation);
  return resolved(services.tokens, checked);
}

/** A passed check as the request's session: its actor, any renewed token, and an applicant's row. */
async function resolved(tokens: TokenService, { session, user }: CheckedSession): Promise<ResolvedSession> {
  return { actor: session.actor, renewedToken: await tokens.renew(session), user };
}

/**
 * Verifies a token and checks it against its account's current session version in the database.
 * @returns the verified session and, for an applicant, their users row; null when the token is refused
 */
async function checkSession(
  services: { db: Db; tokens: TokenService },
  token: string,
): Promise<CheckedSession | null> {
  const session = await services.tokens.verify(token);
  if (!session) return null;
  if (session.actor.kind === 'applicant') {
    // One query reads the version and the row the request's resolvers use (`me`, loaders.user).
    const [user] = await sessionUserQuery(services.db).execute({ id: session.actor.userId });
    if (!user || user.sessionVersion !== session.sessionVersion) return null;
    return { session, user };
  }
  const current = await currentSessionVersion(services.db, session.actor.kind, actorIdOf(session.actor));
  if (current === null || current !== session.sessionVersion) return null;
  return { session, user: null };
}
