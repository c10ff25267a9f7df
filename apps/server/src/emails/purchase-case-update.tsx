/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail sent to the applicant (and a joined co-applicant) each time an operator moves their purchase case
 * (services/purchase-cases/move-purchase-case.ts; the "life after approval" issue: "get an e-mail at each
 * step"): the stage reached and its date, what happens next and who it waits on, and why when it fell through.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of the purchase update e-mail. */
export type PurchaseCaseUpdateProps = {
  firstName: string;
  /** The home in words, e.g. "12 High Street, PO37 6BU". */
  home: string;
  /** The stage reached, as people read it (e.g. "Offer accepted", "Fallen through"). */
  stateLabel: string;
  /** The day it happened, in words (e.g. "1 December 2026"). */
  date: string;
  /** What happens next (packages/domain purchase-case.ts PURCHASE_NEXT_STEPS). */
  next: string;
  /** Who we are waiting on, in words (e.g. "The seller"); empty when no one. */
  waitingOn: string;
  /** Why the purchase fell through; null otherwise. */
  reason: string | null;
  /** Their progress page, e.g. https://stairway.example/dashboard. */
  link: string;
};

/** The purchase update e-mail's React body. */
export function PurchaseCaseUpdate(props: PurchaseCaseUpdateProps) {
  const fellThrough = props.reason !== null;
  const title = fellThrough ? 'Your purchase will not go ahead' : `Your purchase: ${props.stateLabel}`;
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {fellThrough
          ? `We are sorry: the purchase of ${props.home} fell through on ${props.date}.`
          : `The purchase of ${props.home} reached “${props.stateLabel}” on ${props.date}.`}
      </Text>
      {fellThrough && <Text>Why: {props.reason}</Text>}
      <Text>{props.next}</Text>
      {props.waitingOn && <Text>Waiting on: {props.waitingOn}.</Text>}
      <Button
        href={props.link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        See your progress
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the purchase update e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderPurchaseCaseUpdate(props: PurchaseCaseUpdateProps) {
  const element = <PurchaseCaseUpdate {...props} />;
  return {
    subject:
      props.reason !== null
        ? 'Your Stairway purchase will not go ahead'
        : `Your Stairway purchase: ${props.stateLabel}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
