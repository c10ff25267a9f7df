/**
 * Unit tests of the Onfido adapter's rules (providers/identity/onfido-identity.ts, decision 053): the workflow
 * run statuses in the domain's words, the reasons kept for the operator (and what is not kept), which failed
 * calls are repeated, the webhook's signature check, and which providers production refuses
 * (providers/verification-providers.ts).
 */
import { createHmac } from 'node:crypto';
import type { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Logger } from '../../src/lib/logger';
import {
  mapOnfidoStatus,
  onfidoCheckResult,
  onfidoReasons,
  onfidoRetryable,
} from '../../src/providers/identity/onfido-identity';
import type { SandboxStore } from '../../src/providers/sandbox/sandbox-store';
import {
  assertVerificationProvidersAllowed,
  createVerificationProviders,
  SANDBOX_IN_PRODUCTION_REFUSAL,
} from '../../src/providers/verification-providers';
import { onfidoSignatureValid } from '../../src/services/onfido-webhook';

describe('Onfido workflow run statuses in the domain’s words', () => {
  it.each([
    ['processing', 'Pending'],
    ['awaiting_input', 'Pending'],
    ['awaiting_client_input', 'Pending'],
    ['approved', 'Passed'],
    ['declined', 'Failed'],
    ['review', 'Failed'],
    ['error', 'Failed'],
    ['abandoned', 'Expired'],
  ])('%s is %s', (status, expected) => {
    expect(mapOnfidoStatus(status)).toBe(expected);
  });

  it('a status Onfido adds later, or none, is Pending (never Passed)', () => {
    expect(mapOnfidoStatus('something_new')).toBe('Pending');
    expect(mapOnfidoStatus(undefined)).toBe('Pending');
    expect(mapOnfidoStatus('__proto__')).toBe('Pending');
    expect(mapOnfidoStatus('toString')).toBe('Pending');
  });

  it('keeps Onfido’s own status and its reasons with the result', () => {
    expect(onfidoCheckResult({ status: 'declined', reasons: ['document: rejected'] })).toEqual({
      status: 'Failed',
      providerStatus: 'declined',
      reasons: ['document: rejected'],
    });
  });
});

describe('the reasons kept for the operator', () => {
  it('reads the run’s reasons, its error, and the document, face and watchlist results of its output', () => {
    expect(
      onfidoReasons({
        reasons: ['Document was not clear', ''],
        error: { type: 'task_error', message: 'The document task failed' },
        output: {
          document_report: { result: 'consider', breakdown: { image_integrity: 'consider' } },
          facial_similarity: 'clear',
          watchlist_aml: { status: 'clear' },
          // Not a decision result: not kept.
          full_name: 'Amelia Hughes',
          document_front_photo: { id: 'file_1', href: 'https://example.com/photo.jpg' },
        },
      }),
    ).toEqual([
      'Document was not clear',
      'error: task_error: The document task failed',
      'document_report: consider',
      'facial_similarity: clear',
      'watchlist_aml: clear',
    ]);
  });

  it('keeps nothing of a document’s data or images, and bounds what it keeps', () => {
    const reasons = onfidoReasons({
      reasons: Array.from({ length: 40 }, (_, i) => `${'x'.repeat(300)}${i}`),
      output: { document_image: { data: 'base64…' }, dob: '1990-04-01' },
    });
    expect(reasons).toHaveLength(20);
    for (const r of reasons) expect(r.length).toBeLessThanOrEqual(200);
    expect(onfidoReasons({ output: { document_image: { data: 'base64…' }, dob: '1990-04-01' } })).toEqual([]);
    expect(onfidoReasons({})).toEqual([]);
  });
});

