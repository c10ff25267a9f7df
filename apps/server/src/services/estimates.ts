/**
 * The landlord's rent and value estimate (spec §6 `getEstimatedLandlordRent`,
 * `sendValuationEmail`), made by the one calibrated estimator (decision 057;
 * lib/calibrated-estimates.ts): nearest comparable homes of the bundled 60k-row sample of real lets and
 * sales (not the imported listings, so no database query), blended with the local authority's figures, with an
 * 80% interval calibrated on held-out homes. The GraphQL operations come with the landlord accounts.
 */

import type { EstimateRequest } from '@stairway/domain/estimate-request';
import { describeCalibratedEstimate } from '@stairway/domain/estimator/describe';
import type { CalibratedBasis, CalibratedEstimate } from '@stairway/domain/estimator/types';
import { formatGBP } from '@stairway/domain/money';
import { getGrossYieldPercent, getRegionForOutcode, type RegionName } from '@stairway/domain/regions';
import { rentFromYield } from '@stairway/domain/rent-estimate';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import { renderValuationEmail } from '../emails/valuation';
import { AppError } from '../lib/app-error';
import { estimateCalibrated, type HomeToEstimate } from '../lib/calibrated-estimates';

/**
 * A rent or value figure of the landlord estimate: the calibrated estimate (whole pounds, a month for rent;
 * `low`–`high` the 80% interval), or for rent, `regional-yield` when it comes from the value × the region's
 * gross yield because the district has no rent data at all.
 */
export type LandlordFigure = Omit<CalibratedEstimate, 'basis'> & {
  basis: CalibratedBasis | 'regional-yield';
};

/** A landlord estimate: rent and value with their 80% intervals, and what they are based on. */
export type LandlordEstimate = {
  /** Pounds a month (spec §3 "Landlord estimate: estimatedRent"). */
  estimatedRent: number;
  /** Pounds (spec §3 "estimatedValue"); 0 when there is no price data for the district. */
  estimatedValue: number;
  rent: LandlordFigure;
  value: LandlordFigure;
  /** The postcode district the estimate is for, e.g. `N7`. */
  outcode: string;
  /** The local authority (or authorities) of the estimate's official figures, `null` when none. */
  localAuthority: string | null;
  region: RegionName | null;
  /** How each figure was made, a sentence each, for the landlord. */
  rentExplanation: string;
  valueExplanation: string;
};

const NO_ESTIMATE: CalibratedEstimate = {
  value: 0,
  low: 0,
  high: 0,
  level: 0.8,
  comparables: 0,
  radiusKm: null,
  support: 'prior-only',
  basis: 'none',
  matchedOn: '',
  authorityName: null,
};

/**
 * The rent from the value and the region's gross yield (rentFromYield, regions.ts), for a district with no
 * rent data: value × yield ÷ 12, its range the value's 80% interval × yield ÷ 12 (not calibrated as rents).
 */
function rentFromValue(value: CalibratedEstimate, yieldPercent: number): LandlordFigure {
  const fromYield = rentFromYield(value, yieldPercent);
  return {
    ...value,
    value: fromYield.value,
    low: fromYield.low,
    high: fromYield.high,
    comparables: 0,
    radiusKm: null,
    support: 'prior-only',
    basis: 'regional-yield',
    matchedOn: '',
  };
}

/**
 * Estimates the monthly rent and the value of a home with the calibrated estimator.
 * @param _db unused: comparables come from the bundled sample, not the imported listings (kept so that callers
 *   need not change)
 * @param input a parsed estimate request (packages/domain/src/estimate-request.ts)
 * @returns the estimate, each figure with its 80% interval; a rent from the regional yield × the value, said
 *   so in its sentence, where the district has no rent data but has prices
 * @throws AppError BAD_USER_INPUT (field `postcode`) when there is no data at all for the district
 */
export async function estimateRentAndValue(_db: Db, input: EstimateRequest): Promise<LandlordEstimate> {
  const { outcode } = input;
  const home: HomeToEstimate = {
    outcode,
    postcode: input.postcode,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    type: input.propertyType,
  };
  const value = estimateCalibrated('value', home) ?? NO_ESTIMATE;
  const calibratedRent = estimateCalibrated('rent', home) ?? NO_ESTIMATE;
  const region = getRegionForOutcode(outcode);
  const yieldPercent = getGrossYieldPercent([outcode]);
  const rent =
    calibratedRent.basis === 'none' && value.basis !== 'none'
      ? rentFromValue(value, yieldPercent)
      : calibratedRent;
  if (rent.basis === 'none') {
    throw new AppError(
      'BAD_USER_INPUT',
      `We don’t have rent or price data for ${outcode} yet, so we can’t make an estimate there`,
      { field: 'postcode' },
    );
  }
  const rentExplanation =
    rent.basis === 'regional-yield'
      ? `We have no rent data for ${outcode}, so this rent is the estimated value × the average gross rental ` +
        `yield in ${region ?? 'the UK'} (${yieldPercent}% a year, Zoopla) ÷ 12, and its range comes from the ` +
        `value’s range (${formatGBP(value.low)} to ${formatGBP(value.high)}): treat it as a rough guide.`
      : describeCalibratedEstimate('rent', calibratedRent, { outcode });
  return {
    estimatedRent: rent.value,
    estimatedValue: value.value,
    rent,
    value,
    outcode,
    localAuthority: calibratedRent.authorityName ?? value.authorityName,
    region,
    rentExplanation,
    valueExplanation: describeCalibratedEstimate('value', value, { outcode }),
  };
}

/**
 * E-mails a landlord their estimate (spec §6 `sendValuationEmail`): the rent and value, their 80% intervals
 * and how each was made. Sent outside any transaction on purpose: an estimate changes nothing in the database (it
 * is worked out from the bundled sample), so there is no change to commit the message with; the outbox's `send`
 * saves its row and delivers it at once (decision 063), each request its own message.
 * @param services the e-mail outbox
 * @param message.to the landlord's e-mail address; message.firstName their first name
 * @param message.address the address the estimate is for, as the landlord gave it (or the postcode)
 * @param message.estimate an estimate from {@link estimateRentAndValue}
 * @returns what the provider returns (the outbox file, or the SMTP message id); `queued:<row id>` when the first
 *   try failed and the outbox retries it
 * @throws Error when the outbox row could not be saved (the database failed)
 */
export async function sendValuationEmail(
  services: Pick<AppServices, 'email'>,
  message: { to: string; firstName: string; address: string; estimate: LandlordEstimate },
): Promise<string> {
  const mail = await renderValuationEmail({
    firstName: message.firstName,
    address: message.address,
    estimate: message.estimate,
  });
  return services.email.send({ to: message.to, ...mail });
}
