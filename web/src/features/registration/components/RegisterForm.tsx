import {
  SIGN_UP_TEXTS,
  LIMITS,
  isVerificationCode,
  registrationProblem,
  type SessionUser,
} from '@morphic/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/api-client';
import { strengthVerdict } from '../../password/api/password-strength-api';
import { StrengthMeterDisplay } from '../../password/components/StrengthMeterDisplay';
import { usePasswordStrength } from '../../password/hooks/usePasswordStrength';
import { registerAccount, type RegistrationFields } from '../api/registration-api';
import { useResendCooldown } from '../hooks/useResendCooldown';
import { ResendCodeButton } from './ResendCodeButton';
import { VerificationCodeField } from './VerificationCodeField';

const FIELDS = SIGN_UP_TEXTS.fields;

interface DetailsValues {
  username: string;
  email: string;
  fullName: string;
  age: number | string;
  education: string | null;
  password: string;
}

const EMPTY: DetailsValues = {
  username: '',
  email: '',
  fullName: '',
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
    full_name: values.fullName.trim() || null,
    age: typeof values.age === 'number' ? values.age : null,
    education: values.education,
    university: null,
  };
}

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
  const [values, setValues] = useState<DetailsValues>(EMPTY);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'register' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const cooldown = useResendCooldown();
  const registration = registrationOf(values);
  const strength = usePasswordStrength(values.password, {
    username: registration.username,
    email: registration.email,
  });

  const set = <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (fieldError) setFieldError(null);
  };
  /** A rule's message shows under its field; anything else in the alert above the form. */
  const fail = (message: string, field: string | null = null) => {
    setError(field ? null : message);
    setFieldError(field ? { field, message } : null);
  };
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : null);

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = registrationProblem(registration, { requireCode: false });
    if (problem) return fail(problem.message, problem.field);
    setBusy('send');
    try {
      const verdict = await strengthVerdict({
        password: registration.password,
        username: registration.username,
        email: registration.email,
      });
      if (!verdict.strength.is_valid) return fail(SIGN_UP_TEXTS.passwordNotSecure, 'password');
      // Back from the code step within the cooldown: the code already sent still works.
      if (sentTo === registration.email.toLowerCase() && cooldown.secondsLeft > 0) {
        setStep('code');
        return;
      }
      await cooldown.send(registration.email);
      setSentTo(registration.email.toLowerCase());
      setCode('');
      setStep('code');
    } catch (failure) {
      fail(errorText(failure, SIGN_UP_TEXTS.failedToSendVerification));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setError(null);
    setBusy('resend');
    try {
      await cooldown.send(registration.email);
    } catch (failure) {
      fail(errorText(failure, SIGN_UP_TEXTS.failedToResendVerification));
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isVerificationCode(code)) return fail(SIGN_UP_TEXTS.codeFormat, 'code');
    setBusy('register');
    try {
      const response = await registerAccount(registration, code, null);
      onRegistered(response.token, response.user);
    } catch (failure) {
      fail(errorText(failure, SIGN_UP_TEXTS.verificationFailed));
    } finally {
      setBusy(null);
    }
  };

  const alert = error && (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid="register-error"
    >
      {error}
    </Alert>
  );

  if (step === 'code') {
    return (
      <form
        onSubmit={(event) => void submitCode(event)}
        noValidate
        data-testid="register-code-step"
      >
        <Stack gap="md">
          {alert}
          <Text size="sm" c="dimmed" data-testid="register-code-sent">
            {SIGN_UP_TEXTS.codeSentTo(registration.email)}
          </Text>
          <VerificationCodeField
            value={code}
            onChange={(next) => {
              setCode(next);
              if (fieldError) setFieldError(null);
            }}
            error={errorOf('code')}
          />
          <Button
            type="submit"
            fullWidth
            loading={busy === 'register'}
            disabled={code.length !== LIMITS.codeLength}
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
                setError(null);
                setStep('details');
              }}
              data-testid="register-back"
            >
              {SIGN_UP_TEXTS.back}
            </Button>
            <ResendCodeButton
              secondsLeft={cooldown.secondsLeft}
              loading={busy === 'resend'}
              onResend={() => void resend()}
            />
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void submitDetails(event)} noValidate data-testid="register-form">
      <Stack gap="sm">
        {alert}
        <TextInput
          label={FIELDS.username}
          placeholder="ada_lovelace"
          autoComplete="username"
          withAsterisk
          data-autofocus
          value={values.username}
          onChange={(event) => set('username', event.currentTarget.value)}
          error={errorOf('username')}
          data-testid="register-username"
        />
        <TextInput
          label={FIELDS.email}
          placeholder="ada@example.com"
          type="email"
          autoComplete="email"
          withAsterisk
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errorOf('email')}
          data-testid="register-email"
        />
        <TextInput
          label={FIELDS.fullNameOptional}
          placeholder="Ada Lovelace"
          autoComplete="name"
          value={values.fullName}
          onChange={(event) => set('fullName', event.currentTarget.value)}
          error={errorOf('full_name')}
          data-testid="register-full-name"
        />
        <Group grow align="flex-start">
          <NumberInput
            label={FIELDS.age}
            min={LIMITS.ageMin}
            max={LIMITS.ageMax}
            allowDecimal={false}
            allowNegative={false}
            value={values.age}
            onChange={(value) => set('age', value)}
            error={errorOf('age')}
            data-testid="register-age"
          />
          <Select
            label={FIELDS.education}
            placeholder="Choose"
            data={SIGN_UP_TEXTS.educationOptions}
            value={values.education}
            onChange={(value) => set('education', value)}
            error={errorOf('education')}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            data-testid="register-education"
          />
        </Group>
        <PasswordInput
          label={FIELDS.password}
          autoComplete="new-password"
          withAsterisk
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={errorOf('password')}
          data-testid="register-password"
        />
        <StrengthMeterDisplay state={strength} />
        <Button
          type="submit"
          fullWidth
          mt="xs"
          loading={busy === 'send'}
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
