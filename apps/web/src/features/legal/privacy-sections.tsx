/**
 * The privacy notice's sections on what is collected from each kind of account, and why and on what lawful basis
 * (split from privacy-page.tsx by length).
 */
import { Text } from '@mantine/core';
import { LegalList, LegalSection } from './legal-page';

/** "What we collect": what is held about each kind of account. */
export function PrivacyCollectedSection() {
  return (
    <LegalSection id="what" title="What we collect">
      <Text>What we hold depends on how you use Stairway:</Text>
      <LegalList
        items={[
          <>
            <strong>Applicants</strong>: your name, e-mail address, password (stored only as a one-way hash),
            date of birth, nationality and National Insurance number; your addresses for the last three years;
            your income, job or business, benefits, regular spending, loans and card balances, dependants and
            deposit; the areas and homes you are interested in, and homes you submit; the documents and bank
            statements you upload or share through open banking; the result of your identity check; whether
            you paid the waitlist fee; and how you heard about us if you tell us.
          </>,
          <>
            <strong>Co-applicants</strong>: the details the applicant gave about you (name and e-mail
            address), then what you add yourself, which is the same kind of information as an applicant’s, and
            your permission to apply together.
          </>,
          <>
            <strong>Landlords</strong>: your name and e-mail address, and the properties you list with us
            (their address, details, photos and the rent you expect).
          </>,
          <>
            <strong>The Stairway team (operators)</strong>: your name, e-mail address and password hash, and a
            record of what you do in the console (the audit log).
          </>,
          <>
            <strong>Pipeline viewers</strong>: your e-mail address and password hash, and when you sign in.
          </>,
          <>
            <strong>Everyone</strong>: when and from where you sign in (for security), and, only if you allow
            it, which pages you visit and a masked recording of the page when something goes wrong (see{' '}
            <a href="#cookies">Cookies and your choices</a>).
          </>,
        ]}
      />
    </LegalSection>
  );
}

/** "Why we use it, and our lawful basis": each purpose and its lawful basis. */
export function PrivacyPurposesSection() {
  return (
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
            <strong>To improve Stairway</strong>: analytics and session replay, only with your consent, which
            you can withdraw at any time.
          </>,
        ]}
      />
    </LegalSection>
  );
}
