/**
 * The applicant's address history (spec §3 UserAddress; page Address history; spec §5 "more than 35
 * months") and the address search by postcode (spec §7 getAddressSearch).
 */
import { checkCurrentAddressInUk } from '@stairway/domain/addresses';
import type { UserAddressParsed } from '@stairway/domain/application-validation';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { ApplicationRow, UserAddressRow } from '../db/rows';
import { userAddresses } from '../db/schema';
import { inputError, notFound } from '../lib/app-error';
import type { AddressSearchResult } from '../providers/address-lookup/address-lookup';
import { createLocalAddressLookup } from '../providers/address-lookup/local-address-lookup';
import { type ChangeScope, changeApplication } from './application-changes';
import type { Person } from './people';

/** Most addresses one person's history may hold (decided here). */
export const MAX_ADDRESSES = 20;

/**
 * Adds an address to the applicant's own history, or changes one of theirs (with `id`), then works out the
 * budget again (the current address decides Scottish income tax).
 * @param scope the database and the request's loaders (changeApplication)
 * @param input parsed with userAddressInputSchema (packages/domain/src/application-validation.ts), whose
 *   move-in date is not in the future (today in Europe/London)
 * @returns the address and the updated application
 * @throws BAD_USER_INPUT (`id`) past the limit of addresses; when the current address (the latest move-in
 *   date) would then be outside the UK (packages/domain addresses.ts checkCurrentAddressInUk): (`moveInDate`)
 *   for an address abroad dated after the UK one, or a UK address dated before one abroad, (`countryCode`)
 *   when the history would hold no UK address; NOT_FOUND for an id that is not one of the
 *   applicant's addresses; APPLICATION_SUBMITTED once submitted
 */
export async function addUpdateUserAddress(
  scope: ChangeScope,
  userId: string,
  input: UserAddressParsed,
  person: Person = 'applicant',
): Promise<{ address: UserAddressRow; application: ApplicationRow }> {
  const { id, ...data } = input;
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const mine = and(eq(userAddresses.applicationId, current.id), eq(userAddresses.person, person));
    const saved = await tx
      .select({
        id: userAddresses.id,
        countryCode: userAddresses.countryCode,
        moveInDate: userAddresses.moveInDate,
      })
      .from(userAddresses)
      .where(mine);
    const problem = checkCurrentAddressInUk(saved, {
      id,
      countryCode: data.countryCode,
      moveInDate: data.moveInDate,
    });
    if (problem) throw inputError([problem]);
    if (id) {
      const [address] = await tx
        .update(userAddresses)
        .set(data)
        .where(and(mine, eq(userAddresses.id, id)))
        .returning();
      if (!address) throw notFound('That address');
      return address;
    }
    if (saved.length >= MAX_ADDRESSES) {
      throw inputError([{ field: 'id', message: `You can add at most ${MAX_ADDRESSES} addresses` }]);
    }
    const [address] = await tx
      .insert(userAddresses)
      .values({ ...data, applicationId: current.id, person })
      .returning();
    if (!address) throw new Error('The address was not saved');
    return address;
  });
  return { address: result, application };
}

/**
 * Removes one of the applicant's own addresses from their history, then works out the budget again (the
 * current address decides Scottish income tax). The history may then cover 35 months or fewer again, which
 * makes the section to do (spec §4, §5).
 * @param scope the database and the request's loaders (changeApplication)
 * @param input `{ id }`, parsed with deleteAddressInputSchema
 * @returns the removed address's id and the updated application
 * @throws NOT_FOUND when it is not one of the applicant's addresses; APPLICATION_SUBMITTED once submitted
 */
export async function deleteUserAddress(
  scope: ChangeScope,
  userId: string,
  { id }: { id: string },
  person: Person = 'applicant',
): Promise<{ id: string; application: ApplicationRow }> {
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const [deleted] = await tx
      .delete(userAddresses)
      .where(
        and(
          eq(userAddresses.applicationId, current.id),
          eq(userAddresses.person, person),
          eq(userAddresses.id, id),
        ),
      )
      .returning({ id: userAddresses.id });
    if (!deleted) throw notFound('That address');
    return deleted.id;
  });
  return { id: result, application };
}

/**
 * Finds the addresses of a postcode with the configured provider (Ideal Postcodes when
 * IDEAL_POSTCODES_API_KEY is set, else the local index). When the provider fails, the failure is logged
 * and the local index is searched instead, so the form keeps working (manual entry is always allowed).
 * @param callerKey who is searching, for the rate limit (60 searches an hour)
 * @param input `{ postcode }`, parsed and normalised with addressSearchInputSchema, e.g. `PO37 6BU`
 * @returns the addresses; empty when none is known
 * @throws RATE_LIMITED
 */
export async function searchAddresses(
  services: Pick<AppServices, 'db' | 'addressLookup' | 'logger' | 'rateLimits'>,
  callerKey: string,
  { postcode }: { postcode: string },
): Promise<AddressSearchResult[]> {
  await services.rateLimits.consumeAddressLookup(callerKey);
  try {
    return await services.addressLookup.findByPostcode(postcode);
  } catch (error) {
    if (services.addressLookup.kind === 'local') throw error;
    services.logger.error(
      { err: error, provider: services.addressLookup.kind, postcode },
      'address lookup failed; searching the local index instead',
    );
    return createLocalAddressLookup(services.db).findByPostcode(postcode);
  }
}
