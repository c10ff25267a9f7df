/**
 * The privacy notice, /privacy (UK GDPR Arts. 13 and 14): who decides how information is used, what is collected from
 * each kind of account, why and on what lawful basis, who it is shared with (the providers of ARCHITECTURE.md §2), how
 * long it is kept (decision 050's retention rule), the person's rights, and cookies and consent (decision 049). Public;
 * linked at every sign-up and in every footer.
 */
import { Text } from '@mantine/core';
import { LegalList, LegalPage, LegalSection, legalPaths, PageLink } from './legal-page';
import { PrivacyRightsSections } from './privacy-rights';

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

      <LegalSection id="what" title="What we collect">
        <Text>What we hold depends on how you use Stairway:</Text>
        <LegalList
          items={[
            <>
              <strong>Applicants</strong>: your name, e-mail address, password (stored only as a one-way
              hash), date of birth, nationality and National Insurance number; your addresses for the last
              three years; your income, job or business, benefits, regular spending, loans and card balances,
              dependants and deposit; the areas and homes you are interested in, and homes you submit; the
              documents and bank statements you upload or share through open banking; the result of your
              identity check; whether you paid the waitlist fee; and how you heard about us if you tell us.
            </>,
            <>
              <strong>Co-applicants</strong>: the details the applicant gave about you (name and e-mail
              address), then what you add yourself, which is the same kind of information as an applicant’s,
              and your permission to apply together.
            </>,
            <>
              <strong>Landlords</strong>: your name and e-mail address, and the properties you list with us
              (their address, details, photos and the rent you expect).
            </>,
            <>
              <strong>The Stairway team (operators)</strong>: your name, e-mail address and password hash, and
              a record of what you do in the console (the audit log).
            </>,
            <>
              <strong>Pipeline viewers</strong>: your e-mail address and password hash, and when you sign in.
            </>,
            <>
              <strong>Everyone</strong>: when and from where you sign in (for security), and, only if you
              allow it, which pages you visit and a masked recording of the page when something goes wrong
              (see <a href="#cookies">Cookies and your choices</a>).
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection id="why" title="Why we use it, and our lawful basis">
        <LegalList
          items={[
            <>
              <strong>To assess your application and run your account</strong>: working out your budget and
              plan, checking your identity, income and spending (when you connect your bank, we compare the
              regular payments into your accounts with the income you told us), finding and reviewing homes,
              taking the waitlist fee and writing to you about all of this. Our basis is that it is needed for
              the service you asked for (a contract with you, or steps you asked us to take before one).
            </>,
            <>
              <strong>To confirm your identity and prevent fraud</strong>: the identity check compares a photo
              of your face with your photo ID. That comparison is biometric information; it is used only to
              confirm that you are who you say you are, for preventing fraud (a substantial public interest
              under the Data Protection Act 2018, Schedule 1, paragraph 14).
            </>,
            <>
              <strong>To keep the records we must</strong>: fee payments, which the law asks companies to keep
              for 6 years (a legal obligation), and the outcome of submitted applications, to answer any claim
              about them, which can be brought for 6 years (our legitimate interest).
            </>,
            <>
              <strong>To keep Stairway secure and working</strong>: sign-in records, limits on repeated
              attempts, the team’s audit log, and error reports with nothing personal in them (our legitimate
              interest in a safe, working service).
            </>,
            <>
              <strong>To improve Stairway</strong>: analytics and session replay, only with your consent,
              which you can withdraw at any time.
            </>,
          ]}
        />
      </LegalSection>

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
