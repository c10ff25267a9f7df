/**
 * The Onfido identity provider (decision 053): each check is a run of an Onfido Studio workflow
 * (ONFIDO_WORKFLOW_ID: document + face, optionally watchlist) for the person's Onfido applicant, done on
 * Onfido's hosted page (the run's `link.url`), which sends the person back to Stairway when finished. Built on
 * Onfido's official Node library, `@onfido/api` (API v3.6), with this module's own axios instance: a timeout
 * (15 s by default) and bounded retries (axios-retry). Anything that means "Onfido is down or slow" becomes
 * PROVIDER_UNAVAILABLE, so the person is told to try again in a few minutes and nothing is lost.
 *
 * Only what the decision needs is read and kept: the run's id, status, reasons and error, and the short
 * document/face/watchlist results of its output. No document image, no extracted document data.
 */
import type { DefaultApi, WorkflowRun } from '@onfido/api';
import { VERIFICATION_LINK_TTL_HOURS } from '@stairway/domain/verification';
import type { AxiosError } from 'axios';
import dayjs from 'dayjs';
import { onFirstUse } from '../../lib/first-use';
import type { IdentityCheckResult, IdentityProvider, IdentitySubject } from './identity-provider';
import { createOnfidoHttp, failure, isAxiosError, ONFIDO_DEFAULT_TIMEOUT_MS } from './onfido-http';

export { ONFIDO_DEFAULT_TIMEOUT_MS, ONFIDO_MAX_RETRIES, onfidoRetryable } from './onfido-http';

/** The longest reason kept, in characters: a reason is a short result, never a document's data. */
const REASON_MAX_CHARS = 200;

/** The most reasons kept for one check. */
const REASONS_MAX = 20;

/** Characters Onfido refuses in an applicant's name (the contract's pattern `^[^!#$%*=<>;{}"]*$`). */
const NAME_REFUSED = /[!#$%*=<>;{}"]/g;

/**
 * Onfido's workflow run statuses (API v3.6 `workflow_run_status`) in the domain's words
 * (packages/domain/src/verification.ts), decision 053:
 * - processing, awaiting_input, awaiting_client_input: not finished (Pending);
 * - approved: Passed;
 * - declined: Failed (the document, face or watchlist result was refused);
 * - review: Failed: Onfido could not verify the person automatically and the domain has no "in review"
 *   state; the operator sees "review" with the reasons and can verify the person themselves, and the
 *   person may try again;
 * - error: Failed (the run broke; the reasons say how), so the person can start a new check;
 * - abandoned: Expired (the person left it unfinished; a new check can be started).
 * A status Onfido adds later is treated as Pending until this table knows it.
 */
export const ONFIDO_STATUS_MAP: Record<string, IdentityCheckResult['status']> = {
  processing: 'Pending',
  awaiting_input: 'Pending',
  awaiting_client_input: 'Pending',
  approved: 'Passed',
  declined: 'Failed',
  review: 'Failed',
  error: 'Failed',
  abandoned: 'Expired',
};

/**
 * A workflow run status in the domain's words ({@link ONFIDO_STATUS_MAP}).
 * @param status Onfido's status, e.g. "approved"; undefined when the run has none yet
 * @returns Pending, Passed, Failed or Expired (Pending for a status not known here)
 */
export function mapOnfidoStatus(status: string | undefined | null): IdentityCheckResult['status'] {
  return (status && Object.hasOwn(ONFIDO_STATUS_MAP, status) && ONFIDO_STATUS_MAP[status]) || 'Pending';
}

/** A short text of a value of the run's output, or null when it is not a short result. */
function shortResult(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of ['result', 'status', 'breakdown_result', 'sub_result']) {
      const inner = record[key];
      if (typeof inner === 'string' || typeof inner === 'boolean') return String(inner);
    }
  }
  return null;
}

/**
 * Why a workflow run reached its result, for the operator: the run's own `reasons`, its `error` (when the run
 * broke), and the document, face and watchlist results of its `output` where the workflow puts them there
 * (keys naming "document", "face"/"facial" or "watchlist", whose value is a short result or has a `result`).
 * Nothing else of the output is kept: no images, no data read from the document.
 * @param run the run, or a webhook's resource, as Onfido sends it
 * @returns at most 20 reasons of at most 200 characters each
 */
export function onfidoReasons(run: { reasons?: unknown; error?: unknown; output?: unknown }): string[] {
  const reasons: string[] = [];
  if (Array.isArray(run.reasons)) {
    for (const r of run.reasons) if (typeof r === 'string' && r.trim()) reasons.push(r.trim());
  }
  if (run.error && typeof run.error === 'object') {
    const { type, message } = run.error as { type?: unknown; message?: unknown };
    const text = [type, message].filter((v): v is string => typeof v === 'string' && v !== '').join(': ');
    if (text) reasons.push(`error: ${text}`);
  }
  if (run.output && typeof run.output === 'object' && !Array.isArray(run.output)) {
    for (const [key, value] of Object.entries(run.output as Record<string, unknown>)) {
      if (!/document|face|facial|watchlist/i.test(key)) continue;
      const result = shortResult(value);
      if (result !== null) reasons.push(`${key}: ${result}`);
    }
  }
  return reasons.slice(0, REASONS_MAX).map((r) => r.slice(0, REASON_MAX_CHARS));
}

