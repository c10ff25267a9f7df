/**
 * Several servers, one truth (decision 062): two servers on one PostgreSQL, each with its own memories of
 * session checks and answers and its own invalidation listener (lib/invalidation-bus.ts). What one server
 * changes, or the ops CLI or the listings importer in a process of their own, is refused or seen on the other
 * as soon as the other has heard PostgreSQL's notification: no second's wait. The tests wait for that
 * notification (never for a fixed time) and check that it came well within the second the memories last.
 * PostgreSQL only: the embedded database serves one process (db/pglite-lock.ts). It switches maintenance mode
 * in the file's own database (test/db/test-databases.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshDistrictHomes } from '../../src/db/district-homes';
import { listings } from '../../src/db/schema';
import type { InvalidationEvent } from '../../src/lib/invalidation-bus';
import { notifyInvalidation } from '../../src/lib/invalidation-messages';
import { addOperator } from '../../src/services/operators';
import { fileDatabaseUrl } from '../db/test-databases';
import { createTestEnv, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';

const databaseUrl = inject('databaseUrl');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** How soon the other server must have heard, ms: well within the second the memories last. */
const HEARD_WITHIN_MS = 500;

const ME = 'query { me { user { id } } }';
const SIGN_OUT = 'mutation { signOut { accountKind } }';
const OPERATOR_ME = 'query { operatorMe { email } }';
const MAINTENANCE = 'query { getMaintenanceMode { submitHomeEnabled } }';
const HOMES = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) { listings { id address } }
  }
