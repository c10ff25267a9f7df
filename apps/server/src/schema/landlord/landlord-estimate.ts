/**
 * The landlord's rent and value estimate (spec §3 "Landlord estimate"; §7 getEstimatedLandlordRent,
 * sendValuationEmail; decision 057). Landlord tokens only.
 */
import { estimateRequestSchema } from '@stairway/domain/estimate-request';
import { builder } from '../../builder';
import { estimateRentAndValue, type LandlordEstimate, sendValuationEmail } from '../../services/estimates';
import { getLandlord } from '../../services/landlords';
import { PropertyTypeEnum } from '../enums';
import { parseInput } from '../validate-input';

const LandlordEstimateRef = builder.objectRef<LandlordEstimate>('LandlordEstimate').implement({
  description:
    'A rent and value estimate (spec §3 "Landlord estimate") by the calibrated estimator (decision 057): ' +
    'nearest comparable homes blended with the local authority’s figures, each with an 80% interval ' +
    '(8 in 10 similar homes fall in it, calibrated on held-out homes) and what it is based on (measured error ' +
    'in apps/server/bench/ESTIMATES.md).',
  fields: (t) => ({
    estimatedRent: t.exposeInt('estimatedRent', { description: 'Estimated rent, whole pounds a month.' }),
    estimatedValue: t.exposeInt('estimatedValue', {
      description: 'Estimated value, whole pounds; 0 when there is no price data for the district.',
    }),
    rentLow: t.int({
      description:
        'Low end of the rent’s 80% interval, whole pounds a month: 8 in 10 similar homes let for between ' +
        'rentLow and rentHigh (a rough range when rentRangeLevel is null).',
      resolve: (e) => e.rent.low,
    }),
    rentHigh: t.int({
      description: 'High end of the rent’s 80% interval, whole pounds a month (see rentLow).',
      resolve: (e) => e.rent.high,
    }),
    rentRangeLevel: t.float({
      nullable: true,
      description:
        'The share of similar homes the rent range holds, 0.8 (8 in 10); null when the rent comes from the ' +
        'value × the regional gross yield (no rent data for the district), whose range is not calibrated.',
      resolve: (e) => (e.rent.basis === 'regional-yield' ? null : e.rent.level),
    }),
    valueLow: t.int({
      description:
        'Low end of the value’s 80% interval, whole pounds: 8 in 10 similar homes are priced between ' +
        'valueLow and valueHigh; 0 when there is no price data.',
      resolve: (e) => e.value.low,
    }),
    valueHigh: t.int({
      description: 'High end of the value’s 80% interval, whole pounds (see valueLow).',
      resolve: (e) => e.value.high,
    }),
    rentComparables: t.int({
      description: 'Comparable homes to let the rent used (0 when it rests on official figures alone).',
      resolve: (e) => e.rent.comparables,
    }),
    rentComparablesRadiusKm: t.float({
      nullable: true,
      description:
        'How far the furthest comparable home to let is from the district’s centre, km to 1 decimal; null ' +
        'when none was used.',
      resolve: (e) => e.rent.radiusKm,
    }),
    valueComparables: t.int({
      description:
        'Comparable homes for sale (asking prices) the value used (0 when it rests on official figures alone).',
      resolve: (e) => e.value.comparables,
    }),
    valueComparablesRadiusKm: t.float({
      nullable: true,
      description:
        'How far the furthest comparable home for sale is from the district’s centre, km to 1 ' +
        'decimal; null when none was used.',
      resolve: (e) => e.value.radiusKm,
    }),
    rentBasis: t.string({
      description:
        'How the rent was made, a sentence for the landlord: how many comparables and how far, and the ' +
        'local authority’s figures.',
      resolve: (e) => e.rentExplanation,
    }),
    valueBasis: t.string({
      description: 'How the value was made, a sentence for the landlord (as rentBasis).',
      resolve: (e) => e.valueExplanation,
    }),
    outcode: t.exposeString('outcode', { description: 'The postcode district, e.g. PO38.' }),
    localAuthority: t.exposeString('localAuthority', {
      nullable: true,
      description:
        'The local authority (or authorities, for a district that spans more than one) whose official figures ' +
        'the estimate uses, e.g. Newham; null when none.',
    }),
  }),
});

const ValuationEmailSentRef = builder
  .objectRef<{ email: string; estimate: LandlordEstimate }>('ValuationEmailSent')
  .implement({
    description: 'The valuation e-mail was sent.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The landlord’s address it was sent to.' }),
      estimate: t.field({
        type: LandlordEstimateRef,
        resolve: (p) => p.estimate,
        description: 'What it said.',
      }),
    }),
  });

const ESTIMATE_ERRORS =
  'Errors: BAD_USER_INPUT naming postcode, propertyType, bedrooms or bathrooms (including a district with ' +
  'no rent or price data).';

builder.queryFields((t) => ({
  getEstimatedLandlordRent: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordEstimateRef,
    description: `The rent and value estimate of a home, with ranges and their basis (spec §7). Landlords only. ${ESTIMATE_ERRORS}`,
    input: {
      postcode: t.input.string({
        description: 'A full UK postcode or a postcode district, e.g. "PO38 1AB"; at most 16 characters.',
      }),
      propertyType: t.input.field({ type: PropertyTypeEnum, description: 'The type of home.' }),
      bedrooms: t.input.int({ description: 'Bedrooms, 0 (a studio) to 10.' }),
      bathrooms: t.input.int({ description: 'Bathrooms, 0 to 10.' }),
      address: t.input.string({
        required: false,
        description: 'The address as the landlord gave it, for the e-mail (up to 200 characters).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      estimateRentAndValue(ctx.db, parseInput(estimateRequestSchema, input)),
  }),
}));

builder.mutationFields((t) => ({
  sendValuationEmail: t.withAuth({ landlord: true }).fieldWithInput({
    type: ValuationEmailSentRef,
    description:
      'E-mails the signed-in landlord the rent and value estimate of a home, with ranges and how each was made ' +
      `(spec §7). Landlords only. ${ESTIMATE_ERRORS} RATE_LIMITED after 5 e-mails an hour.`,
    input: {
      postcode: t.input.string({
        description: 'A full UK postcode or a postcode district, e.g. "PO38 1AB"; at most 16 characters.',
      }),
      propertyType: t.input.field({ type: PropertyTypeEnum, description: 'The type of home.' }),
      bedrooms: t.input.int({ description: 'Bedrooms, 0 (a studio) to 10.' }),
      bathrooms: t.input.int({ description: 'Bathrooms, 0 to 10.' }),
      address: t.input.string({
        required: false,
        description: 'The address as the landlord gave it, for the e-mail (up to 200 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(estimateRequestSchema, input);
      const landlord = await getLandlord(ctx.db, ctx.actor.landlordId);
      await ctx.rateLimits.consumeEmailSend(`landlord:${landlord.id}`);
      const estimate = await estimateRentAndValue(ctx.db, parsed);
      await sendValuationEmail(ctx, {
        to: landlord.email,
        firstName: landlord.firstName,
        address: parsed.address ?? parsed.postcode ?? parsed.outcode,
        estimate,
      });
      return { email: landlord.email, estimate };
    },
  }),
}));
