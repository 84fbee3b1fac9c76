import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { totpCode } from './totp';
import { twoFactorDecider, type TwoFactorCommand } from './two-factor.decider';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
const NOW = Date.parse('2025-03-01T09:00:10.000Z');
const STEP = Math.floor(NOW / 30_000);

const registered: DomainEvent = {
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-1',
    username: 'ada',
    email: 'ada@example.com',
    full_name: null,
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: null,
    email_verified: true,
  },
};
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

const when = (past: DomainEvent[], command: TwoFactorCommand) =>
  twoFactorDecider.decide(command, fold(twoFactorDecider, past));
const wrongCode = new DomainRuleViolation('invalid', SIGN_IN_TEXTS.invalidOrMissingCode);

describe('two-factor decider', () => {
  describe('setup', () => {
    it('offers a secret to an operator who has none', () => {
      expect(when([registered], { kind: 'StartSetup', secret: SECRET })).toEqual([setupStarted()]);
    });

    it('keeps the secret already offered, so an app that scanned it keeps working', () => {
      expect(
        when([registered, setupStarted()], { kind: 'StartSetup', secret: OTHER_SECRET }),
      ).toEqual([]);
      expect(fold(twoFactorDecider, [registered, setupStarted()]).pendingSecret).toBe(SECRET);
    });

    it('refuses a new setup once enabled, and any command for an unknown account', () => {
      expect(() =>
        when([registered, setupStarted(), enabled()], { kind: 'StartSetup', secret: OTHER_SECRET }),
      ).toThrow(new DomainRuleViolation('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled));
      expect(() => when([], { kind: 'StartSetup', secret: SECRET })).toThrow(
        new DomainRuleViolation('not_found', 'Account not found'),
      );
    });
  });

  describe('enable', () => {
    it('enables with a code of the pending secret, recording its time step', () => {
      expect(
        when([registered, setupStarted()], { kind: 'Enable', code: codeAt(0), nowMs: NOW }),
      ).toEqual([enabled(STEP)]);
      expect(
        when([registered, setupStarted()], { kind: 'Enable', code: codeAt(-1), nowMs: NOW }),
      ).toEqual([enabled(STEP - 1)]);
    });

    it('refuses a wrong code, a code of another secret and a code two steps old', () => {
      const past = [registered, setupStarted()];
      for (const code of ['000000', codeAt(0, OTHER_SECRET), codeAt(-2), '']) {
        expect(() => when(past, { kind: 'Enable', code, nowMs: NOW })).toThrow(wrongCode);
      }
    });

    it('needs a setup first, and refuses to enable twice', () => {
      expect(() => when([registered], { kind: 'Enable', code: codeAt(0), nowMs: NOW })).toThrow(
        new DomainRuleViolation('invalid', SIGN_IN_TEXTS.twoFactor.setupNotStarted),
      );
      expect(() =>
        when([registered, setupStarted(), enabled()], {
          kind: 'Enable',
          code: codeAt(1),
          nowMs: NOW,
        }),
      ).toThrow(new DomainRuleViolation('conflict', SIGN_IN_TEXTS.twoFactor.alreadyEnabled));
    });
  });

  describe('sign-in codes', () => {
    const enrolled = [registered, setupStarted(), enabled(STEP - 1)];

    it('accepts a fresh code and records its step', () => {
      expect(when(enrolled, { kind: 'AcceptCode', code: codeAt(0), nowMs: NOW })).toEqual([
        { type: 'TwoFactorCodeAccepted', data: { account_id: 'op-1', time_step: STEP } },
      ]);
    });

    it('refuses a replayed code, and any code of a step already used', () => {
      const used: DomainEvent = {
        type: 'TwoFactorCodeAccepted',
        data: { account_id: 'op-1', time_step: STEP },
      };
      expect(() =>
        when([...enrolled, used], { kind: 'AcceptCode', code: codeAt(0), nowMs: NOW }),
      ).toThrow(wrongCode);
      expect(() => when(enrolled, { kind: 'AcceptCode', code: codeAt(-1), nowMs: NOW })).toThrow(
        wrongCode,
      );
      expect(
        when([...enrolled, used], { kind: 'AcceptCode', code: codeAt(1), nowMs: NOW }),
      ).toHaveLength(1);
    });

    it('asks for nothing from an account without two-factor', () => {
      expect(() =>
        when([registered, setupStarted()], { kind: 'AcceptCode', code: codeAt(0), nowMs: NOW }),
      ).toThrow(new DomainRuleViolation('invalid', SIGN_IN_TEXTS.twoFactor.notEnabled));
    });
  });

  describe('disable', () => {
    const enrolled = [registered, setupStarted(), enabled(STEP - 1)];
    const disable = (code: string, founderUsernames: ReadonlySet<string> = new Set()) =>
      ({
        kind: 'Disable',
        code,
        nowMs: NOW,
        requiredRoles: ['admin', 'founder'],
        founderUsernames,
      }) as const;
    const requiredForRole = new DomainRuleViolation(
      'forbidden',
      SIGN_IN_TEXTS.twoFactor.requiredForRole,
    );

    it('disables with a fresh code; a new setup then offers a new secret', () => {
      const disabled = when(enrolled, disable(codeAt(0)));
      expect(disabled).toEqual([
        { type: 'TwoFactorDisabled', data: { account_id: 'op-1', time_step: STEP } },
      ]);
      const after = [...enrolled, ...disabled];
      expect(fold(twoFactorDecider, after)).toMatchObject({ enabled: false, secret: null });
      expect(when(after, { kind: 'StartSetup', secret: OTHER_SECRET })).toEqual([
        setupStarted(OTHER_SECRET),
      ]);
    });

    it('refuses a wrong code, and disabling when not enabled', () => {
      expect(() => when(enrolled, disable('123456'))).toThrow(wrongCode);
      expect(() => when([registered], disable(codeAt(0)))).toThrow(
        new DomainRuleViolation('invalid', SIGN_IN_TEXTS.twoFactor.notEnabled),
      );
    });

    it('refuses while the roles on the operator’s stream require two-factor, whatever a read model says', () => {
      const madeAdmin: DomainEvent = {
        type: 'OperatorRolesChanged',
        data: { operator_id: 'op-1', roles: ['operator', 'admin'] },
      };
      expect(() => when([...enrolled, madeAdmin], disable(codeAt(0)))).toThrow(requiredForRole);
      const demoted: DomainEvent = {
        type: 'OperatorRolesChanged',
        data: { operator_id: 'op-1', roles: ['operator'] },
      };
      expect(when([...enrolled, madeAdmin, demoted], disable(codeAt(0)))).toHaveLength(1);
    });

    it('counts a founder by handle (FOUNDER_USERNAMES), following a change of handle', () => {
      const founders = new Set(['grace']);
      expect(when(enrolled, disable(codeAt(0), founders))).toHaveLength(1);
      const renamed: DomainEvent = {
        type: 'OperatorDetailsChanged',
        data: { operator_id: 'op-1', changes: { handle: 'Grace' } },
      };
      expect(() => when([...enrolled, renamed], disable(codeAt(0), founders))).toThrow(
        requiredForRole,
      );
    });
  });
});
