import { MESSAGES } from '@morphic/contracts';
import { ApiError } from '../api-client';
import { FieldProblem, failurePlace, latestError } from './form-failure';

const FALLBACK = 'Failed to send verification code';

describe('failurePlace', () => {
  it('puts a FieldProblem under its field', () => {
    expect(failurePlace(new FieldProblem('password', 'Too weak'), FALLBACK)).toEqual({
      field: 'password',
      message: 'Too weak',
    });
  });

  it("shows the server's error text above the form", () => {
    const refused = new ApiError('http', 'Too many requests', 429, 'Too many requests');
    expect(failurePlace(refused, FALLBACK)).toEqual({ field: null, message: 'Too many requests' });
  });

  it('says the network failed when nothing came back', () => {
    const offline = new ApiError('network', MESSAGES.networkError, null, null);
    expect(failurePlace(offline, FALLBACK).message).toBe(MESSAGES.networkError);
  });

  it("falls back to the screen's text when the server says nothing", () => {
    expect(failurePlace(new ApiError('http', 'Request failed (500)', 500, null), FALLBACK)).toEqual(
      { field: null, message: FALLBACK },
    );
    expect(failurePlace(new Error('boom'), FALLBACK).message).toBe(FALLBACK);
  });
});

describe('latestError', () => {
  it('shows the failure of the action run last', () => {
    expect(
      latestError(
        { submittedAt: 100, error: 'Failed to resend' },
        { submittedAt: 200, error: 'Invalid code' },
      ),
    ).toBe('Invalid code');
  });

  it('clears an older failure once another action runs', () => {
    expect(
      latestError(
        { submittedAt: 100, error: 'Failed to resend' },
        { submittedAt: 200, error: null },
      ),
    ).toBeNull();
  });

  it('ignores an action that was reset', () => {
    expect(
      latestError({ submittedAt: 100, error: 'Failed to resend' }, { submittedAt: 0, error: null }),
    ).toBe('Failed to resend');
    expect(latestError()).toBeNull();
  });
});
