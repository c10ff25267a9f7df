/**
 * `npm run ops -- disable-operator | enable-operator | disable-pipeline-viewer | enable-pipeline-viewer EMAIL`
 * (apps/server/src/ops/ops-cli.ts): the commands find the account by e-mail and call the service the console
 * calls (setOperatorDisabled, setPipelineViewerDisabled), so a disabled account cannot sign in, its token is
 * refused at once, every change is audited with the command's actor, and enabling lets the account back in.
 * The command line itself refuses a missing or malformed address before opening any database.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { auditLog } from '../../src/db/schema';
import { addOperator, findOperatorByEmail, setOperatorDisabled } from '../../src/services/operators';
import {
  addPipelineViewer,
  findPipelineViewerByEmail,
  setPipelineViewerDisabled,
} from '../../src/services/pipeline-viewers';
import { aSecondLater, createTestEnv, drivers, errorOf, type TestEnv, uniqueEmail } from '../helpers';

const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const HOMES = `query { getPipelineHomes(pageSize: 1) { totalCount } }`;
const OPERATOR_SIGN_IN = `mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }`;

describe.each(drivers)('ops account commands on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const lastAudit = async (subjectId: string) => {
    const [row] = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, subjectId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('disables and enables a pipeline viewer by e-mail, audited, through the console’s service', async () => {
    const email = uniqueEmail('viewer');
    const viewer = await addPipelineViewer(env.db, { email, actor: 'ops.tester' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: viewer.password },
    });
    const token = signedIn.data?.checkPipelinePassword.token ?? '';
    expect((await env.gql(HOMES, {}, token)).errors).toBeUndefined();

    // What `npm run ops -- disable-pipeline-viewer EMAIL` does (any case of the address).
    const found = await findPipelineViewerByEmail(env.db, email.toUpperCase());
    expect(found.id).toBe(viewer.id);
    const disabled = await setPipelineViewerDisabled(env.db, {
      pipelineViewerId: found.id,
      disabled: true,
      actor: 'ops.tester',
    });
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    // The CLI runs in its own process: until the server's remembered check of this token expires, it may
    // still be accepted (lib/session-cache.ts).
    expect((await env.gql(HOMES, {}, token)).errors).toBeUndefined();
    aSecondLater(env);
    expect(await lastAudit(viewer.id)).toMatchObject({
      action: 'disable-pipeline-viewer',
      actor: 'ops.tester',
      details: { email, after: { disabledAt: expect.any(String) } },
    });
    expect(errorOf(await env.gql(HOMES, {}, token)).code).toBe('UNAUTHENTICATED');
    const refused = await env.gql(CHECK, { input: { email, password: viewer.password } });
    expect(errorOf(refused)).toMatchObject({ code: 'UNAUTHENTICATED', field: 'password' });

    // Disabling again changes nothing and writes no second row.
    const before = await lastAudit(viewer.id);
    await setPipelineViewerDisabled(env.db, {
      pipelineViewerId: found.id,
      disabled: true,
      actor: 'ops.tester',
    });
    expect((await lastAudit(viewer.id))?.id).toBe(before?.id);

    const enabled = await setPipelineViewerDisabled(env.db, {
      pipelineViewerId: found.id,
      disabled: false,
      actor: 'ops.tester',
    });
    expect(enabled.disabledAt).toBeNull();
    expect(await lastAudit(viewer.id)).toMatchObject({
      action: 'enable-pipeline-viewer',
      actor: 'ops.tester',
    });
    const again = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: viewer.password },
    });
    expect(again.data?.checkPipelinePassword.token).toBeTruthy();
  });

  it('disables and enables an operator by e-mail, audited, with no operator account behind the command', async () => {
    const email = uniqueEmail('operator');
    const { operator, password } = await addOperator(env.db, { email, actor: 'ops.tester' });
    const found = await findOperatorByEmail(env.db, email);
    const disabled = await setOperatorDisabled(env.db, {
      operatorId: found.id,
      disabled: true,
      actor: 'ops.tester',
    });
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    expect(await lastAudit(operator.id)).toMatchObject({
      action: 'disable-operator',
      actor: 'ops.tester',
      details: { email, before: { disabledAt: null } },
    });
    const refused = await env.gql(OPERATOR_SIGN_IN, { input: { email, password } });
    expect(errorOf(refused)).toMatchObject({ code: 'UNAUTHENTICATED', field: 'email' });

    await setOperatorDisabled(env.db, { operatorId: found.id, disabled: false, actor: 'ops.tester' });
    expect(await lastAudit(operator.id)).toMatchObject({ action: 'enable-operator', actor: 'ops.tester' });
    const signedIn = await env.gql<{ operatorSignIn: { codeSent: boolean } }>(OPERATOR_SIGN_IN, {
      input: { email, password },
    });
    expect(signedIn.data?.operatorSignIn.codeSent).toBe(true);
  });

  it('answers NOT_FOUND for an address no account has', async () => {
    await expect(findOperatorByEmail(env.db, uniqueEmail('nobody'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(findPipelineViewerByEmail(env.db, uniqueEmail('nobody'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the ops command line for accounts', () => {
  const ops = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/ops/ops-cli.ts'), ...args],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );

  it('refuses a missing or malformed address, naming what it needs, before opening a database', () => {
    const missing = ops('disable-operator');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("disable-operator needs the operator's e-mail address.");
    const malformed = ops('enable-pipeline-viewer', 'not-an-address');
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain("enable-pipeline-viewer needs the pipeline viewer's e-mail address.");
    expect(malformed.stderr).toContain('npm run ops -- disable-pipeline-viewer EMAIL');
  });
});
