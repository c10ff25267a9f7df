/** Income (spec §2). Being built for issue 3: until then it says so. */
import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';

/** The "Income" page. */
export function IncomePage() {
  return (
    <Container size="md" py="lg">
      <ComingSoon title="Income" description="This part of your application is on its way." />
    </Container>
  );
}
