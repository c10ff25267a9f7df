/**
 * Onfido's webhook (decision 053; README "Identity verification: Onfido"): Onfido POSTs its events
 * to APP_URL/webhooks/onfido, signed with the webhook's token (ONFIDO_WEBHOOK_TOKEN) in the X-SHA2-Signature
 * header: the hex HMAC-SHA256 of the exact body. The signature is checked before the body is read as JSON;
 * a missing or wrong one is answered 401 and changes nothing.
 *
 * A workflow_run event settles the matching identity check (verification_sessions: provider "onfido",
 * reference = the run's id) and sets the person's identityVerified when the run was approved. The poll
 * (checkIdentityVerification) and the event may arrive in either order: whichever settles the check first
 * wins, and the second changes nothing (both change only a Pending check). Onfido's events carry no id, so an
 * event is known by the SHA-256 of its signed body (eventIdOfBody): the same delivery again, or a captured
 * request replayed, is recorded once and changes nothing (recordWebhookEvent, in the same transaction as the
 * change). The application is found from the check's row, never from a user; once it is submitted the event
 * is recorded and changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppServices } from '../context';
import { userApplications, verificationSessions } from '../db/schema';
import { onfidoConfigured } from '../provider-config';
import { mapOnfidoStatus, onfidoReasons } from '../providers/identity/onfido-identity';
import type { Person } from './people';
import { setPersonFlags } from './people';
import { eventIdOfBody, recordWebhookEvent } from './provider-webhook-events';

/** The header Onfido signs its events in. */
export const ONFIDO_SIGNATURE_HEADER = 'x-sha2-signature';

/** The part of an Onfido event this reads (API v3.6 `webhook_event`); anything else in it is ignored. */
const onfidoEventSchema = z.object({
  payload: z.object({
    resource_type: z.string(),
    action: z.string(),
    object: z.object({ id: z.string().min(1).max(200), status: z.string().max(100).optional() }),
    resource: z
      .object({
        status: z.string().max(100).optional(),
        reasons: z.unknown().optional(),
        error: z.unknown().optional(),
        output: z.unknown().optional(),
      })
      .nullish(),
  }),
});

/** What happened to an event (the response's body says it, for Onfido's delivery log and the tests). */
export type OnfidoWebhookOutcome =
  | 'settled'
  | 'pending'
  | 'already-settled'
  | 'duplicate'
  | 'submitted'
  | 'unknown-run'
  | 'ignored';

/**
 * Whether a signature is the hex HMAC-SHA256 of the body with the token, compared in constant time.
 * @param rawBody the body exactly as received
 * @param signature the X-SHA2-Signature header; null when missing
 * @param token ONFIDO_WEBHOOK_TOKEN
 */
export function onfidoSignatureValid(rawBody: Buffer, signature: string | null, token: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', token).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(signature.trim(), 'hex'), expected);
}

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers one delivery of Onfido's webhook.
 * @param services the database, the configuration and the logger
 * @param rawBody the request's body as received (the signature covers these bytes)
 * @param signature the X-SHA2-Signature header; null when missing
 * @returns 404 when Onfido is not configured; 401 for a missing or wrong signature; 400 for a body that is
 *   not an Onfido event; else 200 with `{ outcome }` (settled, pending, already-settled, duplicate,
 *   submitted, unknown-run or ignored)
 */
export async function handleOnfidoWebhook(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  rawBody: Buffer,
  signature: string | null,
): Promise<Response> {
  const { config, db, logger } = services;
  if (!onfidoConfigured(config) || !config.ONFIDO_WEBHOOK_TOKEN) {
    return new Response('This provider is not configured.', { status: 404 });
  }
  if (!onfidoSignatureValid(rawBody, signature, config.ONFIDO_WEBHOOK_TOKEN)) {
    return json(401, { error: 'The X-SHA2-Signature header is missing or wrong.' });
  }
  let parsed: z.infer<typeof onfidoEventSchema>;
  try {
    parsed = onfidoEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return json(400, { error: 'The body is not an Onfido event.' });
  }
  const { payload } = parsed;
  // Only workflow runs settle identity checks; other events (tasks, checks, reports) are not used.
  if (payload.resource_type !== 'workflow_run' && !payload.action.startsWith('workflow_run.')) {
    return json(200, { outcome: 'ignored' satisfies OnfidoWebhookOutcome });
  }
  const runId = payload.object.id;
  const providerStatus = payload.object.status ?? payload.resource?.status ?? null;
  const status = mapOnfidoStatus(providerStatus);
  const eventId = eventIdOfBody(rawBody);

  const outcome = await db.transaction(async (tx): Promise<OnfidoWebhookOutcome> => {
    const [session] = await tx
      .select()
      .from(verificationSessions)
      .where(
        and(
          eq(verificationSessions.provider, 'onfido'),
          eq(verificationSessions.reference, runId),
          eq(verificationSessions.purpose, 'identity'),
        ),
      );
    if (!session) {
      return (await recordWebhookEvent(tx, 'onfido', eventId, payload.action)) ? 'unknown-run' : 'duplicate';
    }
    // The application is locked first, as every change to it is (services/application-changes.ts).
    const [application] = await tx
      .select({ id: userApplications.id, submitted: userApplications.submitted })
      .from(userApplications)
      .where(eq(userApplications.id, session.applicationId))
      .for('update');
    if (!(await recordWebhookEvent(tx, 'onfido', eventId, payload.action))) return 'duplicate';
    if (!application || application.submitted) return 'submitted';
    if (status === 'Pending') return 'pending';
    const settled = await tx
      .update(verificationSessions)
      .set({
        status,
        details: { providerStatus, reasons: onfidoReasons(payload.resource ?? {}) },
        completedAt: new Date(),
      })
      .where(and(eq(verificationSessions.id, session.id), eq(verificationSessions.status, 'Pending')))
      .returning({ id: verificationSessions.id });
    if (settled.length === 0) return 'already-settled';
    if (status === 'Passed') {
      await setPersonFlags(tx, application.id, session.person as Person, { identityVerified: true });
    }
    return 'settled';
  });
  logger.info({ runId, action: payload.action, providerStatus, outcome }, 'Onfido webhook event');
  return json(200, { outcome });
}
