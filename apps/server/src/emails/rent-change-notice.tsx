/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The notice of a rent change (services/plans/rent-changes.ts; decision 074): the rent now and the new rent, the
 * day it applies from, why, that the equity contribution does not change, and that the customer can challenge an
 * increase at the First-tier Tribunal (Property Chamber) before it starts.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

/** Props of the notice. */
export type RentChangeNoticeProps = {
  firstName: string;
  /** The rent now and the new rent, in words, e.g. "£917". */
  currentRent: string;
  newRent: string;
  /** The day it applies from, in words. */
  effectiveFrom: string;
  reason: string;
  increase: boolean;
  /** Their home page. */
  link: string;
};

/** The notice's React body. */
export function RentChangeNotice(props: RentChangeNoticeProps) {
  const title = 'Notice of a change to your rent';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        Your monthly rent will change from {props.currentRent} to {props.newRent}, from {props.effectiveFrom}.
        Your monthly payments due from that day will use the new rent; your equity contribution does not
        change.
      </Text>
      <Text>Why: {props.reason}</Text>
      {props.increase && (
        <Text>
          If you think the new rent is more than the market rent, you can ask the First-tier Tribunal
          (Property Chamber) to decide it before {props.effectiveFrom}.
        </Text>
      )}
      <EmailButton href={props.link}>See your payments</EmailButton>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the notice.
 * @returns subject, HTML and plain-text parts
 */
export async function renderRentChangeNotice(props: RentChangeNoticeProps) {
  const element = <RentChangeNotice {...props} />;
  return {
    subject: `Your Stairway rent will be ${props.newRent} a month from ${props.effectiveFrom}`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
