import { describe, expect, it } from 'vitest';
import {
  repairQueueInputSchema,
  reportRepairInputSchema,
  setRepairTargetsInputSchema,
  updateRepairInputSchema,
} from './repair-inputs';
import {
  allowedRepairMoves,
  checkRepairUpdate,
  compareRepairQueue,
  describeRepairPayer,
  describeRepairTarget,
  isRepairOverdue,
  payerForCost,
  payerOfCategory,
  type QueuedRepair,
  repairTargetAt,
  repairTargetHours,
  repairTargetHoursProblem,
} from './repairs';

describe('the repair matrix', () => {
  it('makes structure, roof, heating and the supply installations Stairway’s whatever the cost (LTA 1985 s11)', () => {
    expect(payerOfCategory('StructureAndExterior')).toBe('Stairway');
    expect(payerOfCategory('Roof')).toBe('Stairway');
    expect(payerOfCategory('HeatingAndHotWater')).toBe('Stairway');
    expect(payerOfCategory('WaterGasAndSanitation')).toBe('Stairway');
    expect(payerOfCategory('Electrics')).toBe('Stairway');
    // A £40 boiler part is still the landlord's (s11(1)(c)).
    expect(payerForCost('HeatingAndHotWater', 40)).toBe('Stairway');
  });

  it('lets the cost decide the other categories: up to the threshold the customer, above it Stairway', () => {
    expect(payerOfCategory('InteriorAndDecoration')).toBe('CostDecides');
    // Threshold £250: £250.00 is the customer's, £250.01 Stairway's.
    expect(payerForCost('InteriorAndDecoration', 250)).toBe('Customer');
    expect(payerForCost('InteriorAndDecoration', 250.01)).toBe('Stairway');
    // Appliances: threshold £300.
    expect(payerForCost('Appliances', 300)).toBe('Customer');
    expect(payerForCost('Appliances', 301)).toBe('Stairway');
  });

  it('says who pays in words, with the threshold in pounds', () => {
    expect(describeRepairPayer('GardenAndOutbuildings', 'CostDecides')).toBe(
      'You pay if it costs up to £250; Stairway pays if it costs more.',
    );
    expect(describeRepairPayer('Roof', 'Stairway')).toBe(
      'Stairway pays: this is the landlord’s repair by law.',
    );
  });
});

describe('targets', () => {
  const reported = new Date('2026-12-01T10:00:00Z');

  it('gives 24 hours, 7 days and 28 days by default', () => {
    expect(repairTargetAt(reported, 'Emergency').toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(repairTargetAt(reported, 'Urgent').toISOString()).toBe('2026-12-08T10:00:00.000Z');
    // 28 days after 1 December is 29 December.
    expect(repairTargetAt(reported, 'Routine').toISOString()).toBe('2026-12-29T10:00:00.000Z');
  });

  it('takes a setting of whole hours from 1 to 2,160 and ignores anything else', () => {
    const hours = repairTargetHours({ Emergency: 12, Urgent: 0, Routine: 2.5 });
    expect(hours).toEqual({ Emergency: 12, Urgent: 168, Routine: 672 });
    expect(repairTargetAt(reported, 'Emergency', hours).toISOString()).toBe('2026-12-01T22:00:00.000Z');
    expect(repairTargetHours({ Routine: 2161 }).Routine).toBe(672);
  });

  it('writes targets in words', () => {
    expect(describeRepairTarget(24)).toBe('within 24 hours');
    expect(describeRepairTarget(168)).toBe('within 7 days');
    expect(describeRepairTarget(672)).toBe('within 28 days');
    expect(describeRepairTarget(36)).toBe('within 36 hours');
  });
});

describe('statuses', () => {
  it('moves an open repair to another open status, completed or cancelled; a closed one nowhere', () => {
    expect(allowedRepairMoves('Reported')).toEqual(['Scheduled', 'InProgress', 'Completed', 'Cancelled']);
    expect(allowedRepairMoves('Scheduled')).toEqual(['Scheduled', 'InProgress', 'Completed', 'Cancelled']);
    expect(allowedRepairMoves('Completed')).toEqual([]);
  });

  it('checks an update and names the field at fault', () => {
    const open = { status: 'Reported', payer: 'CostDecides' } as const;
    expect(checkRepairUpdate(open, { status: 'Scheduled' }, '2026-12-01')).toEqual({
      ok: false,
      field: 'scheduledFor',
      error: 'Give the day of the visit to book it',
    });
    expect(
      checkRepairUpdate(open, { status: 'Scheduled', scheduledFor: '2026-11-30' }, '2026-12-01'),
    ).toMatchObject({
      field: 'scheduledFor',
    });
    expect(checkRepairUpdate(open, { payer: 'Stairway' }, '2026-12-01')).toMatchObject({
      field: 'payerReason',
    });
    expect(checkRepairUpdate(open, {}, '2026-12-01')).toMatchObject({ field: 'message' });
    expect(
      checkRepairUpdate({ status: 'Completed', payer: 'Stairway' }, { status: 'InProgress' }, '2026-12-01'),
    ).toEqual({
      ok: false,
      field: 'status',
      error: 'A repair that is completed cannot change: report a new one',
    });
    expect(
      checkRepairUpdate(
        open,
        { status: 'Scheduled', scheduledFor: '2026-12-03', message: 'Booked' },
        '2026-12-01',
      ),
    ).toEqual({ ok: true });
    expect(
      checkRepairUpdate({ status: 'Completed', payer: 'Stairway' }, { message: 'Thanks' }, '2026-12-01'),
    ).toEqual({
      ok: true,
    });
  });
});

describe('the queue', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('puts overdue repairs first, then the earliest target, closed last', () => {
    const routineDueSoon: QueuedRepair = {
      status: 'Reported',
      targetAt: at('2026-12-11T09:00:00Z'),
      reportedAt: at('2026-11-13T09:00:00Z'),
    };
    const emergencyOverdue: QueuedRepair = {
      status: 'InProgress',
      targetAt: at('2026-12-10T11:00:00Z'),
      reportedAt: at('2026-12-09T11:00:00Z'),
    };
    const urgentOverdueLonger: QueuedRepair = {
      status: 'Scheduled',
      targetAt: at('2026-12-08T12:00:00Z'),
      reportedAt: at('2026-12-01T12:00:00Z'),
    };
    const completed: QueuedRepair = {
      status: 'Completed',
      targetAt: at('2026-12-01T00:00:00Z'),
      reportedAt: at('2026-11-30T00:00:00Z'),
    };
    expect(isRepairOverdue(emergencyOverdue, now)).toBe(true);
    expect(isRepairOverdue(completed, now)).toBe(false);
    const sorted = [routineDueSoon, completed, emergencyOverdue, urgentOverdueLonger].sort((a, b) =>
      compareRepairQueue(a, b, now),
    );
    expect(sorted).toEqual([urgentOverdueLonger, emergencyOverdue, routineDueSoon, completed]);
  });
});

