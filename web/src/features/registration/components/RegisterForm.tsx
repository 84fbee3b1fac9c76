import {
  SIGN_UP_TEXTS,
  LIMITS,
  isVerificationCode,
  registrationProblem,
  type SessionUser,
} from '@morphic/contracts';
import { Anchor, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeField } from '../../../lib/forms/CodeField';
import { EmailField } from '../../../lib/forms/EmailField';
import { FormError } from '../../../lib/forms/FormError';
import { latestError } from '../../../lib/forms/form-failure';
import { ruleValidator } from '../../../lib/forms/rule-validator';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { NewPasswordField } from '../../password/components/NewPasswordField';
import { requireStrongPassword } from '../../password/strength-verdict';
import { useResendCode } from '../hooks/useResendCode';
import { useResendCooldown } from '../hooks/useResendCooldown';
import { useVerificationCodeForm } from '../hooks/useVerificationCodeForm';
import { registerAccount, type RegistrationFields } from '../register-account';
import { ResendCodeButton } from './ResendCodeButton';

const FIELDS = SIGN_UP_TEXTS.fields;

/** The details step, named as the registration rules name the fields. */
interface DetailsValues {
  username: string;
  email: string;
  full_name: string;
  age: number | string;
  education: string | null;
  password: string;
}

const EMPTY: DetailsValues = {
  username: '',
  email: '',
  full_name: '',
  age: '',
  education: null,
  password: '',
};

/** The form's values as a registration sends them: trimmed, age a number only when given. */
function registrationOf(values: DetailsValues): RegistrationFields {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    full_name: values.full_name.trim() || null,
    age: typeof values.age === 'number' ? values.age : null,
    education: values.education,
    university: null,
  };
}

const validateDetails = ruleValidator((values: DetailsValues) =>
  registrationProblem(registrationOf(values), { requireCode: false }),
);

/**
 * Register mode of the Sign In dialog: the details (with the live strength meter), then the
 * 6-digit code mailed to the address. The dialog owns the title and what happens after.
 */
export function RegisterForm({
  onRegistered,
  onSwitchToLogin,
}: {
  onRegistered(token: string, user: SessionUser): void;
  onSwitchToLogin(): void;
}) {
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const cooldown = useResendCooldown();
  const details = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: validateDetails,
    transformValues: registrationOf,
  });
  const code = useVerificationCodeForm();
  const registration = registrationOf(details.values);

  const sendCode = useFormMutation(details, {
    mutationFn: async (fields: RegistrationFields) => {
      const { password, username, email } = fields;
      await requireStrongPassword(
        { password, username, email },
        () => SIGN_UP_TEXTS.passwordNotSecure,
      );
      // Back from the code step within the cooldown: the code already sent still works.
      if (sentTo === email.toLowerCase() && cooldown.secondsLeft > 0) return false;
      await cooldown.send(email);
      return true;
    },
    fallback: SIGN_UP_TEXTS.failedToSendVerification,
    onSuccess: (sent, fields) => {
      if (sent) {
        setSentTo(fields.email.toLowerCase());
        code.reset();
      }
      setStep('code');
    },
  });
  const register = useFormMutation(code, {
    mutationFn: (values) => registerAccount(registration, values.code, null),
    fallback: SIGN_UP_TEXTS.verificationFailed,
    onSuccess: (response) => onRegistered(response.token, response.user),
  });
  const resend = useResendCode(cooldown, registration.email);
  const error = (
    <FormError message={latestError(sendCode, register, resend)} testId="register-error" />
  );

  if (step === 'code') {
    return (
      <form onSubmit={register.onSubmit} noValidate data-testid="register-code-step">
        <Stack gap="md">
          {error}
          <Text size="sm" c="dimmed" data-testid="register-code-sent">
            {SIGN_UP_TEXTS.codeSentTo(registration.email)}
          </Text>
          <CodeField
            label={SIGN_UP_TEXTS.codeLabel}
            testId="verification-code"
            {...code.getInputProps('code')}
          />
          <Button
            type="submit"
            fullWidth
            loading={register.busy}
            disabled={!isVerificationCode(code.values.code)}
            data-testid="register-submit"
          >
            {SIGN_UP_TEXTS.createAccount}
          </Button>
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => {
                register.reset();
                resend.reset();
                setStep('details');
              }}
              data-testid="register-back"
            >
              {SIGN_UP_TEXTS.back}
            </Button>
            <ResendCodeButton
              secondsLeft={cooldown.secondsLeft}
              loading={resend.busy}
              onResend={() => resend.run()}
            />
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode.onSubmit} noValidate data-testid="register-form">
      <Stack gap="sm">
        {error}
        <TextInput
          label={FIELDS.username}
          placeholder="ada_lovelace"
          autoComplete="username"
          withAsterisk
          data-autofocus
          data-testid="register-username"
          {...details.getInputProps('username')}
        />
        <EmailField
          label={FIELDS.email}
          withAsterisk
          testId="register-email"
          {...details.getInputProps('email')}
        />
        <TextInput
          label={FIELDS.fullNameOptional}
          placeholder="Ada Lovelace"
          autoComplete="name"
          data-testid="register-full-name"
          {...details.getInputProps('full_name')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={FIELDS.age}
            min={LIMITS.ageMin}
            max={LIMITS.ageMax}
            allowDecimal={false}
            allowNegative={false}
            data-testid="register-age"
            {...details.getInputProps('age')}
          />
          <Select
            label={FIELDS.education}
            placeholder="Choose"
            data={SIGN_UP_TEXTS.educationOptions}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            data-testid="register-education"
            {...details.getInputProps('education')}
          />
        </Group>
        <NewPasswordField
          label={FIELDS.password}
          withAsterisk
          owner={{ username: registration.username, email: registration.email }}
          testId="register-password"
          {...details.getInputProps('password')}
        />
        <Button
          type="submit"
          fullWidth
          mt="xs"
          loading={sendCode.busy}
          data-testid="register-continue"
        >
          {SIGN_UP_TEXTS.sendCode}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {SIGN_UP_TEXTS.alreadyHaveAccount}{' '}
          <Anchor
            component="button"
            type="button"
            fw={600}
            onClick={onSwitchToLogin}
            data-testid="register-to-login"
          >
            {SIGN_UP_TEXTS.signInInstead}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
