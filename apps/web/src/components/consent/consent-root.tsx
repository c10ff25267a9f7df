/**
 * The consent banner's place on every page (decision 049), mounted by the router's root: shows the banner while there
 * is no choice or the person reopened it ("Cookie settings"), and keeps the account's copy of the choice for a
 * signed-in applicant or landlord (consent-server.ts) after each change and each sign-in. Part of the first load, so it
 * is small: the banner and the server sync load on demand.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { consentBannerWanted, subscribeConsent, subscribeConsentBanner } from '../../lib/consent';
import { useSession } from '../../lib/session';
import { tokenKind } from '../../lib/token-storage';

const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));

/** Loads consent-server.ts and brings the browser's and the account's choice together. */
function sync(token: string) {
  void import('./consent-server').then((m) => m.syncConsent(token));
}

/** The banner when wanted, and the account's copy of the choice. */
export function ConsentRoot() {
  const wanted = useSyncExternalStore(subscribeConsentBanner, consentBannerWanted, () => false);
  const { token: applicantToken, landlordToken } = useSession();
  const token = applicantToken ?? landlordToken;

  useEffect(() => {
    // Applicants and landlords only: the others keep their choice in the browser (decision 049).
    const kind = tokenKind(token);
    if (!token || (kind !== 'applicant' && kind !== 'landlord')) return;
    sync(token);
    return subscribeConsent(() => sync(token));
  }, [token]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
