/**
 * The landlord's rent and value estimate (issue 12 "Estimates"; spec §6 `getEstimatedLandlordRent`,
 * `sendValuationEmail`). The rules are in packages/domain (rent-estimate.ts, value-estimate.ts,
 * local-authorities.ts; docs/decisions/012-landlord-estimates.md); this service gathers their inputs: the
 * bundled tables (db/seed/estimate-tables.ts) and the imported for-sale listings of the district. The
 * GraphQL operations come with the landlord accounts.
 */
import type { PropertyType } from '@stairway/domain/constants';
import type { EstimateRequest } from '@stairway/domain/estimate-request';
import { getGrossYieldPercent, getRegionForOutcode, type RegionName } from '@stairway/domain/regions';
import {
  describeRentEstimate,
  type Estimate,
  estimateRent,
  rentFromYield,
} from '@stairway/domain/rent-estimate';
import { describeValueEstimate, estimateValue } from '@stairway/domain/value-estimate';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import { listings } from '../db/schema';
import { authorityFor, landRegistryFor, loadEstimateTables } from '../db/seed/estimate-tables';
import { renderValuationEmail } from '../emails/valuation';
import { AppError } from '../lib/app-error';

/** A landlord estimate: rent and value with their ranges, and what they are based on. */
export type LandlordEstimate = {
  /** Pounds a month (spec §3 "Landlord estimate: estimatedRent"). */
  estimatedRent: number;
  /** Pounds (spec §3 "estimatedValue"). */
  estimatedValue: number;
  rent: Estimate;
  value: Estimate;
  /** The postcode district the estimate is for, e.g. `N7`. */
  outcode: string;
  /** The district's local authority in the 2019 table, `null` when it has none. */
  localAuthority: string | null;
  region: RegionName | null;
  /** How each figure was made, a sentence each, for the landlord. */
  rentExplanation: string;
  valueExplanation: string;
};

/**
 * Estimates the monthly rent and the value of a home.
 * @param db the database (the imported listings are the value comparables)
 * @param input a parsed estimate request (packages/domain/src/estimate-request.ts)
 * @returns the estimate; a rent from the regional yield × the value where the district has neither an
 *   authority figure nor rental comparables
 * @throws AppError BAD_USER_INPUT (field `postcode`) when there is no data at all for the district
 */
export async function estimateRentAndValue(db: Db, input: EstimateRequest): Promise<LandlordEstimate> {
  const tables = loadEstimateTables();
  const { outcode, bedrooms, bathrooms, propertyType } = input;
  const authority = authorityFor(tables, outcode);
  const forSale = await db
    .select({ bedrooms: listings.bedrooms, type: listings.type, price: listings.askingPrice })
    .from(listings)
    .where(
      and(
        eq(listings.outcode, outcode),
        eq(listings.isDwelling, true),
        eq(listings.bedrooms, bedrooms),
        // Landlords' own homes (decision 028) are not market comparables of the imported listings.
        isNull(listings.landlordListingId),
      ),
    );
  const value = estimateValue({
    bedrooms,
    type: propertyType,
    comparables: forSale.map((l) => ({ ...l, type: l.type as PropertyType })),
    authority,
    landRegistry: landRegistryFor(tables, outcode),
  });
  const region = getRegionForOutcode(outcode);
  const yieldPercent = getGrossYieldPercent([outcode]);
  let rent = estimateRent({
    bedrooms,
    bathrooms,
    type: propertyType,
    authority,
    comparables: tables.rentals.get(outcode) ?? [],
  });
  if (rent.basis === 'none' && value.basis !== 'none') rent = rentFromYield(value, yieldPercent);
  if (rent.basis === 'none') {
    throw new AppError(
      'BAD_USER_INPUT',
      `We don’t have rent or price data for ${outcode} yet, so we can’t make an estimate there`,
      { field: 'postcode' },
    );
  }
  const place = { authorityName: authority?.name ?? null, outcode };
  return {
    estimatedRent: rent.value,
    estimatedValue: value.value,
    rent,
    value,
    outcode,
    localAuthority: place.authorityName,
    region,
    rentExplanation: describeRentEstimate(rent, { ...place, region: { name: region, yieldPercent } }),
    valueExplanation: describeValueEstimate(value, place),
  };
}

/**
 * E-mails a landlord their estimate (spec §6 `sendValuationEmail`): the rent and value, their ranges and how
 * each was made.
 * @param services the e-mail provider
 * @param message.to the landlord's e-mail address; message.firstName their first name
 * @param message.address the address the estimate is for, as the landlord gave it (or the postcode)
 * @param message.estimate an estimate from {@link estimateRentAndValue}
 * @returns what the provider returns (the outbox file, or the SMTP message id)
 * @throws Error when the e-mail provider fails
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
