/**
 * Repairs of a home on a plan (ARCHITECTURE.md §7 "repairs (matrix, urgency, target dates)"): the repair
 * matrix (which categories are Stairway's as the landlord, and below which amount the customer pays), the
 * target time an urgency sets, the statuses a repair moves through and the order of the operators' queue.
 *
 * Why a matrix: domain research §4 ("Maintenance and repair disputes … Product response: clear repair matrix
 * (who pays what above which £ threshold), a repair-request tracker with SLAs"). Pure: no I/O, no clock (the
 * caller passes "now"), no zod (the inputs are repair-inputs.ts).
 */
import { formatGBP } from './money';

/** The kinds of repair a customer may report, in the order the form lists them. */
export const REPAIR_CATEGORIES = [
  'StructureAndExterior',
  'Roof',
  'HeatingAndHotWater',
  'WaterGasAndSanitation',
  'Electrics',
  'Appliances',
  'InteriorAndDecoration',
  'GardenAndOutbuildings',
  'Other',
] as const;
/** One of {@link REPAIR_CATEGORIES}. */
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];

/** Each category as people read it (sentence case, British English). */
export const REPAIR_CATEGORY_LABELS: Record<RepairCategory, string> = {
  StructureAndExterior: 'Structure and exterior',
  Roof: 'Roof and chimney',
  HeatingAndHotWater: 'Boiler, heating and hot water',
  WaterGasAndSanitation: 'Water, gas and toilets',
  Electrics: 'Electrics',
  Appliances: 'Appliances',
  InteriorAndDecoration: 'Inside the home',
  GardenAndOutbuildings: 'Garden, fences and sheds',
  Other: 'Something else',
};

/** What each category covers, shown under the choice. */
export const REPAIR_CATEGORY_EXAMPLES: Record<RepairCategory, string> = {
  StructureAndExterior: 'Walls, foundations, gutters, drains, outside doors and windows.',
  Roof: 'Tiles, flashing, leaks from the roof, the chimney.',
  HeatingAndHotWater: 'The boiler, radiators, the hot water cylinder.',
  WaterGasAndSanitation: 'Pipes, taps, sinks, baths, showers, toilets, the gas supply.',
  Electrics: 'Wiring, sockets, switches, the fuse box.',
  Appliances: 'An oven, hob, fridge or washing machine that came with the home.',
  InteriorAndDecoration: 'Internal doors, cupboards, floors, walls and decoration.',
  GardenAndOutbuildings: 'Fences, gates, paths, sheds and garages.',
  Other: 'Anything not listed: say what it is.',
};

/**
 * One row of the repair matrix: Stairway always pays (`landlord`, with the statute that makes it the
 * landlord's), or the customer pays a repair costing up to `customerPaysUpTo` pounds and Stairway pays one
 * costing more.
 */
export type RepairMatrixRow =
  | { kind: 'landlord'; source: string }
  | { kind: 'threshold'; customerPaysUpTo: number; source: string };

/** Landlord and Tenant Act 1985 s11(1)(a): the structure and exterior (drains, gutters, external pipes). */
const S11_STRUCTURE = 'Landlord and Tenant Act 1985 s11(1)(a): structure and exterior';
/** s11(1)(b): installations for the supply of water, gas, electricity and for sanitation. */
const S11_SUPPLY = 'Landlord and Tenant Act 1985 s11(1)(b): water, gas, electricity and sanitation';
/** s11(1)(c): installations for space heating and heating water. */
const S11_HEATING = 'Landlord and Tenant Act 1985 s11(1)(c): space heating and hot water';
/**
 * The threshold rows' source: the plan's own terms, set after domain research §4 (Landis splits repairs above
 * $200; the customer is on the way to owning the home, so small wear-and-tear repairs are theirs).
 */
const PLAN_TERMS = 'Stairway plan terms (domain research §4: a clear £ threshold)';

/**
 * The repair matrix. Structure, exterior, roof, heating, hot water and the supply installations are always
 * Stairway's: a landlord of a lease of a dwelling for less than seven years cannot contract out of them
 * (Landlord and Tenant Act 1985 s11 and s12). The rest are the customer's up to the amount shown.
 */
