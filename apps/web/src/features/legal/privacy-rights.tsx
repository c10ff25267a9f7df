/**
 * The privacy notice's last sections (split from privacy-page.tsx by length): your rights, cookies and your
 * choices (decision 049), and changes to the notice.
 */
import { Anchor, Text } from '@mantine/core';
import { openConsentChoices } from '../../lib/consent';
import { LegalList, LegalSection, legalPaths, PageLink } from './legal-page';

/** "Your rights", "Cookies and your choices" and "Changes to this notice". */
export function PrivacyRightsSections() {
  return (
    <>
      <LegalSection id="rights" title="Your rights">
        <LegalList
          items={[
            <>
              <strong>See and take a copy</strong> of what we hold about you: download it from{' '}
              <PageLink to={legalPaths.settings}>Settings</PageLink>, or ask us.
            </>,
            <>
              <strong>Have it corrected</strong>: change your answers in your application until you submit it,
              or ask us afterwards.
            </>,
            <>
              <strong>Have it deleted</strong>: delete your account yourself (see{' '}
              <a href="#keeping">How long we keep it</a>), or ask us. We keep only the two records described
              there, for 6 years.
            </>,
            <>
              <strong>Object or ask us to restrict</strong> how we use it, and{' '}
              <strong>withdraw consent</strong> at any time (it does not undo what was done before).
            </>,
          ]}
        />
        <Text>
          We answer within one month. If you are unhappy with how we use your information, please tell us
          first; you can also complain to the Information Commissioner’s Office (ICO) at{' '}
          <Anchor href="https://ico.org.uk/make-a-complaint/" underline="always" inherit>
            ico.org.uk/make-a-complaint
          </Anchor>{' '}
          or on 0303 123 1113.
        </Text>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies and your choices">
        <Text>
          Stairway keeps what it needs to work in your browser’s storage: your sign-in and your privacy
          choices. These are strictly necessary, so they need no consent. Two uses are optional and off until
          you say yes:
        </Text>
        <LegalList
          items={[
            'analytics (PostHog): which pages are visited and which buttons are used, never what you type;',
            'session replay (Sentry): a recording of the page when something goes wrong, with all text and images hidden.',
          ]}
        />
        <Text>
          Error reports without recordings are always sent, with no personal details in them, so that we can
          fix what breaks. You choose on your first visit, and can change your mind at any time in{' '}
          <PageLink to={legalPaths.settings}>Settings</PageLink> or with{' '}
          <Anchor component="button" type="button" onClick={openConsentChoices} underline="always" inherit>
            Cookie settings
          </Anchor>{' '}
          at the foot of every page. When you are signed in, we also record your choice with your account.
        </Text>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this notice">
        <Text>
          When we change this notice, we change the date at the top. See also our{' '}
          <PageLink to={legalPaths.terms}>terms</PageLink>.
        </Text>
      </LegalSection>
    </>
  );
}
