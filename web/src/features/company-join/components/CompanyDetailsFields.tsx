import { COMPANY_SIZES, COMPANY_TEXTS } from '@morphic/contracts';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { EmailField } from '../../../lib/forms/EmailField';
import { DetailsPasswordField, type PasswordInput } from './DetailsPasswordField';

const FIELDS = COMPANY_TEXTS.fields;

export type CompanyDetailField =
  | 'company_name'
  | 'email'
  | 'industry'
  | 'company_size'
  | 'website'
  | 'description'
  | 'contact_person_name'
  | 'contact_person_role';

/** The empty inputs of a company's details (the size is a select: null until chosen). */
export const EMPTY_COMPANY_DETAILS = {
  company_name: '',
  email: '',
  industry: '',
  company_size: null as string | null,
  website: '',
  description: '',
  contact_person_name: '',
  contact_person_role: '',
};

/**
 * A company's details as the sign-up and the admins' forms take them; `password` goes under
 * the email when the form sets one.
 */
export function CompanyDetailsFields({
  inputProps,
  password,
  autoFocus = false,
}: {
  inputProps: (field: CompanyDetailField) => GetInputPropsReturnType;
  /** For a new account: its password, under the email. */
  password?: PasswordInput;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label={FIELDS.companyName}
        placeholder="Northwind Robotics"
        autoComplete="organization"
        withAsterisk
        data-autofocus={autoFocus || undefined}
        data-testid="company-name"
        {...inputProps('company_name')}
      />
      <EmailField
        audience="company"
        label={FIELDS.companyEmail}
        withAsterisk
        testId="company-email"
        {...inputProps('email')}
      />
      {password && <DetailsPasswordField password={password} testId="company-password" />}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={FIELDS.industry}
          placeholder="Robotics"
          data-testid="company-industry"
          {...inputProps('industry')}
        />
        <Select
          label={FIELDS.companySize}
          placeholder="Choose"
          data={[...COMPANY_SIZES]}
          clearable
          data-testid="company-size"
          {...inputProps('company_size')}
        />
      </SimpleGrid>
      <TextInput
        label={FIELDS.website}
        placeholder="https://northwind.example"
        type="url"
        data-testid="company-website"
        {...inputProps('website')}
      />
      <Textarea
        label={FIELDS.description}
        autosize
        minRows={2}
        maxRows={6}
        data-testid="company-description"
        {...inputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={FIELDS.contactPersonName}
          autoComplete="name"
          data-testid="company-contact-name"
          {...inputProps('contact_person_name')}
        />
        <TextInput
          label={FIELDS.contactPersonRole}
          autoComplete="organization-title"
          data-testid="company-contact-role"
          {...inputProps('contact_person_role')}
        />
      </SimpleGrid>
    </>
  );
}
