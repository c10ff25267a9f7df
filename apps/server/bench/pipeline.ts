/**
 * `npm run bench:pipeline` (also part of `npm run bench`): getPipelineApplicants latency (p50, p95) over
 * 100,000 applicants, which it must stay fast with. Seeds a fresh embedded database (or the PostgreSQL at
 * BENCH_DATABASE_URL) with BENCH_APPLICANTS applicants (default 100,000) whose flags spread over every status,
 * signs a pipeline viewer in, and calls getPipelineApplicants through the real GraphQL stack in-process for
 * typical pages. The baseline, in the same run, is the same calls after the pipeline's indexes on
 * user_applications are dropped (what the pages would cost without them); each scenario is printed with its
 * ratio to the baseline. BENCH_DATABASE_URL must name an empty database of the bench's own (the indexes are
 * dropped). BENCH_EXPLAIN=1 also prints the query plans (EXPLAIN ANALYZE). Writes a section of bench/RESULTS.md
 * per database driver and apps/server/bench/results/pipeline-{driver}-latest.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createServices } from '../src/composition';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedPostcodeDistricts } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { addPipelineViewer } from '../src/services/pipeline-viewers';
import { createGraphQL } from '../src/yoga';

/** The indexes on user_applications that serve the pipeline (db/schema.ts), dropped for the baseline. */
const PIPELINE_INDEXES = [
  'user_applications_pipeline_created_idx',
  'user_applications_pipeline_income_idx',
  'user_applications_pipeline_budget_idx',
  'user_applications_created_idx',
  'user_applications_income_idx',
  'user_applications_budget_idx',
  'user_applications_locations_idx',
];
const applicants = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const iterations = Number(process.env.BENCH_PIPELINE_ITERATIONS ?? 50);
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
// Homes sent for review, so that InReview and Submitted (told apart by an EXISTS on home_submissions) cost what
// they will: half the submitted applicants have a home under review, a tenth of the others a rejected one, and
// every approved applicant an approved home.
await db.execute(sql`
  INSERT INTO home_submissions (application_id, type, bedrooms, postcode, asking_price, submitted, submitted_at,
    approved, rejected, decided_at)
  SELECT id, 'Flat', 2, 'SW1A 1AA', 250000, true, created_at + interval '1 day',
    approved, NOT approved AND (total_income % 2 = 1),
    CASE WHEN approved OR total_income % 2 = 1 THEN created_at + interval '2 days' END
  FROM user_applications
  WHERE approved OR (submitted AND NOT rejected AND total_income % 2 = 0)
     OR (submitted AND NOT approved AND total_income % 10 = 1)`);
