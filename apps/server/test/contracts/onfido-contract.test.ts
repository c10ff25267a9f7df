/**
 * The Onfido adapter (providers/identity/onfido-identity.ts) against Onfido's own API contract (decision
 * 053): a Prism mock served from the vendored OpenAPI description (apps/server/contracts/onfido/openapi.json)
 * with `--errors`, so a request the contract does not allow is answered 422 (or 401/404) instead of a made-up
 * success. Every response the adapter gets is logged here with its status, and the test asserts them: a 4xx
 * would mean the adapter broke the contract.
 *
 * Also: an unreachable Onfido, a slow one (a local server that never answers) and one answering 503 give
 * PROVIDER_UNAVAILABLE within the timeout, after a bounded number of attempts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import {
  createOnfidoIdentityProvider,
  mapOnfidoStatus,
  ONFIDO_MAX_RETRIES,
  ONFIDO_STATUS_MAP,
} from '../../src/providers/identity/onfido-identity';
import { CONTRACT_FILES, type ContractMock, freePort, startContractMock } from './prism';

const WORKFLOW_ID = '2d5f2a8e-4b0c-4a57-9d3f-2c1e6f1a9b10';
const TOKEN = 'api_sandbox.contract-test-token';

let mock: ContractMock;

beforeAll(async () => {
  mock = await startContractMock('onfido');
}, 120_000);

afterAll(async () => {
  await mock?.stop();
});

describe('the Onfido adapter against the Prism contract mock', () => {
  it('starts a check with requests the contract accepts, and parses the documented responses', async () => {
    const answered: string[] = [];
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: mock.url,
      timeoutMs: 10_000,
      onResponse: ({ method, url, status }) => answered.push(`${method} ${new URL(url).pathname} ${status}`),
    });
    const started = await provider.startCheck(
      // Characters Onfido refuses in names (the contract's pattern) are left out, not sent.
      { firstName: 'Amelia', lastName: 'O"Hughes', email: 'amelia@example.com' },
      'http://localhost:3000/your-application/identity-verification/applicant-identity-verification',
    );
    // 201 for both: Prism checked each body against the contract (a broken one is answered 422).
    expect(answered, mock.log().slice(-3000)).toEqual(['POST /applicants 201', 'POST /workflow_runs 201']);
    // The documented answer: the run's id (a UUID), its hosted link, and the applicant created for the person.
    expect(started.reference).toMatch(/^[0-9a-f-]{36}$/i);
    expect(typeof started.url).toBe('string');
    expect(started.url.length).toBeGreaterThan(0);
    expect(started.providerSubjectId).toMatch(/^[0-9a-f-]{36}$/i);
    // The mock's example expiry is in the past (2019): the expiry asked for stands, 24 hours from now.
    expect(started.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('reuses the person’s earlier Onfido applicant instead of creating another', async () => {
    const answered: string[] = [];
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: mock.url,
      onResponse: ({ method, url, status }) => answered.push(`${method} ${new URL(url).pathname} ${status}`),
    });
    const applicantId = '7b3f1e2a-9c4d-4e5f-8a6b-1c2d3e4f5a6b';
    const started = await provider.startCheck(
      {
        firstName: 'Amelia',
        lastName: 'Hughes',
        email: 'amelia@example.com',
        providerSubjectId: applicantId,
      },
      'http://localhost:3000/back',
    );
    expect(answered).toEqual(['POST /workflow_runs 201']);
    expect(started.providerSubjectId).toBe(applicantId);
  });

  it('a request the contract refuses is answered with an error the adapter does not take for success', async () => {
    // A workflow id that is not a UUID breaks the contract (workflow_run_shared.workflow_id: format uuid):
    // Prism answers 422, which is a fault of the request, not "Onfido is down".
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: 'not-a-uuid',
      apiUrl: mock.url,
    });
    const failure = await provider
      .startCheck({ firstName: 'A', lastName: 'B', email: 'a@example.com' }, 'http://localhost:3000/back')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect(String((failure as Error).message)).toMatch(/HTTP 422/);
  });

  it('reads a workflow run and maps the documented status', async () => {
    const answered: string[] = [];
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: mock.url,
      onResponse: ({ method, url, status }) => answered.push(`${method} ${new URL(url).pathname} ${status}`),
    });
    const result = await provider.getCheck('0e6ad0d1-6d7e-4bd9-9ab0-0bfde7c7a5c3');
    expect(answered).toEqual(['GET /workflow_runs/0e6ad0d1-6d7e-4bd9-9ab0-0bfde7c7a5c3 200']);
    // Prism's answer from the schema: the first status of workflow_run_status, "processing".
    expect(result.providerStatus).toBe('processing');
    expect(result.status).toBe('Pending');
    // The schema's reasons and error are read as reasons (the mock fills every string with "string").
    expect(result.reasons).toEqual(['string', 'error: string: string']);
  });

  it('maps every workflow run status the contract documents, each on purpose', () => {
    const contract = JSON.parse(fs.readFileSync(CONTRACT_FILES.onfido, 'utf8')) as {
      components: { schemas: { workflow_run_status: { enum: string[] } } };
    };
    const documented = contract.components.schemas.workflow_run_status.enum;
    expect([...documented].sort()).toEqual(Object.keys(ONFIDO_STATUS_MAP).sort());
    expect(Object.fromEntries(documented.map((s) => [s, mapOnfidoStatus(s)]))).toEqual({
      processing: 'Pending',
      awaiting_input: 'Pending',
      awaiting_client_input: 'Pending',
      approved: 'Passed',
      declined: 'Failed',
      review: 'Failed',
      abandoned: 'Expired',
      error: 'Failed',
    });
  });

  it('a run id that is not a UUID breaks the contract and is not taken for "unavailable"', async () => {
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: mock.url,
    });
    const failure = await provider.getCheck('not-a-run').catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect(String((failure as Error).message)).toMatch(/HTTP 4\d\d/);
  });
});

/** A local server answering each request with `answer` (or never), counting the requests. */
async function localServer(answer: ((res: http.ServerResponse) => void) | 'never') {
  let requests = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    requests += 1;
    req.resume();
    if (answer === 'never') open.add(res);
    else answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('an Onfido that is down or slow', () => {
  const subject = { firstName: 'Amelia', lastName: 'Hughes', email: 'amelia@example.com' };

  it('unreachable: PROVIDER_UNAVAILABLE after the bounded retries', async () => {
    // A port nothing listens on: the connection is refused at once, so the POST is repeated (no response).
    const port = await freePort();
    const retries: number[] = [];
    const provider = createOnfidoIdentityProvider({
      apiToken: TOKEN,
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 5_000,
      onRetry: (count: number, _error: AxiosError) => retries.push(count),
    });
    const started = Date.now();
    const failure = await provider.startCheck(subject, 'http://localhost:3000/back').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('PROVIDER_UNAVAILABLE');
    expect((failure as AppError).message).toMatch(/try again in a few minutes/);
    expect(retries).toEqual([1, 2]);
    expect(retries.length).toBe(ONFIDO_MAX_RETRIES);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('slow (never answers): PROVIDER_UNAVAILABLE within the timeout, not repeated past it', async () => {
    const server = await localServer('never');
    try {
      const provider = createOnfidoIdentityProvider({
        apiToken: TOKEN,
        region: 'eu',
        workflowId: WORKFLOW_ID,
        apiUrl: server.url,
        timeoutMs: 600,
      });
      const started = Date.now();
      const failure = await provider
        .getCheck('0e6ad0d1-6d7e-4bd9-9ab0-0bfde7c7a5c3')
        .catch((e: unknown) => e);
      const took = Date.now() - started;
      expect((failure as AppError).code).toBe('PROVIDER_UNAVAILABLE');
      // The timeout covers the call with its retries: no more than it (and a little scheduling slack).
      expect(took).toBeGreaterThanOrEqual(550);
      expect(took).toBeLessThan(1_500);
      expect(server.requests()).toBeGreaterThanOrEqual(1);
      expect(server.requests()).toBeLessThanOrEqual(1 + ONFIDO_MAX_RETRIES);
    } finally {
      await server.close();
    }
  });

  it('answering 503: a read is repeated twice, then PROVIDER_UNAVAILABLE', async () => {
    const server = await localServer((res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":{"type":"service_unavailable"}}');
    });
    try {
      const provider = createOnfidoIdentityProvider({
        apiToken: TOKEN,
        region: 'eu',
        workflowId: WORKFLOW_ID,
        apiUrl: server.url,
        timeoutMs: 5_000,
      });
      const failure = await provider
        .getCheck('0e6ad0d1-6d7e-4bd9-9ab0-0bfde7c7a5c3')
        .catch((e: unknown) => e);
      expect((failure as AppError).code).toBe('PROVIDER_UNAVAILABLE');
      expect(server.requests()).toBe(1 + ONFIDO_MAX_RETRIES);
    } finally {
      await server.close();
    }
  });

  it('answering 503 to a POST: not repeated (it may have been taken), PROVIDER_UNAVAILABLE', async () => {
    const server = await localServer((res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{}');
    });
    try {
      const provider = createOnfidoIdentityProvider({
        apiToken: TOKEN,
        region: 'eu',
        workflowId: WORKFLOW_ID,
        apiUrl: server.url,
        timeoutMs: 5_000,
      });
      const failure = await provider
        .startCheck(subject, 'http://localhost:3000/back')
        .catch((e: unknown) => e);
      expect((failure as AppError).code).toBe('PROVIDER_UNAVAILABLE');
      expect(server.requests()).toBe(1);
    } finally {
      await server.close();
    }
  });
});
