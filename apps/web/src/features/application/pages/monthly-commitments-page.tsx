/** Monthly commitments (spec §2). Being built for issue 3: until then it says so. */
import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';

/** The "Monthly commitments" page. */
export function MonthlyCommitmentsPage() {
  return (
    <Container size="md" py="lg">
      <ComingSoon title="Monthly commitments" description="This part of your application is on its way." />
    </Container>
  );
}