export const REPAIR_MATRIX: Record<RepairCategory, RepairMatrixRow> = {
  StructureAndExterior: { kind: 'landlord', source: S11_STRUCTURE },
  Roof: { kind: 'landlord', source: S11_STRUCTURE },
  HeatingAndHotWater: { kind: 'landlord', source: S11_HEATING },
  WaterGasAndSanitation: { kind: 'landlord', source: S11_SUPPLY },
  Electrics: { kind: 'landlord', source: S11_SUPPLY },
  Appliances: { kind: 'threshold', customerPaysUpTo: 300, source: PLAN_TERMS },
  InteriorAndDecoration: { kind: 'threshold', customerPaysUpTo: 250, source: PLAN_TERMS },
  GardenAndOutbuildings: { kind: 'threshold', customerPaysUpTo: 250, source: PLAN_TERMS },
  Other: { kind: 'threshold', customerPaysUpTo: 250, source: PLAN_TERMS },
};

/**
 * Who pays a repair: Stairway, the customer, or (before the cost is known) the cost decides by the matrix's
 * threshold.
 */
export const REPAIR_PAYERS = ['Stairway', 'Customer', 'CostDecides'] as const;
/** One of {@link REPAIR_PAYERS}. */
export type RepairPayer = (typeof REPAIR_PAYERS)[number];
/** Each payer as the operators read it. */
export const REPAIR_PAYER_LABELS: Record<RepairPayer, string> = {
  Stairway: 'Stairway pays',
  Customer: 'Customer pays',
  CostDecides: 'Depends on the cost',
};

/** Who pays a newly reported repair of a category: Stairway, or the cost decides (the matrix's threshold). */
export function payerOfCategory(category: RepairCategory): RepairPayer {
  return REPAIR_MATRIX[category].kind === 'landlord' ? 'Stairway' : 'CostDecides';
}

/**
 * Who pays a repair of a category that costs an amount: Stairway for a landlord's category whatever the cost;
 * otherwise the customer when it costs up to the threshold (inclusive), Stairway when it costs more.
 * @param costPounds the repair's cost, pounds (e.g. 250 → Customer for InteriorAndDecoration, 250.01 → Stairway)
 */
export function payerForCost(category: RepairCategory, costPounds: number): 'Stairway' | 'Customer' {
  const row = REPAIR_MATRIX[category];
  if (row.kind === 'landlord') return 'Stairway';
  return costPounds <= row.customerPaysUpTo ? 'Customer' : 'Stairway';
}

/**
 * Who pays, in the customer's words, e.g. "Stairway pays: this is the landlord's repair" or "You pay if it
 * costs up to £250; Stairway pays if it costs more".
 */
export function describeRepairPayer(category: RepairCategory, payer: RepairPayer): string {
  const row = REPAIR_MATRIX[category];
  if (payer === 'Stairway') {
    return row.kind === 'landlord'
      ? 'Stairway pays: this is the landlord’s repair by law.'
      : 'Stairway pays for this repair.';
  }
  if (payer === 'Customer') return 'You pay for this repair.';
  const limit = row.kind === 'threshold' ? row.customerPaysUpTo : 0;
  return `You pay if it costs up to ${formatGBP(limit)}; Stairway pays if it costs more.`;
}

/** How urgent a repair is, most urgent first. */
export const REPAIR_URGENCIES = ['Emergency', 'Urgent', 'Routine'] as const;
/** One of {@link REPAIR_URGENCIES}. */
export type RepairUrgency = (typeof REPAIR_URGENCIES)[number];
/** Each urgency as people read it. */
export const REPAIR_URGENCY_LABELS: Record<RepairUrgency, string> = {
  Emergency: 'Emergency',
  Urgent: 'Urgent',
  Routine: 'Routine',
};
/** What each urgency is for, shown beside the choice. */
export const REPAIR_URGENCY_HELP: Record<RepairUrgency, string> = {
  Emergency: 'A danger to people or the home: a gas smell, no heating in winter, flooding, unsafe electrics.',
  Urgent:
    'Something that makes the home hard to live in: a broken toilet when there is another, a leaking roof.',
  Routine: 'Everything else: a dripping tap, a sticking door, a broken cupboard.',
};

