/**
 * The sandbox open banking provider: a hosted page on this server, /sandbox/open-banking/{reference}
 * (providers/sandbox/sandbox-pages.tsx), clearly labelled "Sandbox open banking — no real bank is
 * connected", where a person picks a UK bank from a short list, consents, and clicks "Connect" or "Cancel".
 * Its records are in the database (sandbox_sessions), so the server stays stateless between requests. A
 * connected sandbox session shares one "Sandbox current account" with 12 months of sample transactions
 * (sandbox-open-banking-data.ts); there is nothing at a provider to revoke.
 */
import { VERIFICATION_LINK_TTL_HOURS } from '@stairway/domain/verification';
import dayjs from 'dayjs';
import { type SandboxStore, sandboxPath } from '../sandbox/sandbox-store';
import { type OpenBankingProvider, UK_CONSENT_DAYS } from './open-banking-provider';
import { SANDBOX_ACCOUNT, sandboxTransactions } from './sandbox-open-banking-data';

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
      if (session.status === 'connected') {
        return {
          status: 'Connected',
          bankName,
          connection: {
            itemId: `sandbox-item-${reference}`,
            accessToken: `sandbox-access-${reference}`,
            institution: bankName,
            consentExpiresAt: dayjs().add(UK_CONSENT_DAYS, 'day').toDate(),
            consentExpiryEstimated: true,
            accounts: [SANDBOX_ACCOUNT],
            transactions: sandboxTransactions(),
          },
        };
      }
      if (session.status === 'cancelled') return { status: 'Cancelled', bankName };
      return { status: options.store.isExpired(session) ? 'Expired' : 'Pending', bankName: null };
    },
    async readTransactions() {
      return sandboxTransactions();
    },
    async disconnect() {
      // Nothing was connected at any bank: the sandbox has no token to revoke.
    },
  };
}
