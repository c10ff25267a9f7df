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
import { isOwnApplication } from '../policies/applications';
import type { AddressSearchResult } from '../providers/address-lookup/address-lookup';
import { addUpdateUserAddress, deleteUserAddress, searchAddresses } from '../services/addresses';
import { actingPerson } from '../services/co-applicants';
import { UserApplicationRef } from './application';
import { parseInput, schemaOfTheDay } from './validate-input';

/** userAddressInputSchema, built once a day (schemaOfTheDay). */
const userAddressInputSchemaOfTheDay = schemaOfTheDay(userAddressInputSchema);

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
    postCode: t.exposeString('postCode', {
      nullable: true,
      description:
        'Postcode: for a UK address the full postcode, normalised, e.g. PO37 6BU; for an address abroad its ' +
        'postcode in upper case, or null when it has none.',
    }),
    postTown: t.exposeString('postTown', { nullable: true, description: 'Town or city.' }),
    country: t.exposeString('country', {
      nullable: true,
      description:
        'For a UK address its nation (e.g. Wales), when given; for an address abroad the country’s English name.',
    }),
    countryCode: t.exposeString('countryCode', {
      description: 'ISO 3166-1 alpha-2 code of the address’s country, e.g. FR; GB for the UK.',
    }),
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
      isOwnApplication(ctx.actor, application) ? ctx.loaders.addressesByApplication.load(application.id) : [],
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
      postcode: t.input.string({
        description: 'A full UK postcode, any case and spacing, e.g. "po37 6bu"; at most 16 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      searchAddresses(ctx, rateLimitKey(ctx), parseInput(addressSearchInputSchema, input)),
  }),
}));

builder.mutationFields((t) => ({
  addUpdateUserAddress: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: AddUpdateUserAddressPayloadRef,
    description:
      'Adds an address to the signed-in applicant’s own history, or changes one of theirs (give id), and works out ' +
      'the budget again. Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT with extensions.field naming the field (postCode ' +
      'not a full UK postcode for a UK address, or not in its country’s format abroad; countryCode not an ISO ' +
      '3166-1 country, or an address abroad when the history holds no UK address (the current address must be in ' +
      'the UK); moveInDate in the future or not YYYY-MM-DD, or one that would make an address abroad the current ' +
      'address: abroad dated after the current UK address, or the UK address dated before one abroad; a missing ' +
      'addressLine1 or postTown); ' +
      'NOT_FOUND for an id that is not one of the applicant’s addresses; APPLICATION_SUBMITTED once submitted.',
    input: {
      id: t.input.id({
        required: false,
        description: 'The address to change (its UUID); omit to add a new one.',
      }),
      addressLine1: t.input.string({ description: 'First line, 1-100 characters.' }),
      addressLine2: t.input.string({ required: false, description: 'Second line, at most 100 characters.' }),
      addressLine3: t.input.string({ required: false, description: 'Third line, at most 100 characters.' }),
      postCode: t.input.string({
        required: false,
        description:
          'For a UK address (required) the full UK postcode, any case and spacing, stored as e.g. PO37 6BU; for an ' +
          'address abroad optional, checked against the country’s format where one is known (postcode-validator); at most 16 characters.',
      }),
      postTown: t.input.string({ description: 'Town or city, 1-60 characters.' }),
      country: t.input.string({
        required: false,
        description:
          'For a UK address its nation, e.g. England, at most 60 characters; ignored abroad (the country’s name is used).',
      }),
      countryCode: t.input.string({
        required: false,
        description:
          'ISO 3166-1 alpha-2 code of the country, e.g. FR; GB (the UK) when omitted (at most 30 characters read).',
      }),
      uprn: t.input.string({
        required: false,
        description: 'UPRN from the address search (1 to 12 digits), if any; at most 30 characters read.',
      }),
      moveInDate: t.input.string({
        description:
          'The date the applicant moved in, YYYY-MM-DD; not in the future (today in Europe/London).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return addUpdateUserAddress(
        ctx,
        p.userId,
        parseInput(userAddressInputSchemaOfTheDay(ctx.today), input),
        p.person,
      );
    },
  }),
  deleteUserAddress: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: DeleteUserAddressPayloadRef,
    description:
      'Removes one of the signed-in applicant’s own addresses from their history and works out the budget again ' +
      '(the history may then need more months). Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT (field id) when the id is ' +
      'not an id; NOT_FOUND when it is not one of the applicant’s addresses; APPLICATION_SUBMITTED once submitted.',
    input: { id: t.input.id({ description: 'The address to remove (its UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return deleteUserAddress(ctx, p.userId, parseInput(deleteAddressInputSchema, input), p.person);
    },
  }),
}));
