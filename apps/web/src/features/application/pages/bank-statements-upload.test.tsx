/**
 * Uploading statements on Your bank statements (spec §7 getPreSignedUploadUrl, uploadDocument, deleteDocument):
 * a file of the wrong type, too big or empty is refused in the browser, by name, before anything is sent; a
 * good file is uploaded, recorded, listed and announced; a refused or failed upload says so by name until
 * dismissed; and a statement can be removed after confirming.
 */
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { DeleteDocumentMutation } from '../graphql/deleteDocument';
import { GetPreSignedUploadUrlMutation } from '../graphql/getPreSignedUploadUrl';
import { UploadDocumentMutation } from '../graphql/uploadDocument';
import { asSent, loaded, renderApplicationPage } from '../testing/application-mocks';
import { answersWith, atTheChecks, connectionIs, makeStatement, statementsAre } from '../testing/check-mocks';
import { BankStatementsPage } from './bank-statements-page';

const PATH = paths.application.steps['applicant-bank-statements'];
const OPEN = { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' } as const;
const MEBIBYTE = 1024 * 1024;

/** Renders the page with no connection, the statements the test says (none unless told), and its answers. */
async function render(mocks: MockLink.MockedResponse[] = [], statements = [statementsAre([])]) {
  await renderApplicationPage(<BankStatementsPage />, {
    path: PATH,
    mocks: [connectionIs(null), ...statements, ...mocks],
  });
  // The statements have loaded.
  await screen.findByText(/None yet|of 3 statements/);
}

/** A file as the browser gives it, `size` bytes long (its contents are not read before the upload). */
function aFile(name: string, type: string, size = 200 * 1024): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The key of an upload (getPreSignedUploadUrl's shape: two random base64url parts). */
const KEY = `${'a'.repeat(22)}.${'b'.repeat(22)}`;

/**
 * The server gives an upload URL that takes the file: a data URL, which happy-dom answers with 200 without a
 * network, as the storage's signed URL does.
 */
const uploadGoesTo = () => [
  answersWith(GetPreSignedUploadUrlMutation, {
    getPreSignedUploadUrl: { __typename: 'PreSignedUploadUrl', url: 'data:text/plain,stored', key: KEY },
  }),
];

/** Chooses files with "Choose files" (its file input; the browser's picker offers the accepted kinds). */
const choose = (...files: File[]) => {
  const input = screen.getByTestId('statement-dropzone').querySelector('input[type="file"]');
  return userEvent.upload(input as HTMLInputElement, files);
};

/** Drops files on the drop zone (any kind: the picker's filter does not apply). */
const drop = (...files: File[]) =>
  fireEvent.drop(screen.getByTestId('statement-dropzone'), { dataTransfer: { files, types: ['Files'] } });

describe('Uploading statements', () => {
  beforeEach(() => loaded(atTheChecks(OPEN, { bankStatementsManualUpload: true })));

  it('refuses a file that is not a PDF or an image, by name, until the message is dismissed', async () => {
    await render();
    drop(aFile('notes.txt', 'text/plain'));
    await findAlert('“notes.txt” can’t be uploaded: choose a PDF, JPEG, PNG or WebP file.');
    // Refused in the browser: nothing is uploaded.
    expect(screen.queryByRole('progressbar', { name: 'Uploading notes.txt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the message about notes.txt' }));
    await waitFor(() => expect(screen.queryByText(/notes\.txt/)).toBeNull());
  });

  it('refuses a file over 20 MB, saying how big it is', async () => {
    await render();
    await choose(aFile('scan.pdf', 'application/pdf', 21 * MEBIBYTE));
    await findAlert(
      '“scan.pdf” is 21 MB: files can be up to 20 MB. Try a smaller scan or split it into parts.',
    );
    expect(screen.getByText('None yet. Upload one statement for each of the last 3 months.')).toBeTruthy();
  });

  it('refuses an empty file', async () => {
    await render();
    await choose(aFile('blank.pdf', 'application/pdf', 0));
    await findAlert('“blank.pdf” is empty: choose the file again.');
  });

  it('says which of several files were refused', async () => {
    await render();
    drop(aFile('photo.heic', ''), aFile('huge.png', 'image/png', 25 * MEBIBYTE));
    await findAlert('“photo.heic” can’t be uploaded: choose a PDF, JPEG, PNG or WebP file.');
    await findAlert('“huge.png” is 25 MB: files can be up to 20 MB.');
  });

  it('says why the server would not take the upload, naming the file', async () => {
    const message = 'You have asked for 60 uploads in the last hour. Please try again later.';
    await render([answersWithErrors(GetPreSignedUploadUrlMutation, [serverError(message, 'RATE_LIMITED')])]);
    await choose(aFile('march.pdf', 'application/pdf'));
    await findAlert(`“march.pdf”: ${message}`);
    expect(screen.getByRole('button', { name: 'Dismiss the message about march.pdf' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading march.pdf' })).toBeNull();
  });

  it('says the upload failed when the server cannot be reached', async () => {
    await render([failsOnTheNetwork(GetPreSignedUploadUrlMutation)]);
    await choose(aFile('march.pdf', 'application/pdf'));
    await findAlert('“march.pdf”: The upload failed. Please try again.');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('uploads a statement, lists it and announces it', async () => {
    const march = makeStatement({ displayName: 'march', fileName: 'march.pdf' });
    await render(
      [
        ...uploadGoesTo(),
        answersWith(
          UploadDocumentMutation,
          {
            uploadDocument: {
              __typename: 'UploadDocumentPayload',
              document: { __typename: 'ApplicantDocument', ...march },
              application: asSent(atTheChecks(OPEN, { bankStatementsManualUpload: true })),
            },
          },
          { variables: { input: { key: KEY, fileName: 'march.pdf', documentType: 'BankStatement' } } },
        ),
      ],
      [statementsAre([]), statementsAre([march], Number.POSITIVE_INFINITY)],
    );
    await choose(aFile('march.pdf', 'application/pdf'));
    expect(await screen.findByText('1 of 3 statements: upload 2 more, one for each month.')).toBeTruthy();
    expect(within(screen.getByTestId('statement-list')).getByText('march')).toBeTruthy();
    // Announced once the list has been fetched again and the upload is done.
    expect(await screen.findByText('“march.pdf” uploaded.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading march.pdf' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the uploaded file could not be recorded, naming it', async () => {
    const message = 'The upload didn’t finish: choose the file again';
    await render([
      ...uploadGoesTo(),
      answersWithErrors(UploadDocumentMutation, [badUserInput('key', message)]),
    ]);
    await choose(aFile('march.pdf', 'application/pdf'));
    await findAlert(`“march.pdf”: ${message}`);
    expect(screen.getByText('None yet. Upload one statement for each of the last 3 months.')).toBeTruthy();
  });

  it('forgets the last refusals when more files are chosen', async () => {
    await render();
    drop(aFile('notes.txt', 'text/plain'));
    await findAlert('“notes.txt” can’t be uploaded');
    await choose(aFile('blank.pdf', 'application/pdf', 0));
    await findAlert('“blank.pdf” is empty');
    expect(screen.queryByText(/notes\.txt/)).toBeNull();
  });
});

describe('Removing a statement', () => {
  beforeEach(() =>
    loaded(
      atTheChecks(
        { ...OPEN, 'applicant-bank-statements': 'Done' },
        { documentsUploaded: true, bankStatementsManualUpload: true },
      ),
    ),
  );

  it('asks first, then removes it and says so', async () => {
    const april = makeStatement({ id: 'document-2', displayName: 'April statement', fileName: 'april.pdf' });
    await render(
      [
        answersWith(
          DeleteDocumentMutation,
          {
            deleteDocument: {
              __typename: 'DeleteDocumentPayload',
              id: 'document-1',
              application: asSent(atTheChecks(OPEN, { bankStatementsManualUpload: true })),
            },
          },
          { variables: { input: { id: 'document-1' } } },
        ),
      ],
      [statementsAre([makeStatement(), april]), statementsAre([april], Number.POSITIVE_INFINITY)],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove March statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this statement?' });
    expect(dialog.textContent).toContain('“March statement” will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('March statement')).toBeNull());
    expect(screen.getByText('April statement')).toBeTruthy();
    expect(screen.getByText('1 of 3 statements: upload 2 more, one for each month.')).toBeTruthy();
    expect(await screen.findByText('“March statement” removed.')).toBeTruthy();
  });

  it('says why the statement could not be removed, and keeps it', async () => {
    const message = 'Your application has already been submitted, so its documents can’t be changed.';
    await render(
      [answersWithErrors(DeleteDocumentMutation, [serverError(message, 'APPLICATION_SUBMITTED')])],
      [statementsAre([makeStatement()], Number.POSITIVE_INFINITY)],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove March statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this statement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await findAlert(message);
    expect(within(screen.getByTestId('statement')).getByRole('alert')).toBe(alert);
    expect(screen.getByText('March statement')).toBeTruthy();
  });
});