describe('which failed calls are repeated', () => {
  const error = (method: string, status?: number) =>
    ({
      config: { method },
      response: status === undefined ? undefined : { status },
    }) as unknown as AxiosError;

  it('a read: on no response, 429 and 5xx; not on another 4xx', () => {
    expect(onfidoRetryable(error('get'))).toBe(true);
    expect(onfidoRetryable(error('get', 429))).toBe(true);
    expect(onfidoRetryable(error('get', 503))).toBe(true);
    expect(onfidoRetryable(error('get', 404))).toBe(false);
    expect(onfidoRetryable(error('get', 422))).toBe(false);
  });

  it('a POST only when no response came', () => {
    expect(onfidoRetryable(error('post'))).toBe(true);
    expect(onfidoRetryable(error('post', 429))).toBe(false);
    expect(onfidoRetryable(error('post', 500))).toBe(false);
    expect(onfidoRetryable(error('post', 422))).toBe(false);
  });
});

describe('the webhook’s signature', () => {
  const token = 'a-webhook-token-of-enough-length';
  const body = Buffer.from('{"payload":{}}');
  const good = createHmac('sha256', token).update(body).digest('hex');

  it('is the hex HMAC-SHA256 of the exact body with the token', () => {
    expect(onfidoSignatureValid(body, good, token)).toBe(true);
    expect(onfidoSignatureValid(body, good.toUpperCase(), token)).toBe(true);
  });

  it('refuses a missing, malformed or wrong one, and one of another body', () => {
    expect(onfidoSignatureValid(body, null, token)).toBe(false);
    expect(onfidoSignatureValid(body, '', token)).toBe(false);
    expect(onfidoSignatureValid(body, good.slice(0, 62), token)).toBe(false);
    expect(onfidoSignatureValid(body, `${good}00`, token)).toBe(false);
    expect(onfidoSignatureValid(body, 'z'.repeat(64), token)).toBe(false);
    expect(onfidoSignatureValid(body, good, 'another-token-of-enough-length')).toBe(false);
    expect(onfidoSignatureValid(Buffer.from('{"payload":{} }'), good, token)).toBe(false);
  });
});

describe('production and the sandbox providers', () => {
  const base = {
    DATA_DIR: '/tmp/stairway-unused',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL: 'https://stairway.example.com',
  };
  const onfido = {
    ONFIDO_API_TOKEN: 'api_live.token',
    ONFIDO_WEBHOOK_TOKEN: 'onfido-webhook-token-0123456789',
    ONFIDO_WORKFLOW_ID: '2d5f2a8e-4b0c-4a57-9d3f-2c1e6f1a9b10',
  };

  it('refuses production while any sandbox provider would be used, unless the demonstration override is set', () => {
    expect(() => assertVerificationProvidersAllowed(loadConfig({ ...base, NODE_ENV: 'production' }))).toThrow(
      SANDBOX_IN_PRODUCTION_REFUSAL,
    );
    expect(() =>
      assertVerificationProvidersAllowed(
        loadConfig({ ...base, NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true' }),
      ),
    ).not.toThrow();
    expect(() => assertVerificationProvidersAllowed(loadConfig({ ...base, NODE_ENV: 'test' }))).not.toThrow();
  });

  it('with Onfido configured, identity checks use Onfido; a sandbox open banking is still refused in production', () => {
    const store = {} as SandboxStore;
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
    const dev = loadConfig({ ...base, ...onfido, NODE_ENV: 'development' });
    expect(createVerificationProviders(dev, { store, logger }).identity.kind).toBe('onfido');
    expect(
      createVerificationProviders(loadConfig({ ...base, NODE_ENV: 'development' }), { store, logger })
        .identity.kind,
    ).toBe('sandbox');
    // Onfido alone: open banking would still be the sandbox's, so production is refused without the override.
    expect(() =>
      assertVerificationProvidersAllowed(loadConfig({ ...base, ...onfido, NODE_ENV: 'production' })),
    ).toThrow(SANDBOX_IN_PRODUCTION_REFUSAL);
    // A contract mock's URL in place of the region's is said loudly.
    createVerificationProviders(
      loadConfig({ ...base, ...onfido, NODE_ENV: 'development', ONFIDO_API_URL: 'http://127.0.0.1:4010' }),
      {
        store,
        logger,
      },
    );
    expect(warnings.join('\n')).toMatch(/ONFIDO_API_URL is set/);
  });
});
