/** Reading the server's errors (ARCHITECTURE.md §5: BAD_USER_INPUT with extensions.field and fields). */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, getServerFieldErrors, isGraphQLError, readGraphQLError } from './server-errors';

/** A failed mutation as Apollo Client reports it, with the given GraphQL errors. */
function graphQLFailure(...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

const networkFailure = new TypeError('Failed to fetch');

describe('getServerFieldErrors', () => {
  it('lists every invalid field the server names in extensions.fields', () => {
    const error = graphQLFailure({
      message: 'Enter a valid e-mail address',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'email',
        fields: [
          { field: 'email', message: 'Enter a valid e-mail address' },
          { field: 'preferredLocations.1', message: 'ZZ9 is not a UK postcode district' },
        ],
      },
    });
    expect(getServerFieldErrors(error)).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'preferredLocations.1', message: 'ZZ9 is not a UK postcode district' },
    ]);
  });

  it('falls back to extensions.field with the message, then to the whole input', () => {
    const error = graphQLFailure(
      {
        message: 'Move-in date cannot be in the future',
        extensions: { code: 'BAD_USER_INPUT', field: 'moveInDate' },
      },
      { message: 'You can add at most 10 incomes', extensions: { code: 'BAD_USER_INPUT' } },
    );
    expect(getServerFieldErrors(error)).toEqual([
      { field: 'moveInDate', message: 'Move-in date cannot be in the future' },
      { field: 'input', message: 'You can add at most 10 incomes' },
    ]);
  });

  it('names each field once, and ignores other codes and network errors', () => {
    const error = graphQLFailure(
      { message: 'First', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
      { message: 'Second', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
      { message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } },
    );
    expect(getServerFieldErrors(error)).toEqual([{ field: 'email', message: 'First' }]);
    expect(getServerFieldErrors(networkFailure)).toEqual([]);
  });
});

describe('readGraphQLError and isGraphQLError', () => {
  it('read the first GraphQL error’s code and message', () => {
    const error = graphQLFailure({
      message: 'Your application has already been submitted',
      extensions: { code: 'APPLICATION_SUBMITTED' },
    });
    expect(isGraphQLError(error)).toBe(true);
    expect(readGraphQLError(error)).toEqual({
      code: 'APPLICATION_SUBMITTED',
      message: 'Your application has already been submitted',
      extensions: { code: 'APPLICATION_SUBMITTED' },
    });
  });

  it('give nothing for a network error, which the error link already shows as a toast (spec §8)', () => {
    expect(isGraphQLError(networkFailure)).toBe(false);
    expect(readGraphQLError(networkFailure)).toBeNull();
  });
});

describe('applyServerErrors', () => {
  it('puts each error on its field, focusing the first, and returns what belongs to no field', () => {
    const setError = vi.fn();
    const error = graphQLFailure({
      message: 'Check your answers',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'postCode', message: 'Enter a full UK postcode' },
          { field: 'moveInDate', message: 'Move-in date cannot be in the future' },
          { field: 'input', message: 'You can add at most 10 addresses' },
        ],
      },
    });
    expect(applyServerErrors(error, setError, ['postCode', 'moveInDate'])).toBe(
      'You can add at most 10 addresses',
    );
    expect(setError.mock.calls).toEqual([
      ['postCode', { type: 'server', message: 'Enter a full UK postcode' }, { shouldFocus: true }],
      [
        'moveInDate',
        { type: 'server', message: 'Move-in date cannot be in the future' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('returns the message of another GraphQL error, and null for a network error', () => {
    const setError = vi.fn();
    const submitted = graphQLFailure({
      message: 'Your application has already been submitted',
      extensions: { code: 'APPLICATION_SUBMITTED' },
    });
    expect(applyServerErrors(submitted, setError, ['cardBalance'])).toBe(
      'Your application has already been submitted',
    );
    expect(applyServerErrors(networkFailure, setError, ['cardBalance'])).toBeNull();
    expect(setError).not.toHaveBeenCalled();
  });
});
