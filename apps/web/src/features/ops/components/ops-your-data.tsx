/**
 * The operator's own "Your data" on the console's home page (issue 30; decision 050): download what Stairway
 * holds about them as an operator, and delete their account (not the last enabled operator's). Their past
 * actions stay in the audit log under their id.
 */
import { useNavigate } from 'react-router';
import { NOTHING_KEPT, YourDataSection } from '../../../components/your-data/your-data-section';
import { paths } from '../../../lib/paths';
import { useOpsSession } from '../ops-session';

/** "Your data" for the signed-in operator. */
export function OpsYourData() {
  const session = useOpsSession();
  const navigate = useNavigate();
  return (
    <YourDataSection
      confirmWith="password"
      erased={[
        'Your operator account and sign-in',
        'Your e-mail address in the audit log: the actions you took stay there under your account’s id, as the team’s record',
      ]}
      kept={NOTHING_KEPT}
      onDeleted={async (result) => {
        await session.signOut();
        navigate(paths.accountDeleted, { replace: true, state: result });
      }}
    />
  );
}