/**
 * A workflow run's answer in the domain's words, with Onfido's own status and the reasons.
 * @param run the run as Onfido returns it
 */
export function onfidoCheckResult(run: Pick<WorkflowRun, 'status' | 'reasons' | 'error' | 'output'>) {
  return {
    status: mapOnfidoStatus(run.status),
    providerStatus: run.status ?? 'unknown',
    reasons: onfidoReasons(run),
  } satisfies IdentityCheckResult;
}

/**
 * Creates the Onfido identity provider.
 * @param options.apiToken the API token (ONFIDO_API_TOKEN, `api_live…` or `api_sandbox…`)
 * @param options.region the account's region (ONFIDO_REGION): the API host https://api.{region}.onfido.com/v3.6
 * @param options.workflowId the Studio workflow each check runs (ONFIDO_WORKFLOW_ID)
 * @param options.apiUrl another base URL instead of the region's (ONFIDO_API_URL, e.g. a contract mock)
 * @param options.timeoutMs how long one call may take, retries included, milliseconds (default 15,000)
 * @param options.onRetry told of each repeated call (tests count them)
 * @param options.onResponse told of each response Onfido gave, with its method, URL and HTTP status (the
 *   contract tests assert them)
 */
export function createOnfidoIdentityProvider(options: {
  apiToken: string;
  region: 'eu' | 'us' | 'ca';
  workflowId: string;
  apiUrl?: string;
  timeoutMs?: number;
  onRetry?: (retryCount: number, error: AxiosError) => void;
  onResponse?: (response: { method: string; url: string; status: number }) => void;
}): IdentityProvider {
  const timeout = options.timeoutMs ?? ONFIDO_DEFAULT_TIMEOUT_MS;
  // Onfido's library and axios load with the first call, not when the server starts (decision 079).
  const onfidoApi = onFirstUse(async (): Promise<DefaultApi> => {
    const [{ Configuration, DefaultApi, Region }, http] = await Promise.all([
      import('@onfido/api'),
      createOnfidoHttp(timeout, options.onResponse, options.onRetry),
    ]);
    const regions = { eu: Region.EU, us: Region.US, ca: Region.CA } as const;
    const configuration = new Configuration({
      apiToken: options.apiToken,
      region: regions[options.region],
      ...(options.apiUrl ? { basePath: options.apiUrl.replace(/\/+$/, '') } : {}),
      // The library's own default timeout (30 s) would otherwise apply to each request.
      baseOptions: { timeout },
    });
    return new DefaultApi(configuration, undefined, http);
  });

  /** Creates the person's Onfido applicant; returns its id. */
  const createApplicant = async (subject: IdentitySubject): Promise<string> => {
    const onfido = await onfidoApi();
    try {
      const { data } = await onfido.createApplicant({
        first_name: subject.firstName.replace(NAME_REFUSED, '').trim() || 'Applicant',
        last_name: subject.lastName.replace(NAME_REFUSED, '').trim() || 'Applicant',
        email: subject.email,
      });
      return data.id;
    } catch (error) {
      throw failure(error, 'create the applicant');
    }
  };

  /** Starts a run of the workflow for an applicant, with its hosted link. */
  const createRun = async (applicantId: string, returnUrl: string, expiresAt: Date) =>
    (await onfidoApi()).createWorkflowRun({
      applicant_id: applicantId,
      workflow_id: options.workflowId,
      link: { completed_redirect_url: returnUrl, expires_at: expiresAt.toISOString() },
    });

  return {
    kind: 'onfido',
    async startCheck(subject, returnUrl) {
      const expiresAt = dayjs().add(VERIFICATION_LINK_TTL_HOURS, 'hour').toDate();
      let applicantId = subject.providerSubjectId || (await createApplicant(subject));
      let run: WorkflowRun;
      try {
        ({ data: run } = await createRun(applicantId, returnUrl, expiresAt));
      } catch (error) {
        // The person's earlier applicant is gone at Onfido (deleted by its retention): start afresh.
        const gone = isAxiosError(error) && [404, 410, 422].includes(error.response?.status ?? 0);
        if (!(gone && subject.providerSubjectId)) throw failure(error, 'start the workflow run');
        applicantId = await createApplicant(subject);
        try {
          ({ data: run } = await createRun(applicantId, returnUrl, expiresAt));
        } catch (again) {
          throw failure(again, 'start the workflow run');
        }
      }
      const url = run.link?.url;
      if (!url)
        throw new Error(`Onfido's workflow run ${run.id} has no link: is the workflow set up for links?`);
      // Onfido echoes the expiry asked for; one that is not a future instant is not taken (ours stands).
      const until = run.link?.expires_at ? dayjs(run.link.expires_at) : null;
      return {
        reference: run.id,
        url,
        expiresAt: until?.isValid() && until.isAfter(dayjs()) ? until.toDate() : expiresAt,
        providerSubjectId: applicantId,
      };
    },
    async getCheck(reference) {
      const onfido = await onfidoApi();
      try {
        const { data } = await onfido.findWorkflowRun(reference);
        return onfidoCheckResult(data);
      } catch (error) {
        throw failure(error, `read the workflow run ${reference}`);
      }
    },
  };
}
