/**
 * The co-applicant's sign-up link's page, /co-applicant/sign-up?token=… (spec §1 "Co-applicant: signs up
 * separately"; spec §7 `coApplicantSignUp`; decision 015): the person the applicant added chooses a password,
 * is signed in and goes to their dashboard.
 */
import { LegalLinks } from '../../components/legal-links';
import { paths } from '../../lib/paths';
import { SetPasswordCard } from './components/set-password-card';
import { useSetPassword } from './hooks/use-set-password';

/** The co-applicant's sign-up page: "Join your joint application". */
export function CoApplicantSignUpPage() {
  const state = useSetPassword('co-applicant');
  return (
    <SetPasswordCard
      title="Join your joint application"
      intro="You’ve been added as a co-applicant on a Stairway application. Choose a password to sign in, give your permission and complete your part."
      button="Save my password and continue"
      recovery={{ to: paths.login, label: 'Go to sign in' }}
      state={state}
      footer={<LegalLinks action="sign-up" />}
    />
  );
}
