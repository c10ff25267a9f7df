/**
 * The sandbox Direct Debit provider: a page on this server, /sandbox/direct-debit/{reference}
 * (providers/sandbox/sandbox-pages.tsx), clearly labelled "Sandbox Direct Debit — no real bank account is
 * debited", where a person gives a made-up mandate (name, sort code, account number). Once given, the same page
 * is the sandbox bank: it lists the mandate's collections and lets the person mark each one paid or failed,
 * which sends Stairway a signed webhook, as a real provider would. Its records are in the database
 * (sandbox_sessions: purpose 'direct-debit' for a setup and its mandate, 'direct-debit-payment' for each
 * collection), so the server stays stateless between requests.
 *
 * Webhooks are signed like Stripe's: the header `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of
 * "<t>.<raw body>">`, accepted for five minutes either side of the timestamp.
 */
import crypto from 'node:crypto';
import type { SandboxSessionRow } from '../../db/rows';
import { WebhookSignatureError } from '../payments/payment-provider';
import { type SandboxStore, sandboxPath } from '../sandbox/sandbox-store';
import type {
  CollectionPayment,
  CollectionPaymentStatus,
  DirectDebitProvider,
  DirectDebitWebhookEvent,
  MandateStatus,
} from './direct-debit-provider';

/** The header the sandbox's webhooks carry their signature in. */
export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
/** How far a webhook's timestamp may be from now, seconds (Stripe's default tolerance). */
export const SANDBOX_WEBHOOK_TOLERANCE_SECONDS = 300;
/** How long a setup's page, and so the sandbox bank, works, hours: about a year. */
export const SANDBOX_MANDATE_TTL_HOURS = 366 * 24;
/** How long a collection can still be decided on the sandbox bank, hours: about a year. */
export const SANDBOX_COLLECTION_TTL_HOURS = 366 * 24;
/** The prefix of the sandbox's payment ids, so that they read like a provider's: `sbxpay_<reference>`. */
export const SANDBOX_PAYMENT_ID_PREFIX = 'sbxpay_';
/** The placeholder in a setup's success URL that is replaced by the setup's id. */
export const SETUP_ID_PLACEHOLDER = '{SETUP_ID}';

const PAYMENT_STATUSES: readonly CollectionPaymentStatus[] = ['pending', 'paid', 'failed'];
const MANDATE_STATUSES: readonly MandateStatus[] = ['pending', 'active', 'inactive'];

/**
 * The signature header's value for a webhook body.
 * @param rawBody the body exactly as it is sent
 * @param secret the shared webhook secret
 * @param nowSeconds the signing time, whole Unix seconds
 * @returns `t=<nowSeconds>,v1=<hex HMAC-SHA-256 of "<t>.<rawBody>">`
 */