describe('inputs', () => {
  it('refuses a short description and too many photos, naming the field', () => {
    const result = reportRepairInputSchema.safeParse({
      category: 'Roof',
      description: 'Leak',
      urgency: 'Urgent',
      photoKeys: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['description', 'photoKeys']);
  });

  it('keeps an update’s absent fields as null', () => {
    const parsed = updateRepairInputSchema.parse({
      repairId: '0b0f7d33-1d2b-4c6e-9d55-0e8a1c2b3d4e',
      message: ' Hi ',
    });
    expect(parsed).toMatchObject({ status: null, message: 'Hi', payer: null, scheduledFor: null });
  });
});

describe('the targets operators set', () => {
  it('takes whole hours within each urgency’s bounds, most urgent shortest', () => {
    expect(repairTargetHoursProblem({ Emergency: 24, Urgent: 168, Routine: 672 })).toBeNull();
    expect(repairTargetHoursProblem({ Emergency: 72, Urgent: 72, Routine: 2160 })).toBeNull();
    expect(repairTargetHoursProblem({ Emergency: 73, Urgent: 168, Routine: 672 })?.urgency).toBe('Emergency');
    expect(repairTargetHoursProblem({ Emergency: 24, Urgent: 721, Routine: 2160 })?.urgency).toBe('Urgent');
    expect(repairTargetHoursProblem({ Emergency: 24, Urgent: 168, Routine: 0 })?.urgency).toBe('Routine');
    expect(repairTargetHoursProblem({ Emergency: 1.5, Urgent: 168, Routine: 672 })?.message).toBe(
      'Give the emergency target in whole hours from 1 to 72',
    );
    expect(repairTargetHoursProblem({ Emergency: 48, Urgent: 24, Routine: 672 })).toEqual({
      urgency: 'Urgent',
      message: 'The urgent target cannot be shorter than the emergency target',
    });
  });

  it('names the input field at fault', () => {
    const result = setRepairTargetsInputSchema.safeParse({
      emergencyHours: 24,
      urgentHours: 168,
      routineHours: 100,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['routineHours', 'The routine target cannot be shorter than the urgent target'],
    ]);
  });

  it('pages the queue from an offset of 0 to 100,000', () => {
    expect(repairQueueInputSchema.safeParse({ limit: 25, offset: 0, includeClosed: false }).success).toBe(
      true,
    );
    expect(repairQueueInputSchema.safeParse({ limit: 25, offset: -1, includeClosed: false }).success).toBe(
      false,
    );
  });
});
