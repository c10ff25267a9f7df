/**
 * The privacy notice, /privacy (UK GDPR Arts. 13 and 14): who decides how information is used, what is collected from
 * each kind of account, why and on what lawful basis, who it is shared with (the providers of ARCHITECTURE.md §2), how
 * long it is kept (decision 050's retention rule), the person's rights, and cookies and consent (decision 049). Public;
 * linked at every sign-up and in every footer.
 */
import { Text } from '@mantine/core';
import { LegalList, LegalPage, LegalSection, legalPaths, PageLink } from './legal-page';
import { PrivacyRightsSections } from './privacy-rights';
import { PrivacyCollectedSection, PrivacyPurposesSection } from './privacy-sections';

/** The "Privacy notice" page. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy notice"
      intro="Stairway helps people in the UK rent a home with a path to owning it. This notice says what information we hold about you, why, who else sees it, how long we keep it and what you can do about it."
    >
      <LegalSection id="who" title="Who we are">
        <Text>
          Stairway decides why and how the information in this notice is used, so under UK data protection law
          (the UK GDPR and the Data Protection Act 2018) we are its controller. To ask about your information
          or to use any of your rights, reply to any e-mail we have sent you, or write to the address it came
          from.
        </Text>
      </LegalSection>

      <PrivacyCollectedSection />

      <PrivacyPurposesSection />

      <LegalSection id="sharing" title="Who we share it with">
        <Text>
          We do not sell your information. We share it only with the providers that run parts of the service
          for us, each for that part only:
        </Text>
        <LegalList
          items={[
            'Onfido, our identity verification provider, which checks your photo ID and selfie (and, where our check asks for it, watchlists);',
            'Plaid, our open banking provider, which shares the accounts you choose, their balances and 12 months of their transactions with us when you connect your bank, until you disconnect or your consent ends after 90 days;',
            'Stripe, which takes the waitlist fee: we never see your card details;',
            'our e-mail provider, which delivers the e-mails we send you;',
            'our storage provider, which keeps the documents and photos you upload;',
            'PostHog (analytics) and Sentry (error reports, and session replay if you allow it).',
          ]}
        />
        <Text>
          Investors who follow our pipeline see applications without your name, e-mail address, full postcode
          or any document you uploaded. We also share information when the law requires it. Where a provider
          handles information outside the UK, the transfer is protected as UK data protection law requires.
        </Text>
      </LegalSection>

      <LegalSection id="keeping" title="How long we keep it">
        <Text>
          We keep your information while your account is open. You can delete your account at any time: from{' '}
          <PageLink to={legalPaths.settings}>Settings</PageLink> (applicants and co-applicants), your listings
          page (landlords), the console’s Your account page (the Stairway team) or the pipeline page (pipeline
          viewers). Everything about you is then erased, including the files you uploaded, except two records
          with no name or contact details in them: the record of a submitted application (its dates, outcome
          and budget) and the record of a fee payment. We keep those for 6 years, then erase them.
        </Text>
      </LegalSection>

      <PrivacyRightsSections />
    </LegalPage>
  );
}
