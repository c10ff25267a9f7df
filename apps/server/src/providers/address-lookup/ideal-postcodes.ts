/**
 * The Ideal Postcodes adapter (https://ideal-postcodes.co.uk/documentation): GET
 * https://api.ideal-postcodes.co.uk/v1/postcodes/{postcode}?api_key=... (postcode without its space) returns
 * `{ code: 2000, result: [{ line_1, line_2, line_3, post_town, postcode, country, uprn, ... }] }`, or 404 with
 * `{ code: 4040, message: "Postcode not found" }` for an unknown postcode (free of charge).
 */
import type { AddressLookupProvider, AddressSearchResult } from './address-lookup';

/** The API's base URL. */
export const IDEAL_POSTCODES_BASE_URL = 'https://api.ideal-postcodes.co.uk/v1';

/** One address of the API's result (only the fields used here). */
type IdealPostcodesAddress = {
  line_1?: string;
  line_2?: string;
  line_3?: string;
  post_town?: string;
  postcode?: string;
  country?: string;
  uprn?: string | number;
};

const text = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

/** Maps one Ideal Postcodes address to a search result (empty lines and UPRNs become null). */
export function mapIdealPostcodesAddress(
  address: IdealPostcodesAddress,
  postcode: string,
): AddressSearchResult {
  return {
    addressLine1: text(address.line_1) ?? '',
    addressLine2: text(address.line_2),
    addressLine3: text(address.line_3),
    postcode: text(address.postcode) ?? postcode,
    postTown: text(address.post_town),
    country: text(address.country),
    uprn: text(address.uprn == null ? null : String(address.uprn)),
  };
}

/**
 * Creates the adapter.
 * @param options.apiKey the API key (IDEAL_POSTCODES_API_KEY)
 * @param options.fetch the fetch to use (tests pass a stub); defaults to the global fetch
 * @param options.timeoutMs how long to wait for the API (default 5 seconds)
 */
export function createIdealPostcodesAddressLookup(options: {
  apiKey: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}): AddressLookupProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? IDEAL_POSTCODES_BASE_URL;
  return {
    kind: 'ideal-postcodes',
    async findByPostcode(postcode) {
      // Postcode searches are space and case insensitive; the space is left out of the path.
      const path = encodeURIComponent(postcode.replace(/\s+/g, ''));
      const url = `${baseUrl}/postcodes/${path}?api_key=${encodeURIComponent(options.apiKey)}`;
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const body = (await response.json().catch(() => null)) as {
        code?: number;
        message?: string;
        result?: IdealPostcodesAddress[];
      } | null;
      if (response.status === 404 || body?.code === 4040) return [];
      if (!response.ok || !Array.isArray(body?.result)) {
        throw new Error(
          `Ideal Postcodes refused the lookup: HTTP ${response.status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim(),
        );
      }
      return body.result
        .map((address) => mapIdealPostcodesAddress(address, postcode))
        .filter((address) => address.addressLine1 !== '');
    },
  };
}
