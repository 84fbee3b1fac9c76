import {
  LIMITS,
  SIGN_IN_TEXTS,
  type SessionUser,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@morphic/contracts';
import { Alert, Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../session/hooks/useSession';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../api/two-factor-api';
import { TwoFactorCodeField } from './TwoFactorCodeField';
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
  const [offer, setOffer] = useState<TwoFactorSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');

  const changed = (answer: TwoFactorStatusResponse) => {
    queryClient.setQueryData<SessionUser>(queryKeys.me, (user) =>
      user ? { ...user, two_factor_enabled: answer.two_factor_enabled } : user,
    );
    showToast({ message: answer.message, color: 'teal' });
    setOffer(null);
    setDisabling(false);
    setCode('');
  };
  const setup = useMutation({ mutationFn: startTwoFactorSetup, onSuccess: setOffer });
  const enable = useMutation({ mutationFn: enableTwoFactor, onSuccess: changed });
  const disable = useMutation({ mutationFn: disableTwoFactor, onSuccess: changed });

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
  const failed = [setup, enable, disable].find((mutation) => mutation.isError);
  const cancel = () => {
    setOffer(null);
    setDisabling(false);
    setCode('');
    for (const mutation of [setup, enable, disable]) mutation.reset();
  };
  const complete = code.length === LIMITS.codeLength;

  return (
    <Stack gap="sm" data-testid="two-factor-panel">
      <Group gap="sm">
        <StatusBadge enabled={enabled} />
      </Group>
      <Text size="sm" c="dimmed">
        {T.description}
      </Text>
      {failed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="two-factor-error"
        >
          {errorText(
            failed.error,
            failed === setup ? T.failedToLoad : SIGN_IN_TEXTS.verificationFailed,
          )}
        </Alert>
      )}

      {!enabled && !offer && (
        <Group>
          <Button
            onClick={() => setup.mutate()}
            loading={setup.isPending}
            data-testid="two-factor-setup-start"
          >
            {T.setUp}
          </Button>
        </Group>
      )}
      {!enabled && offer && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) enable.mutate(code);
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">{SIGN_IN_TEXTS.scanQrCode}</Text>
            <TwoFactorSecret otpauthUri={offer.otpauth_uri} secret={offer.secret} />
            <Box maw={280}>
              <TwoFactorCodeField value={code} onChange={setCode} testId="two-factor-code" />
            </Box>
            <Group>
              <Button
                type="submit"
                disabled={!complete}
                loading={enable.isPending}
                data-testid="two-factor-enable"
              >
                {T.enable}
              </Button>
              <Button variant="subtle" color="gray" onClick={cancel}>
                {SIGN_IN_TEXTS.cancel}
              </Button>
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) disable.mutate(code);
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">{T.confirmDisable}</Text>
            <Box maw={280}>
              <TwoFactorCodeField value={code} onChange={setCode} testId="two-factor-code" />
            </Box>
            <Group>
              <Button
                type="submit"
                color="red"
                disabled={!complete}
                loading={disable.isPending}
                data-testid="two-factor-disable-confirm"
              >
                {T.disable}
              </Button>
              <Button variant="subtle" color="gray" onClick={cancel}>
                {SIGN_IN_TEXTS.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
