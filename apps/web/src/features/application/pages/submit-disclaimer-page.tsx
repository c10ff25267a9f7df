/** Before you submit (spec §2). Being built for issue 3: until then it says so. */
import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';

/** The "Before you submit" page. */
export function SubmitDisclaimerPage() {
  return (
    <Container size="md" py="lg">
      <ComingSoon title="Before you submit" description="This part of your application is on its way." />
    </Container>
  );
}
