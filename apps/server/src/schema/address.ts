/**
 * Address history (spec §3 UserAddress; page Address history), addUpdateUserAddress and the address search by
 * postcode (spec §3 AddressSearch result; §7 getAddressSearch).
 */
import {
  addressSearchInputSchema,
  deleteAddressInputSchema,
  userAddressInputSchema,
} from '@stairway/domain/application-validation';
import { builder } from '../builder';
import type { Context } from '../context';
import type { ApplicationRow, UserAddressRow } from '../db/rows';
import type { AddressSearchResult } from '../providers/address-lookup/address-lookup';
import { addUpdateUserAddress, deleteUserAddress, searchAddresses } from '../services/addresses';
import { isOwnApplication, UserApplicationRef } from './application';
import { parseInput } from './validate-input';

/** Who is searching, for the address-lookup rate limit. */
function rateLimitKey(ctx: Context): string {
  if (ctx.actor?.kind === 'applicant') return `applicant:${ctx.actor.userId}`;
  if (ctx.actor?.kind === 'coApplicant') return `coApplicant:${ctx.actor.coApplicantId}`;
  return `ip:${ctx.ip}`;
}

/** The UserAddress type. */
export const UserAddressRef = builder.objectRef<UserAddressRow>('UserAddress').implement({
  description: 'One address of the applicant’s history (spec §3 UserAddress).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Address id (UUID).' }),
    addressLine1: t.exposeString('addressLine1', {
      description: 'First line, e.g. "Flat 11" or "30 Newport Road".',
    }),
    addressLine2: t.exposeString('addressLine2', { nullable: true, description: 'Second line, if any.' }),
    addressLine3: t.exposeString('addressLine3', { nullable: true, description: 'Third line, if any.' }),
    postCode: t.exposeString('postCode', { description: 'Full postcode, normalised, e.g. PO37 6BU.' }),
    postTown: t.exposeString('postTown', { nullable: true, description: 'Town or city.' }),
    country: t.exposeString('country', { nullable: true, description: 'Country, when given.' }),
    uprn: t.exposeString('uprn', {
      nullable: true,
      description: 'Unique Property Reference Number from the address search, when known.',
    }),
    moveInDate: t.expose('moveInDate', { type: 'Date', description: 'The date the applicant moved in.' }),
  }),
});

/** The AddressSearch type. */
const AddressSearchRef = builder.objectRef<AddressSearchResult>('AddressSearch').implement({
  description: 'An address found for a postcode (spec §3 AddressSearch result).',
  fields: (t) => ({
    addressLine1: t.exposeString('addressLine1', { description: 'First line.' }),
    addressLine2: t.exposeString('addressLine2', { nullable: true, description: 'Second line, if any.' }),
    addressLine3: t.exposeString('addressLine3', { nullable: true, description: 'Third line, if any.' }),
    postcode: t.exposeString('postcode', { description: 'Full postcode, normalised, e.g. PO37 6BU.' }),
    postTown: t.exposeString('postTown', { nullable: true, description: 'Post town, e.g. SHANKLIN.' }),
    country: t.exposeString('country', {
      nullable: true,
      description: 'England, Scotland, Wales or Northern Ireland.',
    }),
    uprn: t.exposeString('uprn', {
      nullable: true,
      description:
        'Unique Property Reference Number from the address-lookup provider; null from the local index (HM Land ' +
        'Registry data has none).',
    }),
  }),
});

builder.objectField(UserApplicationRef, 'addresses', (t) =>
  t.field({
    type: [UserAddressRef],
    description: 'The applicant’s own address history, the latest move-in date first.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx, application) ? ctx.loaders.addressesByApplication.load(application.id) : [],
  }),
);

