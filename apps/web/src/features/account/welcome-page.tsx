/**
 * The invitation link's page, /welcome?token=… (spec §7 `createAccountExistingCustomer`): a customer the
 * Stairway team recorded chooses a password, is signed in and goes to their progress with their application.
 */
import { LegalLinks } from '../../components/legal-links';
import { paths } from '../../lib/paths';
import { SetPasswordCard } from './components/set-password-card';
import { useSetPassword } from './hooks/use-set-password';

/** The invitation page: "Welcome to Stairway". */
export function WelcomePage() {
  const state = useSetPassword('welcome');
  return (
    <SetPasswordCard
      title="Welcome to Stairway"
      intro="The Stairway team has set up your account with your application. Choose a password to see your progress."
      button="Save my password and continue"
      recovery={{ to: paths.forgotPassword, label: 'Send me a new link' }}
      state={state}
      footer={<LegalLinks action="sign-up" />}
    />
  );
}
