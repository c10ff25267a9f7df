/**
 * The terms, /terms: what Stairway is and is not (the budget and plan are estimates, not an offer), accounts, and the
 * waitlist fee: what it buys, and when it is refunded (decision 051). Public; linked at every sign-up, in every footer
 * and from the fee page (/terms#fee).
 */
import { Text } from '@mantine/core';
import { DEFAULT_WAITLIST_FEE_PENCE, formatPence } from '@stairway/domain/waitlist-fee';
import { LegalList, LegalPage, LegalSection, legalPaths, PageLink } from './legal-page';

/** The anchor of the fee's section, linked from the fee page. */
export const FEE_SECTION_ID = 'fee';

/** The "Terms" page. */
export function TermsPage() {
  const fee = formatPence(DEFAULT_WAITLIST_FEE_PENCE);
  return (
    <LegalPage
      title="Terms"
      intro="These terms apply when you use Stairway: as an applicant or co-applicant, as a landlord, or as one of the people we give an account to. Please read them with our privacy notice."
    >
      <LegalSection id="service" title="What Stairway is">
        <Text>
          Stairway helps people in the UK rent a home with a path to owning it: you tell us about yourself and
          your money, we work out what you could afford, and our team reviews your application and the homes
          you are interested in.
        </Text>
      </LegalSection>

      <LegalSection id="estimates" title="Budgets and plans are estimates, not an offer">
        <Text>
          The budget, the rent, the monthly payments and the years to ownership we show you are estimates
          worked out from what you tell us and from the home’s price. They are not an offer of a home or of a
          tenancy, not a mortgage offer, and not financial advice. Whether we can help you, and on what terms,
          is decided only when our team approves your application and a home, and is set out in a separate
          written agreement that you sign before anything is binding. Landlords’ rent estimates are estimates
          too.
        </Text>
      </LegalSection>

      <LegalSection id="accounts" title="Your account">
        <LegalList
          items={[
            'Give true and complete answers, about yourself and about anyone applying with you, and keep them up to date until you submit your application.',
            'An account is for one person. Keep your password to yourself; tell us at once if you think someone else has used your account.',
            'Add a co-applicant only with their agreement: they sign up themselves and give their own permission.',
            'We may suspend or close an account that gives false information, is used for fraud, or puts other people or the service at risk, and we will tell you why unless the law stops us.',
            <>
              You can delete your account at any time (applicants and co-applicants from{' '}
              <PageLink to={legalPaths.settings}>Settings</PageLink>). What we keep afterwards, and for how
              long, is in our <PageLink to={`${legalPaths.privacy}#keeping`}>privacy notice</PageLink>.
            </>,
            'Accounts for the Stairway team and for pipeline viewers are made by Stairway; what you see there is confidential and for the purpose it was given to you.',
          ]}
        />
      </LegalSection>

      <LegalSection id={FEE_SECTION_ID} title="The waitlist fee">
        <Text>
          Once you have submitted your application, you can join the Stairway waitlist by paying a one-off fee
          of {fee} (the amount is always shown before you pay). One fee covers you and anyone applying with
          you.
        </Text>
        <LegalList
          items={[
            'What it buys: a place on our waitlist while our team reviews your application and, once it is approved, works with you on finding a home. It does not buy a home, an approval or an agreement.',
            `We refund the ${fee} in full, to the card you paid with, if we turn your application down, or if you ask us within 14 days of paying (your right to cancel), or if you were charged twice.`,
            'Otherwise the fee is not refunded after those 14 days, including when you close your account or withdraw your application.',
            'We pay a refund within 14 days of turning your application down or of your request. To ask for one, reply to the receipt or any e-mail we have sent you.',
          ]}
        />
      </LegalSection>

      <LegalSection id="law" title="Your rights and the law">
        <Text>
          Nothing in these terms takes away your rights as a consumer. These terms are governed by the law of
          England and Wales, and you may bring a claim in the courts of the part of the UK where you live. See
          our <PageLink to={legalPaths.privacy}>privacy notice</PageLink> for how we use your information.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
