import { SIGN_UP_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Asks for a new code; counts the 60 s cooldown down while it lasts. */
export function ResendCodeButton({
  secondsLeft,
  loading,
  onResend,
}: {
  secondsLeft: number;
  loading: boolean;
  onResend: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconRefresh size={14} />}
      disabled={secondsLeft > 0}
      loading={loading}
      onClick={onResend}
      data-testid="verification-resend"
      data-seconds-left={secondsLeft}
    >
      {secondsLeft > 0 ? SIGN_UP_TEXTS.resendIn(secondsLeft) : SIGN_UP_TEXTS.resend}
    </Button>
  );
}