const AddUpdateUserAddressPayloadRef = builder
  .objectRef<{ address: UserAddressRow; application: ApplicationRow }>('AddUpdateUserAddressPayload')
  .implement({
    description: 'The saved address and the application after the change.',
    fields: (t) => ({
      address: t.field({
        type: UserAddressRef,
        resolve: (p) => p.address,
        description: 'The saved address.',
      }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description:
          'The application after the change (addresses, addressHistoryMonths, progress, nextStep).',
      }),
    }),
  });

const DeleteUserAddressPayloadRef = builder
  .objectRef<{ id: string; application: ApplicationRow }>('DeleteUserAddressPayload')
  .implement({
    description: 'The removed address’s id and the application after the change.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The id of the removed address.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description:
          'The application after the change (addresses, addressHistoryMonths, progress, nextStep).',
      }),
    }),
  });

builder.queryFields((t) => ({
  getAddressSearch: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: [AddressSearchRef],
    description:
      'The addresses of a UK postcode, from Ideal Postcodes when configured, otherwise from the addresses the ' +
      'service knows (HM Land Registry data, Isle of Wight). Empty when none is known: the address can always be ' +
      'typed in. Applicants and co-applicants. Errors: BAD_USER_INPUT with extensions.field "postcode" when it is ' +
      'not a full UK postcode; RATE_LIMITED after 60 searches an hour.',
    input: {
      postcode: t.input.string({ description: 'A full UK postcode, any case and spacing, e.g. "po37 6bu".' }),
    },
    resolve: (_root, { input }, ctx) =>
      searchAddresses(ctx, rateLimitKey(ctx), parseInput(addressSearchInputSchema, input)),
  }),
}));

builder.mutationFields((t) => ({
  addUpdateUserAddress: t.withAuth({ applicant: true }).fieldWithInput({
    type: AddUpdateUserAddressPayloadRef,
    description:
      'Adds an address to the signed-in applicant’s own history, or changes one of theirs (give id), and works out ' +
      'the budget again. Applicants only. Errors: BAD_USER_INPUT with extensions.field naming the field (postCode ' +
      'not a full UK postcode, moveInDate in the future or not YYYY-MM-DD, a missing addressLine1 or postTown); ' +
      'NOT_FOUND for an id that is not one of the applicant’s addresses; APPLICATION_SUBMITTED once submitted.',
    input: {
      id: t.input.id({ required: false, description: 'The address to change; omit to add a new one.' }),
      addressLine1: t.input.string({ description: 'First line, 1-100 characters.' }),
      addressLine2: t.input.string({ required: false, description: 'Second line.' }),
      addressLine3: t.input.string({ required: false, description: 'Third line.' }),
      postCode: t.input.string({
        description: 'Full UK postcode, any case and spacing; stored as e.g. PO37 6BU.',
      }),
      postTown: t.input.string({ description: 'Town or city, 1-60 characters.' }),
      country: t.input.string({ required: false, description: 'Country, e.g. England.' }),
      uprn: t.input.string({
        required: false,
        description: 'UPRN from the address search (digits), if any.',
      }),
      moveInDate: t.input.string({
        description:
          'The date the applicant moved in, YYYY-MM-DD; not in the future (today in Europe/London).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      addUpdateUserAddress(ctx, ctx.actor.userId, parseInput(userAddressInputSchema(ctx.today), input)),
  }),
  deleteUserAddress: t.withAuth({ applicant: true }).fieldWithInput({
    type: DeleteUserAddressPayloadRef,
    description:
      'Removes one of the signed-in applicant’s own addresses from their history and works out the budget again ' +
      '(the history may then need more months). Applicants only. Errors: BAD_USER_INPUT (field id) when the id is ' +
      'not an id; NOT_FOUND when it is not one of the applicant’s addresses; APPLICATION_SUBMITTED once submitted.',
    input: { id: t.input.id({ description: 'The address to remove.' }) },
    resolve: (_root, { input }, ctx) =>
      deleteUserAddress(ctx, ctx.actor.userId, parseInput(deleteAddressInputSchema, input)),
  }),
}));
