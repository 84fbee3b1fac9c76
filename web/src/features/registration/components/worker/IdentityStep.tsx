import {
  LIMITS,
  SIGN_UP_TEXTS,
  cvProblem,
  generateUsername,
  workerSignupProblem,
} from '@morphic/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../lib/api-client';
import { strengthVerdict } from '../../../password/api/password-strength-api';
import { StrengthMeterDisplay } from '../../../password/components/StrengthMeterDisplay';
import { usePasswordStrength } from '../../../password/hooks/usePasswordStrength';
import { sendVerificationCode } from '../../api/registration-api';
import {
  holdPendingRegistration,
  pendingRegistration,
  type PendingRegistration,
} from '../../pending-registration';
import { nextResendAt, retryAfterOf } from '../../resend-cooldown';
import { CvDropzone, type CvChoice } from '../CvDropzone';
import { PasswordMatchHint } from '../../../password/components/PasswordMatchHint';
import classes from '../Signup.module.css';

const FIELDS = SIGN_UP_TEXTS.fields;
const TEXTS = SIGN_UP_TEXTS.worker;

interface IdentityValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  age: number | string;
  education: string | null;
  university: string;
}

function initialValues(pending: PendingRegistration | null): IdentityValues {
  return {
    fullName: pending?.full_name ?? '',
    email: pending?.email ?? '',
    password: pending?.password ?? '',
    confirmPassword: pending?.password ?? '',
    age: pending?.age ?? '',
    education: pending?.education ?? null,
    university: pending?.university ?? '',
  };
}

/**
 * Step 1: who the operator is. On Continue the rules run in the spec's order, a code is
 * mailed, and the details wait in memory while /email-verification asks for the code.
 */
export function IdentityStep() {
  const navigate = useNavigate();
  const [pending] = useState(pendingRegistration);
  const [values, setValues] = useState(() => initialValues(pending));
  const [cv, setCv] = useState<CvChoice | null>(null);
  const [usernameSeed] = useState(Math.random);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const username = generateUsername(values.fullName, () => usernameSeed);
  const email = values.email.trim();
  const strength = usePasswordStrength(values.password, { username, email });

  const set = <K extends keyof IdentityValues>(key: K, value: IdentityValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const cvError = errorOf('cv') ?? (cv ? cvProblem(cv.checked) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const verdict =
        values.password === ''
          ? null
          : await strengthVerdict({ password: values.password, username, email });
      const found = workerSignupProblem({
        fullName: values.fullName,
        email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        passwordValid: verdict?.strength.is_valid ?? false,
        age: typeof values.age === 'number' ? values.age : null,
        education: values.education,
        university: values.university,
        cv: cv?.checked ?? null,
      });
      if (found) return setProblem(found);

      let resendAvailableAt: number;
      try {
        const sent = await sendVerificationCode(email);
        resendAvailableAt = nextResendAt(Date.now(), sent.resend_after_seconds);
      } catch (failure) {
        const wait = retryAfterOf(failure);
        // Back on this form within the cooldown: the code mailed a moment ago still works.
        if (wait === null || pending?.email.toLowerCase() !== email.toLowerCase()) throw failure;
        resendAvailableAt = nextResendAt(Date.now(), wait);
      }
      holdPendingRegistration({
        username,
        email,
        password: values.password,
        full_name: values.fullName.trim(),
        age: typeof values.age === 'number' ? values.age : null,
        education: values.education,
        university: values.university.trim() || null,
        cv: cv?.file ?? null,
        resendAvailableAt,
      });
      await navigate({ to: '/email-verification', search: { mode: 'signup' } });
    } catch (failure) {
      setProblem({
        field: 'form',
        message: errorText(failure, SIGN_UP_TEXTS.failedToSendVerification),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={classes.card}>
      <div className={classes.eyebrow} style={{ marginBottom: 12 }}>
        {TEXTS.identityTitle}
      </div>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" data-testid="worker-identity">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {TEXTS.welcomeTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {TEXTS.identityText}
            </Text>
            {problem?.field === 'form' && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                data-testid="worker-error"
              >
                {problem.message}
              </Alert>
            )}
            <TextInput
              label={FIELDS.fullName}
              placeholder="Ada Lovelace"
              autoComplete="name"
              withAsterisk
              data-autofocus
              value={values.fullName}
              onChange={(event) => set('fullName', event.currentTarget.value)}
              error={errorOf('fullName')}
              description={TEXTS.usernamePreview(username)}
              data-testid="worker-full-name"
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
              data-testid="worker-email"
            />
            <PasswordInput
              label={FIELDS.password}
              autoComplete="new-password"
              withAsterisk
              value={values.password}
              onChange={(event) => set('password', event.currentTarget.value)}
              error={errorOf('password')}
              data-testid="worker-password"
            />
            <StrengthMeterDisplay state={strength} />
            <PasswordInput
              label={FIELDS.confirmPassword}
              autoComplete="new-password"
              withAsterisk
              value={values.confirmPassword}
              onChange={(event) => set('confirmPassword', event.currentTarget.value)}
              error={errorOf('confirmPassword')}
              rightSectionWidth={64}
              data-testid="worker-confirm-password"
            />
            <PasswordMatchHint
              password={values.password}
              confirm={values.confirmPassword}
              testId="worker-password-match"
            />
            <Group grow align="flex-start">
              <NumberInput
                label={FIELDS.age}
                withAsterisk
                min={LIMITS.ageMin}
                max={LIMITS.ageMax}
                allowDecimal={false}
                allowNegative={false}
                value={values.age}
                onChange={(value) => set('age', value)}
                error={errorOf('age')}
                data-testid="worker-age"
              />
              <Select
                label={FIELDS.education}
                placeholder="Choose"
                withAsterisk
                data={SIGN_UP_TEXTS.educationOptions}
                value={values.education}
                onChange={(value) => set('education', value)}
                error={errorOf('education')}
                data-testid="worker-education"
              />
            </Group>
            <TextInput
              label={FIELDS.university}
              placeholder="University of London"
              value={values.university}
              onChange={(event) => set('university', event.currentTarget.value)}
              error={errorOf('university')}
              data-testid="worker-university"
            />
            <CvDropzone
              value={cv}
              onChange={(choice) => {
                setCv(choice);
                setProblem(null);
              }}
              error={cvError}
            />
            <Button
              type="submit"
              size="md"
              mt="sm"
              fullWidth
              loading={sending}
              variant="gradient"
              data-testid="worker-submit"
            >
              {TEXTS.continue}
            </Button>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
