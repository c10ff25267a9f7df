/**
 * The repair targets as operators change them (setRepairTargets on the console's Settings page, and
 * `npm run ops -- set-repair-targets`): the targets in force, a change audited with the hours before and after,
 * refusals naming the field (whole hours within each urgency's bounds, emergency ≤ urgent ≤ routine) that change
 * nothing, and the command line's checks. The defaults are put back after each test.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { opsArgsProblem, readOpsArgs } from '../../src/ops/ops-args';
import { repairTargetOptions } from '../../src/ops/ops-repair-commands';
import { setRepairTargetHours } from '../../src/services/repairs/repair-settings';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { callOk, signedInOperator } from '../purchases';

const TARGETS = `query { repairTargets { urgency hours description } }`;
const SET = `mutation ($input: SetRepairTargetsInput!) { setRepairTargets(input: $input) { urgency hours description } }`;
const DEFAULTS = { emergencyHours: 24, urgentHours: 168, routineHours: 672 };

describe.each(drivers)('repair targets on %s', (driver) => {
  let env: TestEnv;
  let operator: { email: string; token: string };

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = await signedInOperator(env, 'repair-targets-operator');
  });
  afterEach(async () => {
    await setRepairTargetHours(env.db, {
      hours: { Emergency: null, Urgent: null, Routine: null },
      actor: 'repair-targets.test',
    });
  });
  afterAll(async () => {
    await env.close();
  });

  it('reads the targets in force and changes them, audited with the hours before and after', async () => {
    const before = await callOk<{ repairTargets: unknown[] }>(env, TARGETS, {}, operator.token);
    expect(before.repairTargets).toEqual([
      { urgency: 'Emergency', hours: 24, description: 'within 24 hours' },
      { urgency: 'Urgent', hours: 168, description: 'within 7 days' },
      { urgency: 'Routine', hours: 672, description: 'within 28 days' },
    ]);
    const after = await callOk<{ setRepairTargets: Array<{ hours: number; description: string }> }>(
      env,
      SET,
      { input: { emergencyHours: 12, urgentHours: 120, routineHours: 720 } },
      operator.token,
    );
    expect(after.setRepairTargets.map((t) => t.description)).toEqual([
      'within 12 hours',
      'within 5 days',
      'within 30 days',
    ]);
    const read = await callOk<{ repairTargets: Array<{ hours: number }> }>(env, TARGETS, {}, operator.token);
    expect(read.repairTargets.map((t) => t.hours)).toEqual([12, 120, 720]);
    const [row] = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, operator.email))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      action: 'repair-targets',
      subjectId: 'settings',
      details: {
        before: { Emergency: 24, Urgent: 168, Routine: 672 },
        after: { Emergency: 12, Urgent: 120, Routine: 720 },
      },
    });
  });

  it.each([
    [{ emergencyHours: 0 }, 'emergencyHours', 'Give the emergency target in whole hours from 1 to 72'],
    [{ emergencyHours: 73 }, 'emergencyHours', 'Give the emergency target in whole hours from 1 to 72'],
    [{ urgentHours: 721 }, 'urgentHours', 'Give the urgent target in whole hours from 1 to 720'],
    [{ routineHours: 2161 }, 'routineHours', 'Give the routine target in whole hours from 1 to 2,160'],
    [{ urgentHours: 12 }, 'urgentHours', 'The urgent target cannot be shorter than the emergency target'],
    [{ routineHours: 100 }, 'routineHours', 'The routine target cannot be shorter than the urgent target'],
  ])('refuses %o naming %s, and changes nothing', async (change, field, message) => {
    const result = await env.gql(SET, { input: { ...DEFAULTS, ...change } }, operator.token);
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.errors?.[0]?.message).toBe(message);
    const read = await callOk<{ repairTargets: Array<{ hours: number }> }>(env, TARGETS, {}, operator.token);
    expect(read.repairTargets.map((t) => t.hours)).toEqual([24, 168, 672]);
  });

  it('refuses hours that are not whole, naming the field', async () => {
    const result = await env.gql(SET, { input: { ...DEFAULTS, urgentHours: 1.5 } }, operator.token);
    expect(errorOf(result)).toMatchObject({ field: 'urgentHours' });
  });

  it('keeps the other urgencies when the service changes one, and checks the order against them', async () => {
    await setRepairTargetHours(env.db, { hours: { Routine: 200 }, actor: 'repair-targets.test' });
    await expect(
      setRepairTargetHours(env.db, { hours: { Urgent: 300 }, actor: 'repair-targets.test' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'routineHours' });
  });
});

describe('npm run ops -- set-repair-targets', () => {
  const problem = (...argv: string[]) => opsArgsProblem(readOpsArgs(['set-repair-targets', ...argv]));

  it('takes any of --emergency, --urgent and --routine in whole hours', () => {
    expect(problem('--emergency', '12', '--urgent', '120', '--routine', '720')).toBeNull();
    expect(problem('--routine', '720')).toBeNull();
    expect(
      repairTargetOptions(readOpsArgs(['set-repair-targets', '--emergency', '12', '--routine', '720'])),
    ).toEqual({ Emergency: 12, Routine: 720 });
  });

  it('refuses no hours, or hours that are not a whole number, before opening the database', () => {
    expect(problem()).toMatch(/^set-repair-targets needs --emergency, --urgent or --routine with hours\./);
    expect(problem('--urgent', '7d')).toMatch(/^--urgent needs a whole number of hours\./);
    expect(problem('--routine', '--urgent', '5')).toMatch(/^--routine needs a whole number of hours\./);
  });
});