`;
/** Orkney: no home of the test data is there, and no other test asks for it. */
const EMPTY_DISTRICT = 'KW17';

/**
 * Resolves when `env`'s bus has heard (and acted on) a notification that `from` accepts, with the milliseconds
 * from the call; rejects after `timeoutMs`. Call it before the change, await it after.
 */
function heard(
  env: TestEnv,
  from: (event: InvalidationEvent & { type: 'notification' }) => boolean,
  timeoutMs = 1000,
) {
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no notification was heard within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = env.invalidation.subscribe((event) => {
      if (event.type !== 'notification' || !from(event)) return;
      clearTimeout(timer);
      stop();
      resolve(performance.now() - started);
    });
  });
}

/** From the bus of `sender`. */
const sentBy = (sender: TestEnv) => (event: { from: string }) => event.from === sender.invalidation.id;
/** From a process without a bus of these servers (a command-line tool). */
const sentByAnotherProcess =
  (...servers: TestEnv[]) =>
  (event: { from: string }) =>
    servers.every((server) => event.from !== server.invalidation.id);

/**
 * Waits until `env` has heard every notification sent so far (those of the sign-ups and sign-ins that set a test
 * up, which would otherwise make it forget what the test has just made it remember): PostgreSQL delivers
 * notifications in the order they were committed, so a marker sent now is heard after all of them.
 */
async function settled(env: TestEnv): Promise<void> {
  const marker = `marker-${crypto.randomUUID()}`;
  const markerHeard = heard(env, (event) => event.from === marker);
  await notifyInvalidation(env.database, ['answers'], marker);
  await markerHeard;
}

/**
 * Runs a command-line tool of the server (a path under the repository) against the test database, as an operator
 * would, without blocking this process (whose buses must go on hearing).
 * @returns its exit code and output
 */
async function runTool(script: string, args: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-tool-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: await fileDatabaseUrl(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const [status] = (await once(child, 'exit')) as [number | null];
    return { status, stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The code in the latest e-mail to this address ("Your Stairway console code: 123 456"). */
function codeFor(env: TestEnv, email: string): string {
  const match = /(\d{3}) (\d{3})/.exec(env.emails.filter((m) => m.to === email).at(-1)?.subject ?? '');
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return `${match[1]}${match[2]}`;
}

/** Adds an operator and signs them in through `env`'s API (password, then the e-mailed code). */
async function signedInOperator(env: TestEnv) {
  const email = uniqueEmail('operator');
  const { password, operator } = await addOperator(env.db, { email, actor: 'several-servers test' });
  await env.gql('mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }', {
    input: { email, password },
  });
  const verified = await env.gql<{ verifyOperatorCode: { token: string } }>(
    'mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }',
    { input: { email, code: codeFor(env, email) } },
  );
  const token = verified.data?.verifyOperatorCode.token;
  if (!token) throw new Error(JSON.stringify(verified.errors));
  return { email, id: operator.id, token };
}

describe.skipIf(!databaseUrl)(
  'two servers on one PostgreSQL (skipped without DATABASE_URL: the embedded database serves one process)',
  () => {
    let a: TestEnv;
    let b: TestEnv;
    beforeAll(async () => {
      a = await createTestEnv('pg');
      b = await createTestEnv('pg');
      await Promise.all([a.invalidation.start(), b.invalidation.start()]);
      expect(a.invalidation.isListening() && b.invalidation.isListening()).toBe(true);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('a sign-out on A is refused on B at once; a server not listening would still accept it', async () => {
      const { token } = await signUp(a);
      // A third server without a listener: it forgets only its own changes, and the rest within a second.
      const deaf = await createTestEnv('pg');
      try {
        await settled(b);
        expect((await b.gql(ME, {}, token)).errors).toBeUndefined();
        expect((await deaf.gql(ME, {}, token)).errors).toBeUndefined();
        expect(b.sessionCache.get(token)).not.toBeNull();

        const bHeard = heard(b, sentBy(a));
        expect((await a.gql(SIGN_OUT, {}, token)).errors).toBeUndefined();
        expect(await bHeard).toBeLessThan(HEARD_WITHIN_MS);
        expect(b.sessionCache.get(token)).toBeNull();
        expect(errorOf(await b.gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
        // What decision 062 removes: the deaf server answers from its memory until its second is up.
        expect((await deaf.gql(ME, {}, token)).errors).toBeUndefined();
      } finally {
        await deaf.close();
      }
    });

    it('a password change on A refuses the old token on B at once, and B takes the new one', async () => {
      const { token, input } = await signUp(a);
      await settled(b);
      expect((await b.gql(ME, {}, token)).errors).toBeUndefined();
      expect(b.sessionCache.get(token)).not.toBeNull();
      const bHeard = heard(b, sentBy(a));
      const saved = await a.gql<{ saveNewPassword: { token: string } }>(
        'mutation ($input: SaveNewPasswordInput!) { saveNewPassword(input: $input) { token } }',
        { input: { currentPassword: input.password, newPassword: 'Marmalade kettle 7 harbour' } },
        token,
      );
      expect(saved.errors).toBeUndefined();
      expect(await bHeard).toBeLessThan(HEARD_WITHIN_MS);
      expect(errorOf(await b.gql(ME, {}, token)).code).toBe('UNAUTHENTICATED');
      expect((await b.gql(ME, {}, saved.data?.saveNewPassword.token)).errors).toBeUndefined();
    });

    it('an operator disabled on A is refused on B at once', async () => {
      const admin = await signedInOperator(a);
      const other = await signedInOperator(a);
      expect((await b.gql(OPERATOR_ME, {}, other.token)).data).toEqual({
        operatorMe: { email: other.email },
      });
      const bHeard = heard(b, sentBy(a));
      const disabled = await a.gql(
        'mutation ($input: SetOperatorDisabledInput!) { setOperatorDisabled(input: $input) { id } }',
        { input: { operatorId: other.id, disabled: true } },
        admin.token,
      );
      expect(disabled.errors).toBeUndefined();
      expect(await bHeard).toBeLessThan(HEARD_WITHIN_MS);
      expect(errorOf(await b.gql(OPERATOR_ME, {}, other.token)).code).toBe('UNAUTHENTICATED');
    });

    it('an operator disabled by the ops CLI is refused on A and B as soon as they hear it', async () => {
      const other = await signedInOperator(a);
      await Promise.all([settled(a), settled(b)]);
      expect((await a.gql(OPERATOR_ME, {}, other.token)).errors).toBeUndefined();
      expect((await b.gql(OPERATOR_ME, {}, other.token)).errors).toBeUndefined();
      expect(a.sessionCache.get(other.token)).not.toBeNull();
      expect(b.sessionCache.get(other.token)).not.toBeNull();
      // The CLI takes seconds to start (tsx); its notification is waited for, however long that is.
      const aHeard = heard(a, sentByAnotherProcess(a, b), 60_000);
      const bHeard = heard(b, sentByAnotherProcess(a, b), 60_000);
      const cli = await runTool('apps/server/src/ops/ops-cli.ts', ['disable-operator', other.email]);
      expect(cli.status, cli.stderr).toBe(0);
      // The CLI notifies just before it exits: both have heard by then, or a moment after.
      await Promise.all([aHeard, bHeard]);
      expect(errorOf(await a.gql(OPERATOR_ME, {}, other.token)).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await b.gql(OPERATOR_ME, {}, other.token)).code).toBe('UNAUTHENTICATED');
    });

    it('maintenance switched on A is seen on B at once', async () => {
      const admin = await signedInOperator(a);
      const setMaintenance = (submitHomeEnabled: boolean) =>
        a.gql(
          'mutation ($input: SetMaintenanceModeInput!) { setMaintenanceMode(input: $input) { submitHomeEnabled } }',
          { input: { submitHomeEnabled } },
          admin.token,
        );
      expect((await b.gql(MAINTENANCE)).data).toEqual({ getMaintenanceMode: { submitHomeEnabled: true } });
      try {
        const bHeard = heard(b, sentBy(a));
        expect((await setMaintenance(false)).errors).toBeUndefined();
        // The flag is read from the database at every request (services/settings.ts): B sees it even before
        // it hears; the notification is waited for only to show that it came.
        expect((await b.gql(MAINTENANCE)).data).toEqual({ getMaintenanceMode: { submitHomeEnabled: false } });
        expect(await bHeard).toBeLessThan(HEARD_WITHIN_MS);
      } finally {
        expect((await setMaintenance(true)).errors).toBeUndefined();
      }
      expect((await b.gql(MAINTENANCE)).data).toEqual({ getMaintenanceMode: { submitHomeEnabled: true } });
    });

    it('homes imported by `npm run import:listings` are answered by B as soon as it hears', async () => {
      const { token } = await signUp(a);
      await settled(b);
      const variables = { input: { postcodes: [EMPTY_DISTRICT] } };
      const ask = async () => {
        const result = await b.gql<{ getHomesSelection: { listings: Array<{ address: string }> } }>(
          HOMES,
          variables,
          token,
        );
        expect(result.errors).toBeUndefined();
        return result.data?.getHomesSelection.listings.map((home) => home.address);
      };
      expect(await ask()).toEqual([]);
      // B now remembers that answer for a second (decision 036): asked again, it reads no homes.
      b.queries.length = 0;
      expect(await ask()).toEqual([]);
      expect(b.queries.filter((query) => /district_homes/.test(query))).toEqual([]);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-import-'));
      const file = path.join(dir, 'orkney.csv');
      const address = `${crypto.randomUUID().slice(0, 8)} Harbour Street, Kirkwall, KW17`;
      fs.writeFileSync(
        file,
        'listing_id,url,address,postcode,outcode,price,bedrooms,property_type,scraped_at\n' +
          `${Date.now()},https://www.rightmove.co.uk/properties/1,"${address}",KW17 2AA,KW17,180000,3,Detached,2025-12-11T21:35:01.772Z\n`,
      );
      try {
        const bHeard = heard(b, sentByAnotherProcess(a, b), 60_000);
        const cli = await runTool('apps/server/src/db/seed/import-listings-cli.ts', [
          file,
          '--report-dir',
          dir,
        ]);
        expect(cli.status, cli.stderr).toBe(0);
        await bHeard;
        expect(await ask()).toEqual([address]);
      } finally {
        await a.db.delete(listings).where(eq(listings.outcode, EMPTY_DISTRICT));
        await refreshDistrictHomes(a.db);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