export function signSandboxWebhook(rawBody: Buffer | string, secret: string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  const mac = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${mac}`;
}

/** The payment id of a collection's record. */
export const sandboxPaymentId = (reference: string) => `${SANDBOX_PAYMENT_ID_PREFIX}${reference}`;

/** The record reference inside a sandbox payment id, or null when it is not one. */
export function sandboxPaymentReference(paymentId: string): string | null {
  return paymentId.startsWith(SANDBOX_PAYMENT_ID_PREFIX)
    ? paymentId.slice(SANDBOX_PAYMENT_ID_PREFIX.length)
    : null;
}

/**
 * A collection's record as the provider reports it.
 * @param row a 'direct-debit-payment' record (status pending, paid or failed)
 * @returns the payment: its id, amount (pence), status and, when failed, the reason
 */
export function collectionOf(row: SandboxSessionRow): CollectionPayment {
  const amount = row.details?.amountPence;
  const status = PAYMENT_STATUSES.find((s) => s === row.status) ?? 'pending';
  const reason = row.details?.failureReason;
  return {
    paymentId: sandboxPaymentId(row.reference),
    amountPence: typeof amount === 'number' ? amount : 0,
    status,
    failureReason: status === 'failed' ? (typeof reason === 'string' ? reason : 'Payment failed') : null,
  };
}

/** The success URL of a setup with its id filled in. */
export function mandateSuccessUrl(session: SandboxSessionRow): string {
  return session.returnUrl.replaceAll(SETUP_ID_PLACEHOLDER, encodeURIComponent(session.reference));
}

/** The account as it may be shown, from a completed setup's record: "Sort code 20-00-00, account ending 5678". */
export function mandateBankLabel(session: SandboxSessionRow): string {
  const sortCode = String(session.details?.sortCode ?? '');
  const last4 = String(session.details?.accountLast4 ?? '');
  const dashed = sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
  return `Sort code ${dashed}, account ending ${last4}`;
}

/** Checks the signature header against the body: throws WebhookSignatureError unless it is right and fresh. */
function verifySignature(rawBody: Buffer, header: string | null, secret: string, nowSeconds: number): void {
  if (!secret) throw new WebhookSignatureError('No sandbox Direct Debit webhook secret is configured');
  if (!header) throw new WebhookSignatureError(`The ${SANDBOX_SIGNATURE_HEADER} header is missing`);
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([name]) => name === 't')?.[1] ?? '';
  const given = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value ?? '');
  if (!/^\d{1,12}$/.test(t) || given.length === 0) {
    throw new WebhookSignatureError(`The ${SANDBOX_SIGNATURE_HEADER} header is malformed`);
  }
  if (Math.abs(nowSeconds - Number(t)) > SANDBOX_WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook’s timestamp is outside the tolerance');
  }
  const expected = Buffer.from(signSandboxWebhook(rawBody, secret, Number(t)).split('v1=')[1] ?? '', 'hex');
  const matches = given.some((value) => {
    const received = Buffer.from(value, 'hex');
    return received.length === expected.length && crypto.timingSafeEqual(received, expected);
  });
  if (!matches) throw new WebhookSignatureError('The webhook’s signature does not match');
}

/** The event in a verified body, or null when it is not one Stairway acts on. */
function eventOf(rawBody: Buffer): DirectDebitWebhookEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const event = body as Record<string, unknown>;
  if (typeof event.id !== 'string' || !event.id) return null;
  if (event.type === 'mandate') {
    const status = MANDATE_STATUSES.find((s) => s === event.status);
    if (typeof event.mandateId !== 'string' || !status) return null;
    return { type: 'mandate', eventId: event.id, mandateId: event.mandateId, status };
  }
  if (event.type !== 'payment' || typeof event.payment !== 'object' || event.payment === null) return null;
  const payment = event.payment as Record<string, unknown>;
  const status = PAYMENT_STATUSES.find((s) => s === payment.status);
  const reason = payment.failureReason;
  if (
    typeof payment.paymentId !== 'string' ||
    !Number.isSafeInteger(payment.amountPence) ||
    !status ||
    !(reason === null || reason === undefined || typeof reason === 'string')
  ) {
    return null;
  }
  return {
    type: 'payment',
    eventId: event.id,
    payment: {
      paymentId: payment.paymentId,
      amountPence: payment.amountPence as number,
      status,
      failureReason: typeof reason === 'string' ? reason : null,
    },
  };
}

/**
 * Creates the sandbox Direct Debit provider.
 * @param options.store the sandbox records
 * @param options.appUrl this server's public URL, for the setup page's address
 * @param options.webhookSecret the secret the sandbox bank signs its webhooks with (parseWebhook checks it)
 *   (createSandboxPages is given the same secret; the sandbox bank's pages send the webhooks)
 * @param options.now the clock, milliseconds (tests move it)
 * @returns the provider, kind 'sandbox'
 */
export function createSandboxDirectDebitProvider(options: {
  store: SandboxStore;
  appUrl: string;
  webhookSecret: string;
  now?: () => number;
}): DirectDebitProvider {
  const { store } = options;
  const now = options.now ?? Date.now;

  async function paymentRecord(paymentId: string): Promise<SandboxSessionRow> {
    const reference = sandboxPaymentReference(paymentId);
    const row = reference ? await store.find('direct-debit-payment', reference) : null;
    if (!row) throw new Error(`The sandbox Direct Debit payment ${paymentId} does not exist`);
    return row;
  }

  return {
    kind: 'sandbox',
    async startMandateSetup(request) {
      const { reference } = await store.create('direct-debit', {
        subjectName: request.payerName,
        // The placeholder is filled in when the person finishes (mandateSuccessUrl).
        returnUrl: request.successUrl,
        ttlHours: SANDBOX_MANDATE_TTL_HOURS,
        details: {
          payerEmail: request.payerEmail,
          clientReference: request.clientReference,
          cancelUrl: request.cancelUrl,
        },
      });
      return { setupId: reference, url: `${options.appUrl}${sandboxPath('direct-debit', reference)}` };
    },
    async getMandateSetup(setupId) {
      const session = await store.find('direct-debit', setupId);
      if (!session) throw new Error(`The sandbox Direct Debit setup ${setupId} does not exist`);
      if (session.status === 'cancelled') return { status: 'cancelled' };
      if (session.status === 'pending') return { status: store.isExpired(session) ? 'expired' : 'open' };
      return {
        status: 'complete',
        mandate: {
          mandateId: session.reference,
          customerId: null,
          paymentMethodId: null,
          bankLabel: mandateBankLabel(session),
          status: session.status === 'active' ? 'active' : 'inactive',
        },
      };
    },
    async createCollection(request) {
      const { mandateId } = request.mandate;
      const mandate = await store.find('direct-debit', mandateId);
      if (mandate?.status !== 'active') {
        throw new Error(`The sandbox Direct Debit mandate ${mandateId} is not active`);
      }
      if (!Number.isSafeInteger(request.amountPence) || request.amountPence <= 0) {
        throw new Error('A sandbox Direct Debit collection must be a whole number of pence above 0');
      }
      const earlier = await store.listByDetail(
        'direct-debit-payment',
        'idempotencyKey',
        request.idempotencyKey,
      );
      const same = earlier.find((row) => row.details?.mandateId === mandateId);
      if (same) return collectionOf(same);
      const { reference } = await store.create('direct-debit-payment', {
        subjectName: mandate.subjectName,
        returnUrl: mandateSuccessUrl(mandate),
        ttlHours: SANDBOX_COLLECTION_TTL_HOURS,
        details: {
          mandateId,
          amountPence: request.amountPence,
          description: request.description,
          metadata: request.metadata,
          idempotencyKey: request.idempotencyKey,
        },
      });
      return collectionOf(await paymentRecord(sandboxPaymentId(reference)));
    },
    async getCollection(paymentId) {
      return collectionOf(await paymentRecord(paymentId));
    },
    async listCollections(mandate) {
      const rows = await store.listByDetail('direct-debit-payment', 'mandateId', mandate.mandateId);
      return rows.map(collectionOf);
    },
    async cancelMandate(mandate) {
      await store.cancel('direct-debit', mandate.mandateId);
    },
    async parseWebhook(rawBody, signature) {
      verifySignature(rawBody, signature, options.webhookSecret, Math.floor(now() / 1000));
      return eventOf(rawBody);
    },
  };
}
