/**
 * The stateful fake of Onfido (API v3.6, identity checks): applicants, workflow runs and the hosted check page of
 * each run, with its signed workflow_run.completed webhook. What it shares with the fake Plaid (the server, hosted
 * pages, webhook delivery) is in fake-providers.ts, whose header says how the fakes are used and what they
 * cannot prove.
 */
import { createHmac, randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import {
  type Answer,
  deliverWebhook,
  escapeHtml,
  type FakeOptions,
  type FakeServer,
  hostedPage,
  type Incoming,
  startServer,
} from './fake-providers';

/** Options of the Onfido fake. */
export type FakeOnfidoOptions = FakeOptions & {
  /** Where workflow_run.completed events go: the app's /webhooks/onfido (null: none sent). */
  webhookUrl: string | null;
  /** The webhook token the events are signed with (ONFIDO_WEBHOOK_TOKEN of the app). */
  webhookToken: string;
};

/** The fake Onfido. */
export type FakeOnfido = FakeServer & {
  /** The workflow runs it holds, by id (status and reasons), for a test to inspect. */
  runs: () => Map<string, { status: string; applicantId: string }>;
};

/** An Onfido error body (components.schemas.Error). */
function onfidoError(status: number, type: string, message: string): Answer {
  return { status, json: { error: { type, message } } };
}

/** Onfido's hosted check page of a workflow run. */
const ONFIDO_HOSTED_PATH = /^\/hosted\/onfido\/([0-9a-f-]{36})$/;

/**
 * Starts the fake Onfido: POST/GET /applicants, POST/GET /workflow_runs, and the hosted page of each run at
 * /hosted/onfido/{run id} ("Approve" or "Decline"; then a signed workflow_run.completed webhook and a redirect
 * to the run's link.completed_redirect_url).
 */
export async function startFakeOnfido(options: FakeOnfidoOptions): Promise<FakeOnfido> {
  const applicants = new Map<string, Record<string, unknown>>();
  const runs = new Map<
    string,
    Record<string, unknown> & { id: string; status: string; applicant_id: string }
  >();
  const webhookLog: { url: string; status: number | string; body: string }[] = [];
  const now = () =>
    dayjs()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');

  const route = async (request: Incoming, self: { url: string }): Promise<Answer> => {
    const { method, path, body } = request;
    const hosted = ONFIDO_HOSTED_PATH.exec(path);
    if (hosted) return onfidoHosted(method, hosted[1] ?? '', body);
    const authorization = String(request.headers.authorization ?? '');
    if (!/^Token token=api_(sandbox|live)\S+$/.test(authorization)) {
      return onfidoError(401, 'authorization_error', 'Please provide a valid API token.');
    }
    if (method === 'POST' && path === '/applicants') {
      if (typeof body.first_name !== 'string' || typeof body.last_name !== 'string') {
        return onfidoError(422, 'validation_error', 'first_name and last_name are required.');
      }
      const id = randomUUID();
      const applicant = {
        id,
        first_name: body.first_name,
        last_name: body.last_name,
        ...(typeof body.email === 'string' ? { email: body.email } : {}),
        created_at: now(),
        href: `/v3.6/applicants/${id}`,
        sandbox: authorization.includes('api_sandbox'),
      };
      applicants.set(id, applicant);
      return { status: 201, json: applicant };
    }
    const applicantPath = /^\/applicants\/([^/]+)$/.exec(path);
    if (method === 'GET' && applicantPath) {
      const applicant = applicants.get(applicantPath[1] ?? '');
      return applicant
        ? { status: 200, json: applicant }
        : onfidoError(404, 'resource_not_found', 'The applicant was not found.');
    }
    if (method === 'POST' && path === '/workflow_runs') {
      const applicantId = String(body.applicant_id ?? '');
      if (!applicants.has(applicantId)) {
        return onfidoError(422, 'validation_error', 'applicant_id is not an applicant of this account.');
      }
      if (typeof body.workflow_id !== 'string') {
        return onfidoError(422, 'validation_error', 'workflow_id is required.');
      }
      const id = randomUUID();
      const link = (body.link ?? {}) as Record<string, unknown>;
      const run = {
        id,
        applicant_id: applicantId,
        workflow_id: body.workflow_id,
        workflow_version_id: 1,
        status: 'awaiting_input',
        reasons: [] as string[],
        dashboard_url: `https://dashboard.onfido.com/results/${id}`,
        link: {
          url: `${self.url}/hosted/onfido/${id}`,
          completed_redirect_url: (link.completed_redirect_url as string | undefined) ?? null,
          expired_redirect_url: (link.expired_redirect_url as string | undefined) ?? null,
          expires_at: (link.expires_at as string | undefined) ?? dayjs().add(7, 'day').toISOString(),
          language: (link.language as string | undefined) ?? null,
        },
        ...(Array.isArray(body.tags) ? { tags: body.tags } : {}),
        ...(typeof body.customer_user_id === 'string' ? { customer_user_id: body.customer_user_id } : {}),
        created_at: now(),
        updated_at: now(),
        sdk_token: null,
      };
      runs.set(id, run);
      return { status: 201, json: run };
    }
    const runPath = /^\/workflow_runs\/([^/]+)$/.exec(path);
    if (method === 'GET' && runPath) {
      const run = runs.get(runPath[1] ?? '');
      return run
        ? { status: 200, json: run }
        : onfidoError(404, 'resource_not_found', 'The workflow run was not found.');
    }
    return onfidoError(404, 'resource_not_found', `The fake Onfido does not implement ${method} ${path}.`);
  };

  const onfidoHosted = async (
    method: string,
    runId: string,
    body: Record<string, unknown>,
  ): Promise<Answer> => {
    const run = runs.get(runId);
    const title = 'Fake Onfido (test) — no real check';
    if (!run) return { status: 404, html: hostedPage(title, '<p>This check link is not known.</p>') };
    if (method === 'POST') {
      const decision =
        body.decision === 'approve' ? 'approved' : body.decision === 'decline' ? 'declined' : null;
      if (!decision) return { status: 400, html: hostedPage(title, '<p>Choose Approve or Decline.</p>') };
      const completedAt = now();
      run.status = decision;
      run.reasons = decision === 'declined' ? ['document_check_failed'] : [];
      run.output = { decision };
      run.updated_at = completedAt;
      if (options.webhookUrl) {
        const event = JSON.stringify({
          payload: {
            resource_type: 'workflow_run',
            action: 'workflow_run.completed',
            object: {
              id: run.id,
              status: decision,
              completed_at_iso8601: completedAt,
              href: `https://api.eu.onfido.com/v3.6/workflow_runs/${run.id}`,
            },
          },
        });
        const signature = createHmac('sha256', options.webhookToken).update(event).digest('hex');
        await deliverWebhook(webhookLog, options.webhookUrl, event, { 'X-SHA2-Signature': signature });
      }
      const back = (run.link as { completed_redirect_url: string | null }).completed_redirect_url;
      if (back) return { status: 303, location: back };
      return { status: 200, html: hostedPage(title, '<p>Thank you. You can close this page.</p>') };
    }
    if (run.status !== 'awaiting_input') {
      return {
        status: 200,
        html: hostedPage(title, `<p>This check is finished (${escapeHtml(run.status)}).</p>`),
      };
    }
    return {
      status: 200,
      html: hostedPage(
        title,
        `<p>In a real check you would photograph your ID and take a selfie here. Choose the result instead.</p>
<form method="post">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form>`,
      ),
    };
  };

  const server = await startServer(options, route, webhookLog);
  return {
    ...server,
    runs: () =>
      new Map([...runs].map(([id, run]) => [id, { status: run.status, applicantId: run.applicant_id }])),
  };
}
