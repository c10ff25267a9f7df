/**
 * GraphQL calls over HTTP to a bench server (server-process.ts) and the bench applicants made with them.
 */

/** The password of every bench applicant (a zxcvbn score of 4, as onboard requires at least 3). */
export const BENCH_PASSWORD = 'copper kettle lantern 4417';

/** One GraphQL answer over HTTP, or why there was none. */
export type CallResult = {
  /** HTTP status; 0 when no answer came (connection refused or reset, or the time limit). */
  status: number;
  /** The parsed body when it was JSON. */
  body?: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  /** The text of a body that was not JSON, or the network error's message. */
  text?: string;
  /** Time until the whole answer was read, milliseconds. */
  ms: number;
};

/**
 * POSTs a GraphQL operation to `${url}/api` with fetch (keep-alive; the answer is decompressed as a browser
 * would). Never throws: a network error or the time limit gives status 0 with the error's message.
 * @param url the server's base URL
 * @param query the operation
 * @param variables its variables
 * @param options.token a session token, sent as a Bearer authorization
 * @param options.ip sent as X-Forwarded-For (the server believes it from loopback: TRUST_PROXY=loopback)
 * @param options.timeoutMs the time limit (default 30 s)
 * @returns the status, parsed body and time taken
 */
export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string; timeoutMs?: number } = {},
): Promise<CallResult> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  try {
    const response = await fetch(`${url}/api`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      return { status: response.status, body: JSON.parse(text) as CallResult['body'], ms };
    } catch {
      return { status: response.status, text: text.slice(0, 200), ms };
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error as Error).name ?? String(error);
    return { status: 0, text: message, ms: performance.now() - started };
  }
}

/**
 * Whether a call succeeded: HTTP 200 with data and no GraphQL errors.
 * @param result the call's result
 */
export function succeeded(result: CallResult): boolean {
  return result.status === 200 && !result.body?.errors?.length && result.body?.data != null;
}

/**
 * The data of a successful call, typed by the caller.
 * @param result the call's result
 * @returns its `data`
 * @throws Error describing the answer when the call did not succeed
 */
export function dataOf<T>(result: CallResult): T {
  if (!succeeded(result) || !result.body?.data) throw new Error(describeFailure(result));
  return result.body.data as T;
}

/**
 * A short description of a failed call's answer, for the reports: the HTTP status and the GraphQL error's
 * code and message, e.g. `HTTP 200, INTERNAL_SERVER_ERROR "Unexpected error."`, or the network error
 * (`no answer: ECONNREFUSED`).
 * @param result the call's result
 */
export function describeFailure(result: CallResult): string {
  if (result.status === 0) return `no answer: ${result.text}`;
  const error = result.body?.errors?.[0];
  if (error)
    return `HTTP ${result.status}, ${String(error.extensions?.code ?? 'no code')} "${error.message}"`;
  return `HTTP ${result.status}${result.text ? ` "${result.text.slice(0, 80)}"` : ''}`;
}

/** A signed-in bench applicant. */
export type Applicant = { email: string; token: string; ip: string };

/**
 * Signs up `count` applicants with onboard (selecting nothing about the session) and signs each in with
 * signIn, from its own address (198.18.0.0/15, the range set aside for benchmarks, RFC 2544).
 * @param url the server's base URL
 * @param count how many
 * @param options.prefix the start of their e-mail addresses (unique per run)
 * @param options.districts their preferred postcode districts (1 to 5)
 * @param options.concurrency sign-ups at a time (default 4: each hashes a password)
 * @returns the applicants with their session tokens
 * @throws Error with the server's answer when a sign-up or sign-in fails
 */
export async function createApplicants(
  url: string,
  count: number,
  options: { prefix: string; districts: string[]; concurrency?: number },
): Promise<Applicant[]> {
  const applicants: Applicant[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next;
      next += 1;
      const email = `${options.prefix}-${n}@bench.example`;
      const ip = benchIp(n);
      const onboarded = await gql(
        url,
        'mutation Onboard($i: OnboardInput!) { onboard(input: $i) { __typename } }',
        {
          i: {
            firstName: 'Bench',
            lastName: 'Applicant',
            email,
            password: BENCH_PASSWORD,
            grossAnnualPay: 52_000,
            deposit: 25_000,
            depositSource: 'CashSavings',
            preferredLocations: options.districts.slice(0, 5),
            checks: {
              over18: true,
              rightToLiveInUk: true,
              noBankruptcyOrCcj: true,
              creditCheckConsent: true,
            },
          },
        },
        { ip },
      );
      if (!succeeded(onboarded)) throw new Error(`onboard ${email}: ${describeFailure(onboarded)}`);
      const token = await signIn(url, email, ip);
      applicants[n] = { email, token, ip };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return applicants;
}

/** The signIn mutation the bench sends. */
export const SIGN_IN = 'mutation SignIn($i: SignInInput!) { signIn(input: $i) { token role } }';

/**
 * Signs a bench applicant in.
 * @param url the server's base URL
 * @param email their e-mail address (password BENCH_PASSWORD)
 * @param ip the address they sign in from
 * @returns the session token
 * @throws Error with the server's answer when it fails
 */
export async function signIn(url: string, email: string, ip: string): Promise<string> {
  const result = await gql(url, SIGN_IN, { i: { email, password: BENCH_PASSWORD } }, { ip });
  const token = (result.body?.data?.signIn as { token?: string } | undefined)?.token;
  if (!succeeded(result) || !token) throw new Error(`signIn ${email}: ${describeFailure(result)}`);
  return token;
}

/**
 * A distinct address in 198.18.0.0/15 (RFC 2544's benchmarking range) for the n-th simulated applicant.
 * @param n 0 to 131,071
 */
export function benchIp(n: number): string {
  return `198.${18 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}
