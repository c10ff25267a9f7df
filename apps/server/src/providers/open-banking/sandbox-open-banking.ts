/**
 * The sandbox open banking provider: a hosted page on this server, /sandbox/open-banking/{reference}
 * (providers/sandbox/sandbox-pages.tsx), clearly labelled "Sandbox open banking — no real bank is
 * connected", where a person picks a UK bank from a short list, consents, and clicks "Connect" or "Cancel".
 * Its records are in the database (sandbox_sessions), so the server stays stateless between requests.
 */
import { VERIFICATION_LINK_TTL_HOURS } from '@stairway/domain/verification';
import { type SandboxStore, sandboxPath } from '../sandbox/sandbox-store';
import type { OpenBankingProvider } from './open-banking-provider';

/** The banks the sandbox offers (a short list of UK current-account providers). */
export const SANDBOX_BANKS = [
  'Barclays',
  'HSBC UK',
  'Lloyds Bank',
  'Monzo',
  'Nationwide',
  'NatWest',
  'Santander UK',
  'Starling Bank',
] as const;

/**
 * Creates the sandbox open banking provider.
 * @param options.store the sandbox records
 * @param options.appUrl this server's public URL, for the hosted page's address
 */
export function createSandboxOpenBankingProvider(options: {
  store: SandboxStore;
  appUrl: string;
}): OpenBankingProvider {
  return {
    kind: 'sandbox',
    async startConnection(subject, returnUrl) {
      const { reference, expiresAt } = await options.store.create('open-banking', {
        subjectName: `${subject.firstName} ${subject.lastName}`,
        returnUrl,
        ttlHours: VERIFICATION_LINK_TTL_HOURS,
      });
      return { reference, url: `${options.appUrl}${sandboxPath('open-banking', reference)}`, expiresAt };
    },
    async getConnection(reference) {
      const session = await options.store.find('open-banking', reference);
      if (!session) throw new Error(`The sandbox open banking connection ${reference} does not exist`);
      const bankName = typeof session.details?.bankName === 'string' ? session.details.bankName : null;
      // The sandbox's own records speak like a provider's (lower case); the answer is in the domain's words.
      if (session.status === 'connected') return { status: 'Connected', bankName };
      if (session.status === 'cancelled') return { status: 'Cancelled', bankName };
      return { status: options.store.isExpired(session) ? 'Expired' : 'Pending', bankName: null };
    },
  };
}
