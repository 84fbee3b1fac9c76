import { COMPANY_TEXTS } from '@morphic/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { EmailField } from '../../../lib/forms/EmailField';
import { DetailsPasswordField, type PasswordInput } from './DetailsPasswordField';

const FIELDS = COMPANY_TEXTS.fields;

export type RepDetailField = 'first_name' | 'last_name' | 'email' | 'phone' | 'role';

/** The empty inputs of a representative's details (the role is representative unless chosen). */
export const EMPTY_REP_DETAILS = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  role: 'representative',
};

/** The role select's choices: representative, manager, admin. */
export const REP_ROLE_OPTIONS = COMPANY_TEXTS.repRoles.map((role) => ({ ...role }));

/**
 * A company representative's details as the sign-up and the admins' forms take them;
 * `password` goes under the email when the form sets one.
 */
export function RepDetailsFields({
  inputProps,
  password,
  autoFocus = false,
}: {
  inputProps: (field: RepDetailField) => GetInputPropsReturnType;
  /** For a new account: its password, under the email. */
  password?: PasswordInput;
  autoFocus?: boolean;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={FIELDS.firstName}
          autoComplete="given-name"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          data-testid="rep-first-name"
          {...inputProps('first_name')}
        />
        <TextInput
          label={FIELDS.lastName}
          autoComplete="family-name"
          withAsterisk
          data-testid="rep-last-name"
          {...inputProps('last_name')}
        />
      </SimpleGrid>
      <EmailField
        audience="company"
        label={FIELDS.email}
        withAsterisk
        testId="rep-email"
        {...inputProps('email')}
      />
      {password && <DetailsPasswordField password={password} testId="rep-password" />}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={FIELDS.phone}
          type="tel"
          autoComplete="tel"
          data-testid="rep-phone"
          {...inputProps('phone')}
        />
        <Select
          label={FIELDS.role}
          data={REP_ROLE_OPTIONS}
          allowDeselect={false}
          data-testid="rep-role"
          {...inputProps('role')}
        />
      </SimpleGrid>
    </>
  );
}
