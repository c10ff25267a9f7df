/** A home for sale from the listings, submitted at once (spec §7 createHomeSubmissionWithListing). */
import type { Context } from '../../context';
import type { HomeSubmissionRow, ListingRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findListingForApplicant } from '../favourites';
import { queueHomeReceivedEmail } from '../home-submission-emails';
import { isLandlordListingPublished } from '../landlord-listings/is-landlord-listing-published';
import { assertMaySubmit, type Scope, withLockedApplication } from './home-submission-changes';

/** What createHomeSubmissionWithListing needs. */
export type CreateHomeSubmissionWithListingOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The listing (HomeSelection.id). */
  listingId: string;
};

/**
 * A listing's type and facts as a submission's: its display address as the first line (without a trailing
 * postcode district, which the postcode carries), its postcode (the district when it has none), bedrooms (0
 * is a studio), price and link.
 */
function listingDetails(listing: ListingRow): Partial<typeof homeSubmissions.$inferInsert> {
  const trailingDistrict = new RegExp(`,\\s*${listing.outcode}$`, 'i');
  return {
    listingId: listing.id,
    fromListing: true,
    type: listing.type,
    bedrooms: listing.bedrooms,
    addressLine1: listing.address.replace(trailingDistrict, '').trim() || listing.address,
    postcode: listing.postcode ?? listing.outcode,
    askingPrice: listing.askingPrice,
    link: listing.link,
  };
}

/**
 * Submits a home for sale from the listings for review at once (spec §7 createHomeSubmissionWithListing,
 * input listingId), with the listing's facts, then e-mails "We've got your home" (home-submission-emails.ts:
 * queued in the submission's transaction, delivered after it).
 * @returns the submission, under review
 * A featured home (a landlord's listing, decision 028) may be submitted while it is published; the landlord is
 * never named to the applicant (the submission copies the display address and the district only).
 * @throws NOT_FOUND for an unknown listing or an unpublished featured home; HOME_SUBMISSION_REFUSED (spec §5 and §8 messages) when one is
 *   under review or approved, the application is not submitted or is rejected, or submitting is paused
 */
export async function createHomeSubmissionWithListing(
  scope: Scope & Pick<Context, 'email' | 'config' | 'logger'>,
  options: CreateHomeSubmissionWithListingOptions,
): Promise<HomeSubmissionRow> {
  const { userId } = options;
  const listing = await findListingForApplicant(scope.db, options.listingId);
  const submitted = await withLockedApplication(scope, userId, async (tx, application) => {
    await assertMaySubmit(tx, application);
    // A landlord could unpublish it meanwhile: check again inside the transaction.
    if (
      listing.landlordListingId &&
      !(await isLandlordListingPublished(tx, { listingId: listing.landlordListingId }))
    ) {
      throw notFound('That home');
    }
    const [row] = await tx
      .insert(homeSubmissions)
      .values({
        applicationId: application.id,
        ...listingDetails(listing),
        submitted: true,
        submittedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('The home was not saved');
    // "We've got your home" is queued with the submission (the transactional outbox, decision 063).
    return { row, queued: await queueHomeReceivedEmail(scope, tx, userId, row) };
  });
  await scope.email.deliver(submitted.queued);
  return submitted.row;
}
