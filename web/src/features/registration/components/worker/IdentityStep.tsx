import {
  LIMITS,
  SIGN_UP_TEXTS,
  cvProblem,
  generateUsername,
  workerSignupProblem,
} from '@morphic/contracts';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailField } from '../../../../lib/forms/EmailField';
import { FormError } from '../../../../lib/forms/FormError';
import { ruleValidator } from '../../../../lib/forms/rule-validator';
import { useFormMutation } from '../../../../lib/forms/useFormMutation';
import { ConfirmPasswordField } from '../../../password/components/ConfirmPasswordField';
import { NewPasswordField } from '../../../password/components/NewPasswordField';
import { requireStrongPassword } from '../../../password/strength-verdict';
import {
  holdPendingRegistration,
  pendingOperatorSignUp,
  type PendingOperatorSignUp,
} from '../../pending-registration';
import { mailSignUpCode } from '../../sign-up-code';
import { CvDropzone, type CvChoice } from '../CvDropzone';
import classes from '../Signup.module.css';

const FIELDS = SIGN_UP_TEXTS.fields;
const TEXTS = SIGN_UP_TEXTS.worker;

/** The form, named as the operator signup rules name its fields. */
interface IdentityValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  age: number | string;
  education: string | null;
  university: string;
  cv: CvChoice | null;
}

function initialValues(pending: PendingOperatorSignUp | null): IdentityValues {
  return {
    fullName: pending?.full_name ?? '',
    email: pending?.email ?? '',
    password: pending?.password ?? '',
    confirmPassword: pending?.password ?? '',
    age: pending?.age ?? '',
    education: pending?.education ?? null,
    university: pending?.university ?? '',
    cv: null,
  };
}

const ageOf = (values: IdentityValues): number | null =>
  typeof values.age === 'number' ? values.age : null;

/**
 * The rules checked before sending. The server's strength verdict comes with the send: until
 * then a password that meets the rule counts as valid.
 */
const validateIdentity = ruleValidator((values: IdentityValues) =>
  workerSignupProblem({
    ...values,
    email: values.email.trim(),
    passwordValid: true,
    age: ageOf(values),
    cv: values.cv?.checked ?? null,
  }),
);

/**
 * Step 1: who the operator is. On Continue the rules run in the spec's order, a code is
 * mailed, and the details wait in memory while /email-verification asks for the code.
 */
export function IdentityStep() {
  const navigate = useNavigate();
  const [pending] = useState(pendingOperatorSignUp);
  const [usernameSeed] = useState(Math.random);
  const form = useForm({
    mode: 'controlled',
    initialValues: initialValues(pending),
    validate: validateIdentity,
  });
  const { values } = form;
  const username = generateUsername(values.fullName, () => usernameSeed);
  const email = values.email.trim();

  const signUp = useFormMutation(form, {
    mutationFn: async (submitted: IdentityValues) => {
      const { password } = submitted;
      await requireStrongPassword(
        { password, username, email },
        () => SIGN_UP_TEXTS.passwordNotSecure,
      );
      const resendAvailableAt = await mailSignUpCode(email, pending?.email ?? null);
      holdPendingRegistration({
        kind: 'operator',
        username,
        email,
        password,
        full_name: submitted.fullName.trim(),
        age: ageOf(submitted),
        education: submitted.education,
        university: submitted.university.trim() || null,
        cv: submitted.cv?.file ?? null,
        resendAvailableAt,
      });
      await navigate({ to: '/email-verification', search: { mode: 'signup' } });
    },
    fallback: SIGN_UP_TEXTS.failedToSendVerification,
  });

  return (
    <div className={classes.card}>
      <div className={classes.eyebrow} style={{ marginBottom: 12 }}>
        {TEXTS.identityTitle}
      </div>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" data-testid="worker-identity">
        <form onSubmit={signUp.onSubmit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {TEXTS.welcomeTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {TEXTS.identityText}
            </Text>
            <FormError message={signUp.error} testId="worker-error" />
            <TextInput
              label={FIELDS.fullName}
              placeholder="Ada Lovelace"
              autoComplete="name"
              withAsterisk
              data-autofocus
              description={TEXTS.usernamePreview(username)}
              data-testid="worker-full-name"
              {...form.getInputProps('fullName')}
            />
            <EmailField
              label={FIELDS.email}
              withAsterisk
              testId="worker-email"
              {...form.getInputProps('email')}
            />
            <NewPasswordField
              label={FIELDS.password}
              withAsterisk
              owner={{ username, email }}
              testId="worker-password"
              {...form.getInputProps('password')}
            />
            <ConfirmPasswordField
              label={FIELDS.confirmPassword}
              withAsterisk
              password={values.password}
              testId="worker-confirm-password"
              matchTestId="worker-password-match"
              {...form.getInputProps('confirmPassword')}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={FIELDS.age}
                withAsterisk
                min={LIMITS.ageMin}
                max={LIMITS.ageMax}
                allowDecimal={false}
                allowNegative={false}
                data-testid="worker-age"
                {...form.getInputProps('age')}
              />
              <Select
                label={FIELDS.education}
                placeholder="Choose"
                withAsterisk
                data={SIGN_UP_TEXTS.educationOptions}
                data-testid="worker-education"
                {...form.getInputProps('education')}
              />
            </Group>
            <TextInput
              label={FIELDS.university}
              placeholder="University of London"
              data-testid="worker-university"
              {...form.getInputProps('university')}
            />
            <CvDropzone
              {...form.getInputProps('cv')}
              error={form.errors.cv ?? (values.cv ? cvProblem(values.cv.checked) : null)}
            />
            <Button
              type="submit"
              size="md"
              mt="sm"
              fullWidth
              loading={signUp.busy}
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
