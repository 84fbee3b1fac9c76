import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import {
  ResendCooldown,
  cooldownRemainingSeconds,
  verificationDecider,
  type VerificationCommand,
} from './verification-code.decider';

const EMAIL = 'ada@example.com';
const T0 = new Date('2025-03-01T09:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const issued = (hash = 'hash-1', when = T0): DomainEvent => ({
  type: 'VerificationCodeIssued',
  data: {
    email: EMAIL,
    code_hash: hash,
    issued_at: when.toISOString(),
    expires_at: new Date(when.getTime() + 15 * 60 * 1000).toISOString(),
    code_id: `id-of-${hash}`,
  },
});
const used: DomainEvent = {
  type: 'VerificationCodeUsed',
  data: { email: EMAIL, account_id: 'op-1', purpose: 'registration' },
};
const withdrawn: DomainEvent = {
  type: 'VerificationCodeWithdrawn',
  data: { email: EMAIL, reason: 'mail_failed' },
};

const issue = (now: Date, codeHash = 'hash-2'): VerificationCommand => ({
  kind: 'Issue',
  email: EMAIL,
  codeHash,
  codeId: `id-of-${codeHash}`,
  now,
});
const use = (codeHash: string, now: Date): VerificationCommand => ({
  kind: 'Use',
  email: EMAIL,
  codeHash,
  now,
  accountId: 'op-1',
  purpose: 'registration',
});

const spec = DeciderSpecification.for(verificationDecider);
const given = (past: DomainEvent[]) => spec.given(past).state;
const when = (past: DomainEvent[], command: VerificationCommand) => spec.given(past).when(command);

describe('verification code decider', () => {
  describe('issuing', () => {
    it('issues a first code that expires after 15 minutes', () => {
      when([], issue(T0, 'hash-1')).then([issued('hash-1')]);
    });

    it('refuses a new code within 60 s of the last one, saying how long to wait', () => {
      expect(() => when([issued()], issue(at(1))).events()).toThrow(new ResendCooldown(59));
      expect(() => when([issued()], issue(at(59.2))).events()).toThrow(new ResendCooldown(1));
      expect(cooldownRemainingSeconds(given([issued()]), at(30))).toBe(30);
    });

    it('issues a replacement after the cooldown, which the old code no longer matches', () => {
      const past = [issued('hash-1'), issued('hash-2', at(60))];
      when([issued('hash-1')], issue(at(60), 'hash-2')).then([issued('hash-2', at(60))]);
      when(past, use('hash-1', at(61))).thenRefuses(
        'invalid',
        'Verification failed: the code is incorrect',
      );
      when(past, use('hash-2', at(61))).then([used]);
    });

    it('lets a withdrawn code be replaced at once', () => {
      expect(cooldownRemainingSeconds(given([issued(), withdrawn]), at(1))).toBe(0);
      expect(when([issued(), withdrawn], issue(at(1))).events()).toHaveLength(1);
    });
  });

  describe('using', () => {
    it('uses the current code once', () => {
      when([issued()], use('hash-1', at(10))).then([used]);
      when([issued(), used], use('hash-1', at(20))).thenRefuses(
        'invalid',
        'Verification failed: this code has already been used',
      );
    });

    it('refuses a wrong code', () => {
      when([issued()], use('other', at(10))).thenRefuses(
        'invalid',
        'Verification failed: the code is incorrect',
      );
    });

    it('refuses the right code once 15 minutes have passed', () => {
      when([issued()], use('hash-1', at(15 * 60 - 1))).then([used]);
      when([issued()], use('hash-1', at(15 * 60))).thenRefuses(
        'invalid',
        'Verification failed: the code has expired. Request a new one.',
      );
    });

    it('refuses when no code was sent, or the last one was withdrawn', () => {
      const missing = [
        'invalid',
        'Verification failed: no code was sent to this email. Request a new code.',
      ] as const;
      when([], use('hash-1', at(1))).thenRefuses(...missing);
      when([issued(), withdrawn], use('hash-1', at(1))).thenRefuses(...missing);
    });
  });

  describe('withdrawing', () => {
    const withdraw = (codeHash: string): VerificationCommand => ({
      kind: 'Withdraw',
      email: EMAIL,
      codeHash,
      reason: 'mail_failed',
    });

    it('withdraws the current code only', () => {
      when([issued()], withdraw('hash-1')).then([withdrawn]);
      when([issued()], withdraw('hash-0')).then([]);
      when([issued(), used], withdraw('hash-1')).then([]);
      when([], withdraw('hash-1')).then([]);
    });
  });
});
