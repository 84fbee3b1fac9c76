import { COMPANY_TEXTS } from '@morphic/contracts';
import type { GetInputPropsReturnType } from '@mantine/form';
import { NewPasswordField } from '../../password/components/NewPasswordField';

/** A form's password input and the email it must not contain. */
export interface PasswordInput {
  readonly inputProps: GetInputPropsReturnType;
  readonly ownerEmail: string;
}

/** The password a new company or representative account signs in with, with its meter. */
export function DetailsPasswordField({
  password,
  testId,
}: {
  password: PasswordInput;
  testId: string;
}) {
  return (
    <NewPasswordField
      label={COMPANY_TEXTS.fields.password}
      withAsterisk
      owner={{ email: password.ownerEmail.trim() }}
      testId={testId}
      {...password.inputProps}
    />
  );
}
