/**
 * The pipeline viewer's own "Your data" under the pipeline (decision 050): download what Stairway holds about them as a
 * viewer, and delete their sign-in.
 */

import { accountDeletedUrl } from '../../../components/your-data/applicant-your-data';
import { NOTHING_KEPT, YourDataSection } from '../../../components/your-data/your-data-section';

/**
 * "Your data" for the signed-in pipeline viewer.
 * @param onDeleted forgets the viewer's token (the page's own session)
 */
export function PipelineYourData({ onDeleted }: { onDeleted: () => void }) {
  return (
    <YourDataSection
      confirmWith="password"
      erased={['Your pipeline sign-in and its history']}
      kept={NOTHING_KEPT}
      onDeleted={async (result) => {
        onDeleted();
        window.location.replace(accountDeletedUrl(result));
      }}
    />
  );
}
