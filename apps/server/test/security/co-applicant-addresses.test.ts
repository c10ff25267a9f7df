/**
 * Through real GraphQL requests (decision 046): updateCoApplicant, addCoApplicant and checkNewEmail answer an
 * address that already has an account (an applicant's, or a co-applicant's who has joined another
 * application) exactly as they answer a free one, and e-mail the address's owner instead of the caller;
 * recording co-applicant addresses is rate limited per account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const UPDATE_CO = `mutation ($input: UpdateCoApplicantInput!) {
  updateCoApplicant(input: $input) { application { jointApplication coApplicantLoginLinkSent coApplicant { firstName lastName email signedUp } } }
}`;
const ADD_CO =
  'mutation { addCoApplicant { jointApplication coApplicantLoginLinkSent coApplicant { email signedUp } } }';
const SIGN_UP = `mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }`;
const CHECK_NEW_EMAIL = `mutation ($input: CheckNewEmailInput!) { checkNewEmail(input: $input) { email sent } }`;

/** The answer with the address put back to a placeholder, to compare a taken address's with a free one's. */
const masked = (result: GqlResult<unknown>, email: string) =>
  JSON.parse(JSON.stringify(result).replaceAll(email, '<address>'));

describe.each(drivers)('one answer for every address on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** Records `email` as a new applicant's co-applicant and sends the link; returns both answers. */
  async function invite(email: string) {
    const applicant = await signUp(env, { firstName: 'Amelia' });
    const recorded = await env.gql(
      UPDATE_CO,
      { input: { firstName: 'Ben', lastName: 'Carter', email } },
      applicant.token,
    );
    const added = await env.gql(ADD_CO, {}, applicant.token);
    return { applicant, recorded: masked(recorded, email), added: masked(added, email) };
  }

  it('answers an applicant’s address as a free one, and tells its owner instead of sending a link', async () => {
    const free = await invite(uniqueEmail('free-co'));
    const owner = await signUp(env, { firstName: 'Olivia' });
    const ownerEmail = String(owner.input.email);
    env.emails.length = 0;
    const taken = await invite(ownerEmail);
    expect(taken.recorded).toEqual(free.recorded);
    expect(taken.added).toEqual(free.added);
    expect(free.added.errors).toBeUndefined();
    // The owner is told; no sign-up link was made or sent for their address.
    const toOwner = env.emails.filter((mail) => mail.to === ownerEmail);
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      'Someone tried to add you as a co-applicant on Stairway',
    ]);
    expect(toOwner[0]?.text).toContain('Amelia tried to add this e-mail address');
    expect(toOwner[0]?.links).toEqual([`${env.config.appUrl}/login`]);
  });

  it('answers the address of another application’s joined co-applicant as a free one', async () => {
    const email = uniqueEmail('joined-co');
    const first = await invite(email);
    expect(first.added.errors).toBeUndefined();
    const link = env.emails.filter((mail) => mail.to === email).at(-1)?.links?.[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    const joined = await env.gql(SIGN_UP, { input: { token, password: 'quiet harbour lantern' } });
    expect(joined.errors).toBeUndefined();
    const free = await invite(uniqueEmail('free-co'));
    env.emails.length = 0;
    const taken = await invite(email);
    expect(taken.recorded).toEqual(free.recorded);
    expect(taken.added).toEqual(free.added);
    // Its owner is told, and no sign-up link went to the address.
    expect(env.emails.filter((mail) => mail.to === email).map((mail) => [mail.subject, mail.links])).toEqual([
      ['Someone tried to add you as a co-applicant on Stairway', [`${env.config.appUrl}/login`]],
    ]);
  });

  it('answers checkNewEmail the same for a taken address, and tells its owner', async () => {
    const mover = await signUp(env, { firstName: 'Mia' });
    const owner = await signUp(env, { firstName: 'Olivia' });
    const ownerEmail = String(owner.input.email);
    const freeEmail = uniqueEmail('free-new');
    const free = await env.gql(CHECK_NEW_EMAIL, { input: { email: freeEmail } }, mover.token);
    env.emails.length = 0;
    const taken = await env.gql(CHECK_NEW_EMAIL, { input: { email: ownerEmail } }, mover.token);
    expect(masked(taken, ownerEmail)).toEqual(masked(free, freeEmail));
    expect(free.errors).toBeUndefined();
    expect(
      env.emails
        .filter((mail) => mail.to !== String(mover.input.email))
        .map((mail) => [mail.to, mail.subject]),
    ).toEqual([[ownerEmail, 'Someone asked to use your e-mail address on Stairway']]);
    expect(env.emails[0]?.text).not.toContain(String(mover.input.email));
  });

  it('limits the addresses one account records to 10 an hour', async () => {
    const applicant = await signUp(env);
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await env.gql(
        UPDATE_CO,
        { input: { firstName: 'Ben', lastName: 'Carter', email: uniqueEmail(`probe-${i}`) } },
        applicant.token,
      );
      answers.push(String(result.errors ? errorOf(result).code : 'ok'));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(answers[10]).toBe('RATE_LIMITED');
  });
});
