/**
 * Session tokens: JWTs signed with HS256 through jose (ARCHITECTURE.md §2 "auth"). The payload names
 * exactly one of userId, coApplicantId, landlordId or pipelineViewerId (spec §6), or operatorId (the Stairway
 * team's console, decision 022), and carries `sv`, the
 * session version of that account when the token was issued (ARCHITECTURE.md §5; checked against the
 * database by lib/sessions.ts, so that a password change signs older sessions out).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { jwtVerify, SignJWT } from 'jose';

/** Who is signed in, read from the token: one kind, with the id claim of that kind only. */
export type Actor =
  | { kind: 'applicant'; userId: string }
  | { kind: 'coApplicant'; coApplicantId: string }
  | { kind: 'landlord'; landlordId: string }
  | { kind: 'pipelineViewer'; pipelineViewerId: string }
  | { kind: 'operator'; operatorId: string };

/** The kinds of actor: one per role of spec §6, and the operator (decision 022). */
export type ActorKind = Actor['kind'];

/** The claim that names each kind's id in a token. */
export const ACTOR_ID_CLAIMS = {
  applicant: 'userId',
  coApplicant: 'coApplicantId',
  landlord: 'landlordId',
  pipelineViewer: 'pipelineViewerId',
  operator: 'operatorId',
} as const satisfies Record<ActorKind, string>;

/** A verified token: who it names and the session version it was issued under. */
export type VerifiedSession = { actor: Actor; sessionVersion: number };

/** Session length, days. */
export const SESSION_DAYS = 30;

/**
 * A pipeline viewer's session length, hours: a working day, shorter than an applicant's 30 days, because the
 * pipeline shows many people's figures (decision 019).
 */
export const PIPELINE_SESSION_HOURS = 8;

/** How long each kind's token lasts, as jose's time span: 30 days, a pipeline viewer's and an operator's 8 hours (decisions 019, 022). */
export const SESSION_LIFETIMES: Record<ActorKind, string> = {
  applicant: `${SESSION_DAYS}d`,
  coApplicant: `${SESSION_DAYS}d`,
  landlord: `${SESSION_DAYS}d`,
  pipelineViewer: `${PIPELINE_SESSION_HOURS}h`,
  operator: `${OPERATOR_SESSION_HOURS}h`,
};

/** Signs and verifies session tokens with one secret. */
export type TokenService = {
  /**
   * Signs a session token for the actor, lasting {@link SESSION_LIFETIMES} of its kind (30 days; a pipeline
   * viewer's and an operator's 8 hours).
   * @param sessionVersion the account's current session version (users.session_version); 0 when the kind
   *   keeps none yet
   */
  sign: (actor: Actor, sessionVersion?: number) => Promise<string>;
  /**
   * Checks a token's signature, algorithm and expiry and reads its one subject.
   * @returns the actor and session version, or null for a bad, expired or ambiguous token
   */
  verify: (token: string) => Promise<VerifiedSession | null>;
};

/** Every account id is a UUID (the tables' primary keys); a token naming anything else is refused. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the actor from a verified payload: exactly one id claim, a UUID. */
function actorOf(payload: Record<string, unknown>): Actor | null {
  const present = (Object.entries(ACTOR_ID_CLAIMS) as Array<[ActorKind, string]>).filter(
    ([, claim]) => payload[claim] !== undefined,
  );
  if (present.length !== 1) return null;
  const [kind, claim] = present[0] as [ActorKind, string];
  const id = payload[claim];
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
  switch (kind) {
    case 'applicant':
      return { kind, userId: id };
    case 'coApplicant':
      return { kind, coApplicantId: id };
    case 'landlord':
      return { kind, landlordId: id };
    case 'pipelineViewer':
      return { kind, pipelineViewerId: id };
    case 'operator':
      return { kind, operatorId: id };
  }
}

/**
 * Reads JWT_SECRET, or the generated secret in DATA_DIR/jwt-secret (created on first start).
 * @returns the secret bytes
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/**
 * Creates the token service.
 * @param secret HS256 key bytes
 */
export function createTokenService(secret: Uint8Array): TokenService {
  // Imported once: given the raw bytes, jose imports the key again for every token it signs or verifies.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async sign(actor, sessionVersion = 0) {
      const { kind: _kind, ...claims } = actor;
      return new SignJWT({ ...claims, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIMES[actor.kind])
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        const actor = actorOf(payload);
        if (!actor) return null;
        // Tokens issued before session versions existed carry none: they count as version 0.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
        return { actor, sessionVersion };
      } catch {
        return null;
      }
    },
  };
}

/**
 * Reads the bearer token of an Authorization header ("Bearer {token}", empty when signed out; spec §6).
 * @returns the token, or null when absent or empty
 */
export function readBearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token ? token : null;
}
