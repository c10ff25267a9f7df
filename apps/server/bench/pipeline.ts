/**
 * `npm run bench:pipeline` (also part of `npm run bench`): getPipelineApplicants latency (p50, p95) over
 * 100,000 applicants (issue 13: "must stay fast with 100,000 applicants"). Seeds a fresh embedded database
 * (or the PostgreSQL at BENCH_DATABASE_URL) with BENCH_APPLICANTS applicants (default 100,000) whose flags
 * spread over every status, signs a pipeline viewer in, and calls getPipelineApplicants through the real
 * GraphQL stack in-process for typical pages. The baseline, in the same run, is the same calls with
 * PostgreSQL's index scans switched off (what the pages cost without the pipeline's indexes; on the
 * embedded database, whose one connection takes the setting). Writes bench/results/pipeline-latest.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedPostcodeDistricts } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { createServices } from '../src/services/bootstrap';
import { addPipelineViewer } from '../src/services/pipeline-viewers';
import { createGraphQL } from '../src/yoga';

const applicants = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const iterations = Number(process.env.BENCH_PIPELINE_ITERATIONS ?? 100);
const warmup = 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-pipeline-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, pgliteDir: 'memory://' });
const services = await createServices(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  }),
  { database, logger: createLogger('silent') },
);
const db = services.db;
await seedPostcodeDistricts(db);

let started = performance.now();
// Users and applications in one statement each, spread over two years, every status and 40 districts.
await db.execute(sql`
  INSERT INTO users (id, email, first_name, last_name, password_hash)
  SELECT md5('bench-' || n)::uuid, 'bench' || n || '@example.com', 'Bench', 'Applicant', NULL
  FROM generate_series(1::bigint, ${applicants}::bigint) AS n`);
await db.execute(sql`
  INSERT INTO user_applications (user_id, gross_annual_pay, deposit, budget, submitted, approved, rejected,
    waitlist_fee_paid, date_of_birth, preferred_locations, created_at)
  SELECT md5('bench-' || n)::uuid,
    20000 + (n * 7919) % 80000,
    5000 + (n * 104729) % 45000,
    ((50000 + (n * 15485863) % 400000) / 1000) * 1000,
    n % 10 >= 3, n % 10 >= 7, n % 10 = 9, n % 10 = 8,
    (date '1960-01-01' + ((n * 2654435761) % 14000)::int),
    ARRAY[(SELECT outcode FROM postcode_districts ORDER BY outcode LIMIT 1 OFFSET (n % 40))],
    now() - ((n % 730) || ' days')::interval
  FROM generate_series(1::bigint, ${applicants}::bigint) AS n`);
await db.execute(sql`ANALYZE user_applications`);
console.log(
  `Seeded ${applicants.toLocaleString('en-GB')} applicants in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
);

const viewer = await addPipelineViewer(db, { email: 'bench-viewer@example.com', actor: 'bench' });
const yoga = createGraphQL(services);
const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
  const response = await yoga.fetch('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
};
const signedIn = await call(
  'mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }',
  { input: { email: viewer.email, password: viewer.password } },
);
const token = (signedIn.data?.checkPipelinePassword as { token?: string } | undefined)?.token;
if (!token) throw new Error(`Could not sign the viewer in: ${JSON.stringify(signedIn.errors)}`);
const [district] = (
  await db.execute(sql`SELECT outcode FROM postcode_districts ORDER BY outcode LIMIT 1 OFFSET 5`)
).rows as Array<{ outcode: string }>;

const query = /* GraphQL */ `
  query Page($status: PipelineStatus, $search: String, $sort: PipelineApplicantSort, $page: Int) {
    getPipelineApplicants(status: $status, search: $search, sort: $sort, page: $page, pageSize: 25) {
      totalCount
      statusCounts { status count }
      applicants { id totalIncome jointApplication status age onboard location identityVerified bankAccountConnected homes }
    }
  }
`;
const scenarios: Array<{ name: string; variables: Record<string, unknown> }> = [
  { name: 'All, most recent, page 1', variables: {} },
  { name: 'Approved, most recent', variables: { status: 'Approved' } },
  { name: 'Submitted, highest income', variables: { status: 'Submitted', sort: 'totalIncome' } },
  { name: `search ${district?.outcode}`, variables: { search: district?.outcode } },
  { name: 'All, page 200', variables: { page: 200 } },
];

async function measure(label: string) {
  const rows = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < warmup; i += 1) await call(query, scenario.variables, token);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < iterations; i += 1) {
      const t = performance.now();
      const result = await call(query, scenario.variables, token);
      times.push(performance.now() - t);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      total = (result.data?.getPipelineApplicants as { totalCount: number } | undefined)?.totalCount ?? 0;
    }
    times.sort((a, b) => a - b);
    rows.push({
      run: label,
      scenario: scenario.name,
      matching: total,
      p50: Number(percentile(times, 50).toFixed(2)),
      p95: Number(percentile(times, 95).toFixed(2)),
    });
  }
  return rows;
}

started = performance.now();
const indexed = await measure('indexed');
await db.execute(sql`SET enable_indexscan = off`);
await db.execute(sql`SET enable_bitmapscan = off`);
await db.execute(sql`SET enable_indexonlyscan = off`);
const baseline = await measure('baseline: no index scans');
await db.execute(sql`RESET ALL`);
console.log(
  `\ngetPipelineApplicants (25 a page, with the status counts) over ${applicants.toLocaleString('en-GB')} applicants, ${iterations} calls each (ms, in-process GraphQL):`,
);
console.table([...indexed, ...baseline]);
const outDir = path.join(repoRoot, 'apps/server/bench/results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'pipeline-latest.json'),
  JSON.stringify(
    { date: new Date().toISOString(), driver: database.driver, applicants, indexed, baseline },
    null,
    2,
  ),
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
