/**
 * The address-lookup provider (ARCHITECTURE.md §2 "address search"): one interface, a local implementation
 * that searches the addresses the service knows (the `known_addresses` table, seed-data/DATA.md), and an
 * Ideal Postcodes adapter used when IDEAL_POSTCODES_API_KEY is set. Manual entry is always allowed, so an
 * empty result is not an error.
 */

/** One address found for a postcode (spec §3 "AddressSearch result"). */
export type AddressSearchResult = {
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  /** Normalised full postcode, e.g. PO37 6BU. */
  postcode: string;
  /** Post town, e.g. SHANKLIN. */
  postTown: string | null;
  /** England, Scotland, Wales or Northern Ireland, when known. */
  country: string | null;
  /** Unique Property Reference Number; null when the source has none (the local index). */
  uprn: string | null;
};

/** Finds the addresses of a postcode. */
export type AddressLookupProvider = {
  /** Which implementation this is. */
  kind: 'local' | 'ideal-postcodes';
  /**
   * The addresses of one postcode, in the provider's order.
   * @param postcode a normalised full UK postcode, e.g. `PO37 6BU`
   * @returns the addresses; empty when the postcode is unknown
   * @throws Error when the provider cannot be reached or refuses the request (bad key, no balance)
   */
  findByPostcode: (postcode: string) => Promise<AddressSearchResult[]>;
};