/** Hours from report to target by urgency: emergency 24 hours, urgent 7 days, routine 28 days (the defaults). */
export const DEFAULT_REPAIR_TARGET_HOURS: Record<RepairUrgency, number> = {
  Emergency: 24,
  Urgent: 7 * 24,
  Routine: 28 * 24,
};
/** The longest target a setting may give, hours (90 days). */
export const MAX_REPAIR_TARGET_HOURS = 90 * 24;

/**
 * The longest target an operator may set for each urgency, hours: an emergency within 3 days (72 hours), an
 * urgent repair within 30 days (720 hours), a routine one within 90 days (2,160 hours). The shortest is 1 hour.
 * Chosen so that a mistyped figure (days typed as hours, an extra zero) is refused rather than saved.
 */
export const REPAIR_TARGET_HOURS_MAX: Record<RepairUrgency, number> = {
  Emergency: 72,
  Urgent: 30 * 24,
  Routine: MAX_REPAIR_TARGET_HOURS,
};

/**
 * What is wrong with target hours an operator sets, or null when they may be saved: each a whole number of hours
 * from 1 to its urgency's {@link REPAIR_TARGET_HOURS_MAX}, and a more urgent repair's target no longer than a
 * less urgent one's (emergency ≤ urgent ≤ routine).
 * @param hours the hours by urgency
 * @returns the urgency at fault and the message in words, or null
 */
export function repairTargetHoursProblem(
  hours: Record<RepairUrgency, number>,
): { urgency: RepairUrgency; message: string } | null {
  for (const urgency of REPAIR_URGENCIES) {
    const value = hours[urgency];
    const max = REPAIR_TARGET_HOURS_MAX[urgency];
    if (!Number.isInteger(value) || value < 1 || value > max) {
      return {
        urgency,
        message: `Give the ${urgency.toLowerCase()} target in whole hours from 1 to ${max.toLocaleString('en-GB')}`,
      };
    }
  }
  if (hours.Urgent < hours.Emergency)
    return { urgency: 'Urgent', message: 'The urgent target cannot be shorter than the emergency target' };
  if (hours.Routine < hours.Urgent)
    return { urgency: 'Routine', message: 'The routine target cannot be shorter than the urgent target' };
  return null;
}

/**
 * The target hours per urgency: the defaults, each replaced by a setting that is a whole number of hours from 1
 * to {@link MAX_REPAIR_TARGET_HOURS}; any other setting is ignored.
 * @param overrides the settings' values (services/settings.ts), possibly partial or null
 */
export function repairTargetHours(
  overrides?: Partial<Record<RepairUrgency, number>> | null,
): Record<RepairUrgency, number> {
  const out = { ...DEFAULT_REPAIR_TARGET_HOURS };
  for (const urgency of REPAIR_URGENCIES) {
    const value = overrides?.[urgency];
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= 1 &&
      value <= MAX_REPAIR_TARGET_HOURS
    ) {
      out[urgency] = value;
    }
  }
  return out;
}

/**
 * When a repair should be done by: the report's time plus the urgency's target hours.
 * @param reportedAt when it was reported
 * @param hours the target hours ({@link repairTargetHours})
 */
export function repairTargetAt(
  reportedAt: Date,
  urgency: RepairUrgency,
  hours: Record<RepairUrgency, number> = DEFAULT_REPAIR_TARGET_HOURS,
): Date {
  return new Date(reportedAt.getTime() + hours[urgency] * 3_600_000);
}

/** A target in words, e.g. "within 24 hours", "within 7 days", "within 28 days", "within 36 hours". */
export function describeRepairTarget(hours: number): string {
  if (hours !== 24 && hours % 24 === 0) return `within ${hours / 24} days`;
  return `within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export * from './repair-status';
