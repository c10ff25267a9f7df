/**
 * The reset link's page, /reset-password?token=… (spec §7 `resetPassword`): choose a new password (with the
 * strength meter); every session is then signed out and the person signs in with the new password.
 */
import { paths } from '../../lib/paths';
import { SetPasswordCard } from './components/set-password-card';
import { useSetPassword } from './hooks/use-set-password';

/** The reset page: "Choose a new password". */
export function ResetPasswordPage() {
  const state = useSetPassword('reset');
  return (
    <SetPasswordCard
      title="Choose a new password"
      intro="Your new password signs you out of Stairway everywhere else, so only you can get in."
      button="Save my new password"
      recovery={{ to: paths.forgotPassword, label: 'Ask for a new link' }}
      state={state}
    />
  );
}
