/**
 * The "Create a promotion" form (decision 025): the words are checked with the domain's createPromotionInputSchema and
 * the image with checkHomeImageFile, all together and before anything is sent; a good promotion's image is uploaded and
 * it is created unpublished; a server error naming a field is shown under it.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { CreatePromotionMutation } from '../graphql/createPromotion';
import { GetPromotionImageUploadUrlMutation } from '../graphql/getPromotionImageUploadUrl';
import { stubDocumentFonts } from '../testing/document-fonts';
import { CreatePromotionForm } from './create-promotion-form';

const KEY = 'promotions/0b6e6c1e-0000-4000-8000-000000000001.png';
const INPUT = {
  title: 'Viewing weekend',
  text: 'Book a viewing with the team this spring.',
  termsText: 'Open to applicants.',
  imageKey: KEY,
};

const uploadUrl: MockLink.MockedResponse = {
  request: { query: GetPromotionImageUploadUrlMutation },
  result: {
    data: {
      getPromotionImageUploadUrl: {
        __typename: 'PreSignedUploadUrl',
        url: 'https://uploads.example/put',
        key: KEY,
      },
    },
  },
};

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  const { container } = renderWithMantine(
    <MockedProvider mocks={mocks}>
      <CreatePromotionForm />
    </MockedProvider>,
  );
  return {
    /** Chooses a file in the Image field (Mantine's FileInput keeps a hidden file input). */
    choose: (file: File) => {
      const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [file] } });
    },
  };
}

async function fillWords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), INPUT.title);
  await user.type(screen.getByLabelText(/^Text/), INPUT.text);
  await user.type(screen.getByLabelText(/^Terms/), INPUT.termsText);
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'spring.png', { type: 'image/png' });

describe('CreatePromotionForm', () => {
  beforeAll(stubDocumentFonts);
  afterEach(() => vi.unstubAllGlobals());

  it('names every missing field, the image too, and sends nothing', async () => {
    const user = userEvent.setup();
    const asked = vi.fn(() => uploadUrl.result as never);
    renderForm([{ ...uploadUrl, result: asked }]);
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Enter the title')).toBeTruthy();
    expect(screen.getByText('Enter the text')).toBeTruthy();
    expect(screen.getByText('Enter the terms')).toBeTruthy();
    expect(screen.getByText('Choose an image')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses an image that is not a JPEG, PNG or WebP', async () => {
    const user = userEvent.setup();
    const { choose } = renderForm();
    await fillWords(user);
    choose(new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('“terms.pdf” can’t be added: choose a JPEG, PNG or WebP photo.'),
    ).toBeTruthy();
  });

  it('uploads the image and creates the promotion, unpublished, then empties the form', async () => {
    const user = userEvent.setup();
    const put = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', put);
    const created = vi.fn(() => ({
      data: {
        createPromotion: {
          __typename: 'Promotion' as const,
          id: 'promo-1',
          title: INPUT.title,
          active: false,
        },
      },
    }));
    const { choose } = renderForm([
      uploadUrl,
      { request: { query: CreatePromotionMutation, variables: { input: INPUT } }, result: created },
    ]);
    await fillWords(user);
    choose(png());
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '“Viewing weekend” was created, unpublished.',
    );
    expect(put).toHaveBeenCalledWith(
      'https://uploads.example/put',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(created).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(''));
  });

  it('shows an image the storage did not take, and a server error naming a field, under the field', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(null, { status: 500 }))
        .mockResolvedValueOnce(new Response(null, { status: 200 })),
    );
    const { choose } = renderForm([
      uploadUrl,
      uploadUrl,
      {
        request: { query: CreatePromotionMutation, variables: { input: INPUT } },
        result: {
          errors: [
            new GraphQLError('A promotion with this title exists', {
              extensions: { code: 'BAD_USER_INPUT', field: 'title' },
            }),
          ],
        },
      },
    ]);
    await fillWords(user);
    choose(png());
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('The image was not received: choose it again.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('A promotion with this title exists')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
