import { SIGN_IN_TEXTS, isVerificationCode } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { CodeField } from '../../../lib/forms/CodeField';
import { FormError } from '../../../lib/forms/FormError';
import { useTwoFactorCodeForm } from '../hooks/useTwoFactorCodeForm';
import { TwoFactorSecret } from './TwoFactorSecret';

export interface TwoFactorSetupOffer {
  readonly otpauthUri: string;
  readonly secret: string;
}

/**
 * The sign-in dialog's 'Authenticator Code' step: during set-up, the QR code and the key
 * first; then the 6-digit code, sent with the credentials again.
 */
export function TwoFactorCodeStep({
  setup,
  error,
  busy,
  onSubmit,
  onBack,
}: {
  setup: TwoFactorSetupOffer | null;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const form = useTwoFactorCodeForm();

  return (
    <form
      onSubmit={form.onSubmit(({ code }) => onSubmit(code))}
      noValidate
      data-testid="signin-code-step"
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock
            size={20}
            color="var(--mantine-color-violet-6)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" data-testid="signin-code-prompt">
            {setup ? SIGN_IN_TEXTS.scanQrCode : SIGN_IN_TEXTS.enterAuthenticatorCode}
          </Text>
        </Group>
        {setup && <TwoFactorSecret otpauthUri={setup.otpauthUri} secret={setup.secret} />}
        <FormError message={error} testId="signin-error" />
        <CodeField
          label={SIGN_IN_TEXTS.authenticatorCode}
          testId="signin-code"
          {...form.getInputProps('code')}
        />
        <Button
          type="submit"
          fullWidth
          loading={busy}
          disabled={!isVerificationCode(form.values.code)}
          data-testid="signin-code-submit"
        >
          {SIGN_IN_TEXTS.verify}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          style={{ alignSelf: 'flex-start' }}
          data-testid="signin-code-back"
        >
          {SIGN_IN_TEXTS.back}
        </Button>
      </Stack>
    </form>
  );
}
