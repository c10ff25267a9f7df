/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A rent change's notice withdrawn before its day (services/plans/rent-change-withdrawal.ts; decision 074,
 * amended): the rent stays as it is, and why the notice was withdrawn.
 */

import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailButton, EmailLayout } from './layout';

/** Props of the e-mail. */
export type RentChangeWithdrawnProps = {
  firstName: string;
  /** The rent that stays, and the rent the notice had given, in words, e.g. "£917". */
  currentRent: string;
  withdrawnRent: string;
  /** The day the withdrawn notice would have applied from, in words. */
  effectiveFrom: string;
  reason: string;
  /** Their home page. */
  link: string;
};

/** The e-mail's React body. */
export function RentChangeWithdrawn(props: RentChangeWithdrawnProps) {
  const title = 'Your rent change notice is withdrawn';
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        We have withdrawn our notice that your monthly rent would be {props.withdrawnRent} from{' '}
        {props.effectiveFrom}. Your rent stays {props.currentRent} a month, and your monthly payments do not
        change.
      </Text>
      <Text>Why: {props.reason}</Text>
      <Text>If we give a new notice, it will again give you at least two months before it applies.</Text>
      <EmailButton href={props.link}>See your payments</EmailButton>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders the e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderRentChangeWithdrawn(props: RentChangeWithdrawnProps) {
  const element = <RentChangeWithdrawn {...props} />;
  return {
    subject: `Your Stairway rent stays ${props.currentRent} a month: the notice is withdrawn`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
