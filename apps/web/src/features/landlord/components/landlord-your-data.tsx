/**
 * The landlord's "Your data" on their listings page (decision 050): download what Stairway holds about them, and delete
 * their account, confirmed by typing the e-mail address they sign in with (they have no password). Their homes leave
 * applicants' lists at once.
 */
import { useAfterDeletion } from '../../../components/your-data/applicant-your-data';
import { NOTHING_KEPT, YourDataSection } from '../../../components/your-data/your-data-section';

/** A landlord's "Your data" (their homes page): confirmed by typing their e-mail address. */
export function LandlordYourData() {
  const onDeleted = useAfterDeletion();
  return (
    <YourDataSection
      confirmWith="email"
      erased={['Your account and sign-in', 'Your homes and their photos: applicants will no longer see them']}
      kept={NOTHING_KEPT}
      onDeleted={onDeleted}
    />
  );
}
