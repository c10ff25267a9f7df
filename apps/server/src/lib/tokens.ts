/**
 * Session tokens: JWTs signed with HS256 through jose (ARCHITECTURE.md §2 "auth"). The payload names
 * exactly one of userId, coApplicantId, landlordId or pipelineViewerId (spec §6), or operatorId (the Stairway
 * team's console, decision 022), and carries `sv`, the session version of that account when the token was issued
 * (ARCHITECTURE.md §5; checked against the database by lib/sessions.ts, so that sign-out, a password change or
 * an operator's "sign out everywhere" signs older sessions out), `auth_time`, when the session began, and a
 * short `exp` renewed while the session is used (decision 030).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';

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

/**
 * A verified token: who it names, the session version it was issued under, and its times (seconds since the
 * epoch): when the session began (`auth_time`, the sign-in; kept by every renewal), when this token was issued
 * and when it expires.
 */
export type VerifiedSession = {
  actor: Actor;
  sessionVersion: number;
  authTime: number;
  issuedAt: number;
  expiresAt: number;
};

/** Seconds in an hour and in a day. */
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How long each kind's sessions last, seconds (decision 030; OWASP ASVS 4.0 V3.3): `idle` is a token's lifetime,
 * so a session unused for that long ends; `absolute` is the longest a session lasts from its sign-in however
 * active it is. An active session's token is renewed (sliding renewal, TokenService.renew) up to that limit.
 * Applicants, co-applicants and landlords: 12 hours idle, 30 days in all (the earlier token lifetime). Pipeline
 * viewers and operators, who see many people's figures: 1 hour idle, 8 hours in all (decisions 019 and 022,
 * OPERATOR_SESSION_HOURS).
 */
export const SESSION_LIFETIMES_SECONDS: Record<ActorKind, { idle: number; absolute: number }> = {
  applicant: { idle: 12 * HOUR, absolute: 30 * DAY },
  coApplicant: { idle: 12 * HOUR, absolute: 30 * DAY },
  landlord: { idle: 12 * HOUR, absolute: 30 * DAY },
  pipelineViewer: { idle: HOUR, absolute: 8 * HOUR },
  operator: { idle: HOUR, absolute: OPERATOR_SESSION_HOURS * HOUR },
};

/** The response header that carries a renewed token (read by the web app's Apollo links; CORS exposes it). */
export const RENEWED_TOKEN_HEADER = 'X-Session-Token';

/** Signs and verifies session tokens with one secret. */
export type TokenService = {
  /**
   * Signs a session token for the actor: it expires after the kind's idle lifetime, or at the session's absolute
   * limit if that comes first (SESSION_LIFETIMES_SECONDS).
   * @param sessionVersion the account's current session version (e.g. users.session_version)
   * @param authTime when the session began, seconds since the epoch; now (a new sign-in) when omitted
   */
  sign: (actor: Actor, sessionVersion?: number, authTime?: number) => Promise<string>;
  /**
   * Checks a token's header (`alg` HS256 and at most `typ: JWT`: no `kid`, `jku`, `crit`…), signature, `exp` and
   * `iat` (both required) and reads its one subject; refuses an `iat` or `auth_time` in the future (beyond
   * CLOCK_SKEW_SECONDS), an `exp` further from `iat` than the kind's idle lifetime or past the session's absolute
   * limit, and a session older than that limit (decisions 030 and 047).
   * @returns the actor, session version and times, or null for a bad, expired, ambiguous or forged token
   */
  verify: (token: string) => Promise<VerifiedSession | null>;
  /**
   * Sliding renewal: a new token for a verified session once less than half of its token's lifetime is left,
   * with the same subject, version and session start, expiring a full idle lifetime from now (capped at the
   * absolute limit).
   * @returns the new token, or null when renewal is not due or would not extend the session
   */
  renew: (session: VerifiedSession) => Promise<string | null>;
};

/**
 * How far in the future a token's `iat` (or `auth_time`) may be, seconds: the clocks of two server processes
 * may differ a little, never by a minute.
 */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * The only header parameters a session token may carry: the server signs with `{ alg: 'HS256' }`, and `typ`
 * is allowed when it says JWT. Any other (`kid`, `jku`, `jwk`, `x5u`, `x5c`, `crit`, `b64`…) names a key or a
 * processing rule the server never uses, so a token carrying one was not made by it.
 */
const ALLOWED_HEADER_PARAMETERS: ReadonlySet<string> = new Set(['alg', 'typ']);

/**
 * Whether a token's protected header is one the server makes: `alg` HS256, `typ` absent or JWT, and nothing
 * else.
 * @param token a compact JWS
 * @returns false for any other header, or one that cannot be read
 */
export function isOwnTokenHeader(token: string): boolean {
  try {
    const header = decodeProtectedHeader(token) as Record<string, unknown>;
    if (Object.keys(header).some((name) => !ALLOWED_HEADER_PARAMETERS.has(name))) return false;
    return header.alg === 'HS256' && (header.typ === undefined || header.typ === 'JWT');
  } catch {
    return false;
  }
}

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
  const now = () => Math.floor(Date.now() / 1000);
  const signAt = async (actor: Actor, sessionVersion: number, authTime: number) => {
    const { kind: _kind, ...claims } = actor;
    const lifetime = SESSION_LIFETIMES_SECONDS[actor.kind];
    const issuedAt = now();
    return new SignJWT({ ...claims, sv: sessionVersion, auth_time: authTime })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.min(issuedAt + lifetime.idle, authTime + lifetime.absolute))
      .sign(await key);
  };
  return {
    sign: (actor, sessionVersion = 0, authTime = now()) => signAt(actor, sessionVersion, authTime),
    async verify(token) {
      try {
        // Before the signature: a header the server never writes (a key id, a key URL, a critical extension)
        // means the token was not made here, whatever its signature says.
        if (!isOwnTokenHeader(token)) return null;
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
        });
        const actor = actorOf(payload);
        if (!actor) return null;
        // Tokens issued before session versions existed carry none: they count as version 0.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion) || sessionVersion < 0)
          return null;
        const expiresAt = payload.exp as number;
        const issuedAt = payload.iat as number;
        const lifetime = SESSION_LIFETIMES_SECONDS[actor.kind];
        const at = now();
        // Issued in the future, or living longer than this kind's tokens ever do: not a token the server signed
        // (it signs with iat = now and exp at most the idle lifetime later).
        if (issuedAt > at + CLOCK_SKEW_SECONDS) return null;
        if (expiresAt - issuedAt > lifetime.idle) return null;
        // Tokens issued before renewal existed carry no auth_time: their session began when they were issued.
        const authTime = payload.auth_time === undefined ? issuedAt : payload.auth_time;
        if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return null;
        // A session cannot begin after its token was issued, nor outlast its absolute limit.
        if (authTime > issuedAt + CLOCK_SKEW_SECONDS) return null;
        if (at > authTime + lifetime.absolute) return null;
        if (expiresAt > authTime + lifetime.absolute) return null;
        return { actor, sessionVersion, authTime, issuedAt, expiresAt };
      } catch {
        return null;
      }
    },
    async renew(session) {
      const lifetime = SESSION_LIFETIMES_SECONDS[session.actor.kind];
      const at = now();
      if (session.expiresAt - at > lifetime.idle / 2) return null;
      if (Math.min(at + lifetime.idle, session.authTime + lifetime.absolute) <= session.expiresAt)
        return null;
      return signAt(session.actor, session.sessionVersion, session.authTime);
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
