/**
 * The operator's own "Your data" on the console's home page (decision 050): download what Stairway holds about them as
 * an operator, and delete their account (not the last enabled operator's). Their past actions stay in the audit log
 * under their id.
 */

import { accountDeletedUrl } from '../../../components/your-data/applicant-your-data';
import { NOTHING_KEPT, YourDataSection } from '../../../components/your-data/your-data-section';
import { useOpsSession } from '../hooks/use-ops-session';

/** "Your data" for the signed-in operator. */
export function OpsYourData() {
  const session = useOpsSession();
  return (
    <YourDataSection
      confirmWith="password"
      erased={[
        'Your operator account and sign-in',
        'Your e-mail address in the audit log: the actions you took stay there under your account’s id, as the team’s record',
      ]}
      kept={NOTHING_KEPT}
      onDeleted={async (result) => {
        // The confirmation page first: the console sends a signed-out visitor to its sign-in page.
        await session.signOut();
        // A full load: the console sends a signed-out visitor to its sign-in page at once.
        window.location.replace(accountDeletedUrl(result));
      }}
    />
  );
}