await db.execute(sql`ANALYZE user_applications`);
await db.execute(sql`ANALYZE home_submissions`);
const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
const [{ n: submissions } = { n: 0 }] = (
  await db.execute(sql`SELECT count(*)::int AS n FROM home_submissions`)
).rows as Array<{ n: number }>;
console.log(
  `Seeded ${applicants.toLocaleString('en-GB')} applicants in ${seedSeconds} s (${database.driver})`,
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

/**
 * The statements getPipelineApplicants runs (services/pipeline.ts listPipelineApplicants), printed with EXPLAIN
 * ANALYZE when BENCH_EXPLAIN is set.
 */
const inReview = sql.raw(
  `exists (select 1 from home_submissions h where h.application_id = a.id and h.submitted and not h.approved and not h.rejected)`,
);
const explained = {
  'page, All by date': sql`SELECT a.id, a.pipeline_status = 'Submitted' AND ${inReview} FROM user_applications a ORDER BY a.created_at DESC, a.id DESC LIMIT 25`,
  'page, Submitted by income': sql`SELECT a.id FROM user_applications a WHERE a.pipeline_status = 'Submitted' AND NOT ${inReview} ORDER BY a.total_income DESC, a.id DESC LIMIT 25`,
  'status counts and total (one pass)': sql`SELECT CASE WHEN a.pipeline_status = 'Submitted' AND h.id IS NOT NULL THEN 'InReview' ELSE a.pipeline_status END AS status, count(*) FROM user_applications a LEFT JOIN home_submissions h ON h.application_id = a.id AND h.submitted AND NOT h.approved AND NOT h.rejected GROUP BY 1`,
};
if (process.env.BENCH_EXPLAIN) {
  for (const [name, statement] of Object.entries(explained)) {
    const plan = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
    console.log(
      `\n${name}:\n${(plan.rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n')}`,
    );
  }
}

started = performance.now();
const indexed = await measure('indexed');
// The baseline drops the pipeline's indexes (a SET would reach one pooled PostgreSQL connection only); the
// database is the bench's own and thrown away.
for (const index of PIPELINE_INDEXES) await db.execute(sql.raw(`DROP INDEX ${index}`));
await db.execute(sql`ANALYZE user_applications`);
const baseline = await measure('baseline: without the pipeline indexes');
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const compared = indexed.map((row, i) => {
  const base = baseline[i];
  return {
    scenario: row.scenario,
    matching: row.matching,
    p50: row.p50,
    p95: row.p95,
    'baseline p50': base?.p50 ?? 0,
    'baseline p95': base?.p95 ?? 0,
    'p50 / baseline': base?.p50 ? Number((row.p50 / base.p50).toFixed(2)) : 0,
  };
});
console.log(
  `\ngetPipelineApplicants (25 a page, with the status counts) over ${applicants.toLocaleString('en-GB')} applicants, ${iterations} calls each (ms, in-process GraphQL; baseline: the same calls without the pipeline indexes, in the same run; a ratio under 1 is faster than the baseline):`,
);
console.table(compared);

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}`;
const section = [
  '## Pipeline: getPipelineApplicants (npm run bench:pipeline)',
  '',
  `${new Date().toISOString()}; ${machine}; database: ${database.driver}${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL)' : ' (embedded)'}.`,
  `${applicants.toLocaleString('en-GB')} applicants (${submissions.toLocaleString('en-GB')} homes sent for review), seeded in ${seedSeconds} s; 25 a page with the status counts, ${iterations} calls each, in-process GraphQL, ms; measured in ${seconds} s. Baseline: the same calls in the same run after dropping the pipeline’s indexes on user_applications; the ratio is p50 / baseline p50 (under 1: the indexes help).`,
  '',
  '| scenario | matching | p50 | p95 | baseline p50 | baseline p95 | p50 / baseline |',
  '|---|---|---|---|---|---|---|',
  ...compared.map(
    (r) =>
      `| ${r.scenario} | ${r.matching} | ${r.p50} | ${r.p95} | ${r['baseline p50']} | ${r['baseline p95']} | ${r['p50 / baseline']} |`,
  ),
  '',
].join('\n');
// bench/RESULTS.md: run.ts (npm run bench) rewrites the file; this section replaces the pipeline section of the
// same driver, so that the PostgreSQL and the embedded figures both stay.
const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');
const previous = fs.existsSync(resultsFile)
  ? fs.readFileSync(resultsFile, 'utf8')
  : '# Benchmarks (npm run bench)\n';
const heading = '## Pipeline: getPipelineApplicants (npm run bench:pipeline)';
const kept = previous
  .split(`\n${heading}\n`)
  .filter((part, i) => i === 0 || !part.includes(`database: ${database.driver} (`))
  .map((part, i) => (i === 0 ? part.trimEnd() : `${heading}\n${part.trimEnd()}`));
fs.writeFileSync(resultsFile, `${[...kept, section].join('\n\n').trimEnd()}\n`);

const outDir = path.join(repoRoot, 'apps/server/bench/results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, `pipeline-${database.driver}-latest.json`),
  JSON.stringify(
    { date: new Date().toISOString(), machine, driver: database.driver, applicants, indexed, baseline },
    null,
    2,
  ),
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
