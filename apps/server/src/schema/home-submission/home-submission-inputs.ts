/**
 * The input fields a home submission's pages share (spec §7 createHomeSubmission, updateHomeSubmission,
 * updateSubmission), and the refusals of spec §5 the submitting operations name.
 */
import type { InputFieldBuilder } from '@pothos/core';
import type { builder } from '../../builder';
import { EpcRatingEnum, OwnershipEnum, PropertyTypeEnum } from '../enums';

/** The builder of input fields (with-input's `t.input`). */
type InputBuilder = InputFieldBuilder<BuilderTypes, 'Arg' | 'InputObject'>;
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The input fields of the basic information (updateHomeSubmission, createHomeSubmission). */
export function basicInfoFields(t: InputBuilder) {
  return {
    type: t.field({ type: PropertyTypeEnum, required: false, description: 'The type of home.' }),
    otherType: t.string({
      required: false,
      description: 'What the home is when type is Other (up to 60 characters).',
    }),
    bedrooms: t.int({ required: false, description: 'Bedrooms, 0 (a studio) to 4.' }),
    ownership: t.field({
      type: OwnershipEnum,
      required: false,
      description: 'Freehold or Leasehold (IDontKnow is refused: spec §3).',
    }),
    yearsLeftOnLease: t.int({ required: false, description: 'Whole years left on the lease, 0-999.' }),
    EPCRating: t.field({
      type: EpcRatingEnum,
      required: false,
      description: 'A to E, or IDontKnow (F and G are refused: spec §3).',
    }),
    addressLine1: t.string({
      required: false,
      description: 'First line of the address, at most 200 characters.',
    }),
    addressLine2: t.string({ required: false, description: 'Second line, at most 200 characters.' }),
    addressLine3: t.string({ required: false, description: 'Third line, at most 200 characters.' }),
    postTown: t.string({ required: false, description: 'Post town, at most 200 characters.' }),
    postcode: t.string({
      required: false,
      description: 'A UK postcode, e.g. PO37 6BU; at most 16 characters.',
    }),
    uprn: t.string({ required: false, description: 'UPRN from getAddressSearch, at most 12 digits.' }),
    askingPrice: t.int({ required: false, description: 'Asking price, whole pounds (1 to 5,000,000).' }),
  };
}

/** The input fields of the additional information (updateSubmission, createHomeSubmission). */
export function additionalInfoFields(t: InputBuilder) {
  return {
    chain: t.boolean({ required: false, description: 'Whether the sale is part of a chain.' }),
    link: t.string({
      required: false,
      description: 'The home’s listing page, an http(s) URL of at most 200 characters.',
    }),
    additionalInfo: t.string({ required: false, description: 'Anything else, up to 2,000 characters.' }),
  };
}

/** The refusals of spec §5, for the descriptions of the operations that submit a home. */
export const SUBMIT_RULES =
  'HOME_SUBMISSION_REFUSED (extensions.reason) when spec §5 does not allow it: HomeInReview "Bear with us, there ' +
  'is already a submission under review, and we are on it!", HomeApproved "You already have a home approved!", ' +
  'ApplicationNotSubmitted, ApplicationRejected, Paused (the maintenance flag is off)';
