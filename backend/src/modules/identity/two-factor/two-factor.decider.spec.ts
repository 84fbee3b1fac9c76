import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import { totpCode } from './totp';
import { twoFactorDecider, type TwoFactorCommand } from './two-factor.decider';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
const NOW = Date.parse('2025-03-01T09:00:10.000Z');
const STEP = Math.floor(NOW / 30_000);

const registered = operatorRegistered({ operator_id: 'op-1' });
const setupStarted = (secret = SECRET): DomainEvent => ({
  type: 'TwoFactorSetupStarted',
  data: { account_id: 'op-1', secret },
});
const enabled = (step = STEP): DomainEvent => ({
  type: 'TwoFactorEnabled',
  data: { account_id: 'op-1', time_step: step },
});
const codeAt = (offsetSteps: number, secret = SECRET) =>
  totpCode(secret, NOW + offsetSteps * 30_000);

const spec = DeciderSpecification.for(twoFactorDecider);
const when = (past: DomainEvent[], command: TwoFactorCommand) => spec.given(past).when(command);
const wrongCode = ['invalid', SIGN_IN_TEXTS.invalidOrMissingCode] as const;

describe('two-factor decider', () => {
  describe('setup', () => {
    it('offers a secret to an operator who has none', () => {
      when([registered], { kind: 'StartSetup', secret: SECRET }).then([setupStarted()]);
    });

    it('keeps the secret already offered, so an app that scanned it keeps working', () => {
      when([registered, setupStarted()], { kind: 'StartSetup', secret: OTHER_SECRET }).then([]);
      expect(spec.given([registered, setupStarted()]).state.pendingSecret).toBe(SECRET);
    });

    it('refuses a new setup once enabled, and any command for an unknown account', () => {
      when([registered, setupStarted(), enabled()], {
        kind: 'StartSetup',
        secret: OTHER_SECRET,
      }).thenRefuses('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled);
      when([], { kind: 'StartSetup', secret: SECRET }).thenRefuses(
        'not_found',
        'Account not found',
      );
    });
  });

  describe('enable', () => {
    it('enables with a code of the pending secret, recording its time step', () => {
      when([registered, setupStarted()], { kind: 'Enable', code: codeAt(0), nowMs: NOW }).then([
        enabled(STEP),
      ]);
      when([registered, setupStarted()], { kind: 'Enable', code: codeAt(-1), nowMs: NOW }).then([
        enabled(STEP - 1),
      ]);
    });

    it('refuses a wrong code, a code of another secret and a code two steps old', () => {
      const past = [registered, setupStarted()];
      for (const code of ['000000', codeAt(0, OTHER_SECRET), codeAt(-2), '']) {
        when(past, { kind: 'Enable', code, nowMs: NOW }).thenRefuses(...wrongCode);
      }
    });

    it('needs a setup first, and refuses to enable twice', () => {
      when([registered], { kind: 'Enable', code: codeAt(0), nowMs: NOW }).thenRefuses(
        'invalid',
        SIGN_IN_TEXTS.twoFactor.setupNotStarted,
      );
      when([registered, setupStarted(), enabled()], {
        kind: 'Enable',
        code: codeAt(1),
        nowMs: NOW,
      }).thenRefuses('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled);
    });
  });

  describe('sign-in codes', () => {
    const enrolled = [registered, setupStarted(), enabled(STEP - 1)];

    it('accepts a fresh code and records its step', () => {
      when(enrolled, { kind: 'AcceptCode', code: codeAt(0), nowMs: NOW }).then([
        { type: 'TwoFactorCodeAccepted', data: { account_id: 'op-1', time_step: STEP } },
      ]);
    });

    it('refuses a replayed code, and any code of a step already used', () => {
      const used: DomainEvent = {
        type: 'TwoFactorCodeAccepted',
        data: { account_id: 'op-1', time_step: STEP },
      };
      when([...enrolled, used], { kind: 'AcceptCode', code: codeAt(0), nowMs: NOW }).thenRefuses(
        ...wrongCode,
      );
      when(enrolled, { kind: 'AcceptCode', code: codeAt(-1), nowMs: NOW }).thenRefuses(
        ...wrongCode,
      );
      expect(
        when([...enrolled, used], { kind: 'AcceptCode', code: codeAt(1), nowMs: NOW }).events(),
      ).toHaveLength(1);
    });

    it('asks for nothing from an account without two-factor', () => {
      when([registered, setupStarted()], {
        kind: 'AcceptCode',
        code: codeAt(0),
        nowMs: NOW,
      }).thenRefuses('invalid', SIGN_IN_TEXTS.twoFactor.notEnabled);
    });
  });

  describe('disable', () => {
    const enrolled = [registered, setupStarted(), enabled(STEP - 1)];
    const disable = (code: string) => ({ kind: 'Disable', code, nowMs: NOW }) as const;

    it('disables with a fresh code; a new setup then offers a new secret', () => {
      const disabled = when(enrolled, disable(codeAt(0))).events();
      expect(disabled).toEqual([
        { type: 'TwoFactorDisabled', data: { account_id: 'op-1', time_step: STEP } },
      ]);
      const after = [...enrolled, ...disabled];
      expect(spec.given(after).state).toMatchObject({ enabled: false, secret: null });
      when(after, { kind: 'StartSetup', secret: OTHER_SECRET }).then([setupStarted(OTHER_SECRET)]);
    });

    it('refuses a wrong code, and disabling when not enabled', () => {
      when(enrolled, disable('123456')).thenRefuses(...wrongCode);
      when([registered], disable(codeAt(0))).thenRefuses(
        'invalid',
        SIGN_IN_TEXTS.twoFactor.notEnabled,
      );
    });
  });
});
