/**
 * The sandbox identity provider: a hosted page on this server, /sandbox/identity/{reference}
 * (providers/sandbox/sandbox-pages.tsx), clearly labelled "Sandbox identity check — no real check is made",
 * where a person clicks "Pass the check" or "Fail the check". Its records are in the database
 * (sandbox_sessions), so the server stays stateless between requests.
 */
import { VERIFICATION_LINK_TTL_HOURS } from '@stairway/domain/verification';
import { type SandboxStore, sandboxPath } from '../sandbox/sandbox-store';
import type { IdentityProvider } from './identity-provider';

/**
 * Creates the sandbox identity provider.
 * @param options.store the sandbox records
 * @param options.appUrl this server's public URL, for the hosted page's address
 */
export function createSandboxIdentityProvider(options: {
  store: SandboxStore;
  appUrl: string;
}): IdentityProvider {
  return {
    kind: 'sandbox',
    async startCheck(subject, returnUrl) {
      const { reference, expiresAt } = await options.store.create('identity', {
        subjectName: `${subject.firstName} ${subject.lastName}`,
        returnUrl,
        ttlHours: VERIFICATION_LINK_TTL_HOURS,
      });
      return {
        reference,
        url: `${options.appUrl}${sandboxPath('identity', reference)}`,
        expiresAt,
        providerSubjectId: null,
      };
    },
    async getCheck(reference) {
      const session = await options.store.find('identity', reference);
      if (!session) throw new Error(`The sandbox identity check ${reference} does not exist`);
      // The sandbox's own records speak like a provider's (lower case); the answer is in the domain's words.
      const answer = { providerStatus: session.status, reasons: [] };
      if (session.status === 'passed') return { status: 'Passed', ...answer };
      if (session.status === 'failed') return { status: 'Failed', ...answer };
      return { status: options.store.isExpired(session) ? 'Expired' : 'Pending', ...answer };
    },
  };
}
