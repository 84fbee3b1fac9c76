import {
  SIGN_IN_TEXTS,
  isVerificationCode,
  type SessionUser,
  type TwoFactorStatusResponse,
} from '@morphic/contracts';
import { Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { identityApi } from '../../../lib/api/clients';
import { CodeField } from '../../../lib/forms/CodeField';
import { FormError } from '../../../lib/forms/FormError';
import { latestError } from '../../../lib/forms/form-failure';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../session/hooks/useSession';
import { sessionUserKey } from '../../session/session-actions';
import { useTwoFactorCodeForm } from '../hooks/useTwoFactorCodeForm';
import { TwoFactorSecret } from './TwoFactorSecret';

const T = SIGN_IN_TEXTS.twoFactor;

function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge
      variant="light"
      color={enabled ? 'teal' : 'gray'}
      leftSection={enabled ? <IconShieldCheck size={12} /> : <IconShieldOff size={12} />}
      data-testid="two-factor-status"
    >
      {enabled ? T.enabledStatus : T.disabledStatus}
    </Badge>
  );
}

/**
 * Settings → Account: two-factor sign-in on or off. Set-up shows the QR code (drawn in the
 * browser) and the key, then takes a code; turning it off takes a current code.
 */
export function TwoFactorPanel() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [disabling, setDisabling] = useState(false);
  const form = useTwoFactorCodeForm();

  const setup = useReportedMutation({
    mutationFn: () => identityApi.twoFactorSetup(),
    fallback: T.failedToLoad,
  });
  const changed = (answer: TwoFactorStatusResponse) => {
    queryClient.setQueryData<SessionUser>(sessionUserKey, (user) =>
      user ? { ...user, two_factor_enabled: answer.two_factor_enabled } : user,
    );
    showToast({ message: answer.message, color: 'teal' });
    cancel();
  };
  const enable = useFormMutation(form, {
    mutationFn: (body) => identityApi.twoFactorEnable({ body }),
    fallback: SIGN_IN_TEXTS.verificationFailed,
    onSuccess: changed,
  });
  const disable = useFormMutation(form, {
    mutationFn: (body) => identityApi.twoFactorDisable({ body }),
    fallback: SIGN_IN_TEXTS.verificationFailed,
    onSuccess: changed,
  });
  /** Back to the status: no offer, no confirmation, no code, no failure. */
  function cancel() {
    setDisabling(false);
    form.reset();
    for (const mutation of [setup, enable, disable]) mutation.reset();
  }

  const user = session.user;
  if (!user) {
    return session.status === 'loading' ? <Loader size="sm" /> : null;
  }
  if (user.type !== 'operator') {
    return (
      <Text size="sm" c="dimmed" data-testid="two-factor-unavailable">
        {T.operatorsOnly}
      </Text>
    );
  }

  const enabled = user.two_factor_enabled === true;
  const offer = setup.result;
  const complete = isVerificationCode(form.values.code);
  const codeField = (
    <Box maw={280}>
      <CodeField
        label={SIGN_IN_TEXTS.authenticatorCode}
        testId="two-factor-code"
        {...form.getInputProps('code')}
      />
    </Box>
  );
  const cancelButton = (
    <Button variant="subtle" color="gray" onClick={cancel}>
      {SIGN_IN_TEXTS.cancel}
    </Button>
  );

  return (
    <Stack gap="sm" data-testid="two-factor-panel">
      <Group gap="sm">
        <StatusBadge enabled={enabled} />
      </Group>
      <Text size="sm" c="dimmed">
        {T.description}
      </Text>
      <FormError message={latestError(setup, enable, disable)} testId="two-factor-error" />

      {!enabled && !offer && (
        <Group>
          <Button
            onClick={() => setup.run()}
            loading={setup.busy}
            data-testid="two-factor-setup-start"
          >
            {T.setUp}
          </Button>
        </Group>
      )}
      {!enabled && offer && (
        <form onSubmit={enable.onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{SIGN_IN_TEXTS.scanQrCode}</Text>
            <TwoFactorSecret otpauthUri={offer.otpauth_uri} secret={offer.secret} />
            {codeField}
            <Group>
              <Button
                type="submit"
                disabled={!complete}
                loading={enable.busy}
                data-testid="two-factor-enable"
              >
                {T.enable}
              </Button>
              {cancelButton}
            </Group>
          </Stack>
        </form>
      )}

      {enabled && !disabling && (
        <Group>
          <Button
            variant="light"
            color="red"
            onClick={() => setDisabling(true)}
            data-testid="two-factor-disable"
          >
            {T.disable}
          </Button>
        </Group>
      )}
      {enabled && disabling && (
        <form onSubmit={disable.onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{T.confirmDisable}</Text>
            {codeField}
            <Group>
              <Button
                type="submit"
                color="red"
                disabled={!complete}
                loading={disable.busy}
                data-testid="two-factor-disable-confirm"
              >
                {T.disable}
              </Button>
              {cancelButton}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
