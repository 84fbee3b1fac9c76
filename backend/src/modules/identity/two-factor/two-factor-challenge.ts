import {
  SIGN_IN_TEXTS,
  type TwoFactorRequired,
  type TwoFactorSetupRequired,
} from '@morphic/contracts';

/**
 * The password was right but sign-in needs a TOTP step: the login endpoint answers 202 with
 * the secret to enrol, or 401 asking for a (new) code.
 */
export class TwoFactorChallenge extends Error {
  private constructor(
    readonly status: 202 | 401,
    readonly body: TwoFactorSetupRequired | TwoFactorRequired,
  ) {
    super('message' in body ? body.message : body.error);
    this.name = 'TwoFactorChallenge';
  }

  static setupRequired(otpauthUri: string, secret: string): TwoFactorChallenge {
    return new TwoFactorChallenge(202, {
      success: false,
      two_factor_setup_required: true,
      method: 'totp',
      otpauth_uri: otpauthUri,
      secret,
      message: SIGN_IN_TEXTS.scanQrCode,
    });
  }

  static codeRequired(error: string, enrolling: boolean): TwoFactorChallenge {
    return new TwoFactorChallenge(401, {
      success: false,
      two_factor_required: true,
      ...(enrolling ? { two_factor_setup_required: true } : {}),
      method: 'totp',
      error,
      status: 401,
    });
  }
}
