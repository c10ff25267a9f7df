/**
 * The application pages (/your-application and its sections). The full application arrives with the next
 * release; until then each route says what is coming.
 */
import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

const sections: Record<string, { title: string; description: string }> = {
  '/your-application': {
    title: 'Your application',
    description:
      'Your application has six short sections: about you, address history, income, additional income, spending and dependants. Fill them in at your own pace; we save as you go.',
  },
  '/your-application/personal-details/about-you': {
    title: 'About you',
    description: 'Your name, date of birth, nationality and National Insurance number.',
  },
  '/your-application/personal-details/address-history': {
    title: 'Address history',
    description: 'Where you have lived for the last three years.',
  },
  '/your-application/financial-details/income': {
    title: 'Income',
    description: 'Your main income: employed, contractor, sole trader, limited company or benefits.',
  },
  '/your-application/financial-details/additional-income': {
    title: 'Additional income',
    description: 'Any other income you receive.',
  },
  '/your-application/financial-details/cards': {
    title: 'Credit cards',
    description: 'Your credit card balances.',
  },
  '/your-application/financial-details/monthly-commitments': {
    title: 'Monthly commitments',
    description: 'Loans and other regular payments.',
  },
  '/your-application/financial-details/dependants': {
    title: 'Dependants',
    description: 'Adults and children who depend on you financially.',
  },
  '/your-application/submit-disclaimer': {
    title: 'Before you submit',
    description: 'What happens when you submit your application.',
  },
  '/your-application/submit': {
    title: 'Submit your application',
    description: 'Send your application to our team for review.',
  },
};

/** Renders the application page for the current path. */
export function ApplicationRoutes() {
  const { pathname } = useLocation();
  const section = sections[pathname.replace(/\/$/, '')] ?? sections['/your-application'];
  return (
    <Container size="md" py="lg">
      <ComingSoon
        title={section?.title ?? 'Your application'}
        description={section?.description ?? ''}
        whatsComing={[
          'Each section of your application',
          'Your progress and next step',
          'Your budget worked out from your answers',
        ]}
        back={{ to: '/dashboard', label: 'Back to your progress' }}
      />
    </Container>
  );
}
