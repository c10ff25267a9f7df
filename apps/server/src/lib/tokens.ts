/**
 * Session tokens: JWTs signed with HS256 through jose (ARCHITECTURE.md §2 "auth"). The payload names
 * exactly one of userId, coApplicantId, landlordId or pipelineViewerId (spec §6).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** Who is signed in, read from the token. */
export type Actor =
  | { kind: 'applicant'; userId: string }
  | { kind: 'coApplicant'; coApplicantId: string }
  | { kind: 'landlord'; landlordId: string }
  | { kind: 'pipelineViewer'; pipelineViewerId: string };

/** Session length, days. */
export const SESSION_DAYS = 30;

/** Signs and verifies session tokens with one secret. */
export type TokenService = {
  sign: (actor: Actor) => Promise<string>;
  verify: (token: string) => Promise<Actor | null>;
};

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
  return {
    async sign(actor) {
      const { kind: _kind, ...claims } = actor;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const ids = ['userId', 'coApplicantId', 'landlordId', 'pipelineViewerId'].filter(
          (k) => typeof payload[k] === 'string',
        );
        if (ids.length !== 1) return null;
        if (typeof payload.userId === 'string') return { kind: 'applicant', userId: payload.userId };
        if (typeof payload.coApplicantId === 'string')
          return { kind: 'coApplicant', coApplicantId: payload.coApplicantId };
        if (typeof payload.landlordId === 'string')
          return { kind: 'landlord', landlordId: payload.landlordId };
        if (typeof payload.pipelineViewerId === 'string')
          return { kind: 'pipelineViewer', pipelineViewerId: payload.pipelineViewerId };
        return null;
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
