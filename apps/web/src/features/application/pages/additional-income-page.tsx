/** Additional income (spec §2). Being built for issue 3: until then it says so. */
import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';

/** The "Additional income" page. */
export function AdditionalIncomePage() {
  return (
    <Container size="md" py="lg">
      <ComingSoon title="Additional income" description="This part of your application is on its way." />
    </Container>
  );
}
