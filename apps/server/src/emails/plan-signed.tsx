/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mails of a signature on a plan (services/plans/sign-plan.ts; decision 070): to the signer, a receipt with
 * the record kept (when, and the SHA-256 of the document signed); on a joint plan, to the other signer, that it now
 * waits for them, or that it is signed by both.
 */
import { Button } from '@react-email/button';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { EmailLayout, emailBrandColour } from './layout';

/** Props of a plan-signed e-mail. */
export type PlanSignedProps = {
  firstName: string;
  /** Who signed: 'you' for the signer's receipt, else the other signer's first name. */
  signedBy: 'you' | string;
  version: number;
  /** When, in words (UK time), e.g. "1 December 2026 at 12:44". */
  when: string;
  sha256: string;
  /** True when everyone who must sign has signed. */
  complete: boolean;
  /** Their plan page. */
  link: string;
};

/** The plan-signed e-mail's React body. */
export function PlanSigned(props: PlanSignedProps) {
  const mine = props.signedBy === 'you';
  const title = mine ? 'You signed your plan' : `${props.signedBy} signed your plan`;
  return (
    <EmailLayout preview={title} title={title}>
      <Text>Hi {props.firstName},</Text>
      <Text>
        {mine ? 'You' : props.signedBy} signed version {props.version} of your Stairway plan on {props.when}.
        The document signed has this SHA-256 fingerprint: {props.sha256}
      </Text>
      <Text>
        {props.complete
          ? 'Your plan is now signed by everyone who needs to sign it.'
          : mine
            ? 'Your plan also needs your co-buyer’s signature; we have told them.'
            : 'It now needs your signature too. Take your time to read it first.'}
      </Text>
      <Button
        href={props.link}
        style={{ backgroundColor: emailBrandColour, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
      >
        See your plan
      </Button>
      <Text style={{ color: '#4b5563', fontSize: 14 }}>
        If the button does not work, paste this address into your browser: {props.link}
      </Text>
    </EmailLayout>
  );
}

/**
 * Renders a plan-signed e-mail.
 * @returns subject, HTML and plain-text parts
 */
export async function renderPlanSigned(props: PlanSignedProps) {
  const element = <PlanSigned {...props} />;
  return {
    subject:
      props.signedBy === 'you'
        ? 'You signed your Stairway plan'
        : `${props.signedBy} signed your Stairway plan`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
