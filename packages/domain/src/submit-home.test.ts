import { describe, expect, it } from 'vitest';
import { getSubmitHomeAvailability } from './submit-home';

describe('getSubmitHomeAvailability (spec §5: the button appears only when the flag says enabled and the application is not rejected)', () => {
  it('is open when the feature is on and the application is not rejected', () => {
    expect(getSubmitHomeAvailability({ submitHomeEnabled: true, applicationRejected: false })).toBe('Open');
  });

  it('is paused while the maintenance flag has switched the feature off', () => {
    expect(getSubmitHomeAvailability({ submitHomeEnabled: false, applicationRejected: false })).toBe(
      'Paused',
    );
  });

  it('is closed to a rejected application, whatever the flag says', () => {
    expect(getSubmitHomeAvailability({ submitHomeEnabled: true, applicationRejected: true })).toBe(
      'ApplicationRejected',
    );
    expect(getSubmitHomeAvailability({ submitHomeEnabled: false, applicationRejected: true })).toBe(
      'ApplicationRejected',
    );
  });
});
