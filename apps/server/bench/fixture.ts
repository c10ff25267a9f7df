/**
 * What the benchmarks share (bench/run.ts, bench/lighthouse-ab.ts, bench/estimates.ts): the listings file
 * they read, and the applicant they sign in as.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { nationalListingsFile } from '../src/db/seed/seed';

/**
 * The listings file to benchmark with: BENCH_LISTINGS_FILE, else $SHARED_DIR (default ../shared)/data/
 * rightmove-forsale-uk-2025/listings_sample_60k.csv, else the bundled national sample, which holds the same
 * 60,000 rows gzip-compressed (seed-data/DATA.md).
 * @returns the file's path
 */
export function benchListingsFile(): string {
  const sharedDir = process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared');
  const sharedFile = path.join(sharedDir, 'data/rightmove-forsale-uk-2025/listings_sample_60k.csv');
  return process.env.BENCH_LISTINGS_FILE ?? (fs.existsSync(sharedFile) ? sharedFile : nationalListingsFile);
}

/** Sends one GraphQL operation to the API (in-process or over HTTP) and returns its parsed answer. */
export type BenchCall = (
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: Record<string, { token?: string } | null>; errors?: unknown[] }>;

/**
 * Onboards a new applicant (gross annual pay £50,000, deposit £20,000 in cash savings) who prefers
 * `preferredLocations`, signs them in as the web app does, and returns their session token.
 * @param preferredLocations postcode districts, e.g. the three busiest of the import
 * @throws Error with the API's errors when onboarding or signing in fails
 */
export async function signInBenchApplicant(call: BenchCall, preferredLocations: string[]): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 1';
  const onboarded = await call('mutation($i: OnboardInput!) { onboard(input: $i) { email } }', {
    i: {
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password,
      grossAnnualPay: 50_000,
      deposit: 20_000,
      depositSource: 'CashSavings',
      preferredLocations,
      checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
    },
  });
  if (onboarded.errors)
    throw new Error(`Could not onboard the bench user: ${JSON.stringify(onboarded.errors)}`);
  // onboard answers without a session: the bench user signs in as the web app does.
  const signedIn = await call('mutation($i: SignInInput!) { signIn(input: $i) { token } }', {
    i: { email, password },
  });
  const token = signedIn.data?.signIn?.token;
  if (!token) throw new Error(`Could not sign the bench user in: ${JSON.stringify(signedIn.errors)}`);
  return token;
}
