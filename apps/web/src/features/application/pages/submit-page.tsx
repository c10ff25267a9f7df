/** Submit your application (spec §2). Being built for issue 3: until then it says so. */
import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';

/** The "Submit your application" page. */
export function SubmitPage() {
  return (
    <Container size="md" py="lg">
      <ComingSoon
        title="Submit your application"
        description="This part of your application is on its way."
      />
    </Container>
  );
}
