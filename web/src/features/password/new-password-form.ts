import {
  ResetPasswordRequestSchema,
  SIGN_IN_TEXTS,
  type PasswordStrength,
} from '@morphic/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';

/** A new password typed twice (the reset forms). */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

const passwordRule = schemaResolver(ResetPasswordRequestSchema.pick({ password: true }), {
  sync: true,
});

/** The reset endpoints' password rule under the password, and a confirmation that differs. */
export function validateNewPassword(values: NewPasswordValues): FormErrors {
  return {
    ...passwordRule(values),
    ...(values.confirm === values.password ? {} : { confirm: SIGN_IN_TEXTS.passwordsDoNotMatch }),
  };
}

/** Why a reset refuses a password the strength verdict calls weak: its first issue. */
export const weakNewPasswordText = (strength: PasswordStrength): string =>
  strength.errors[0] ?? SIGN_IN_TEXTS.passwordNotStrongEnough;
