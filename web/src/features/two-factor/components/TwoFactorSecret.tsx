import { SIGN_IN_TEXTS } from '@morphic/contracts';
import { Code, CopyButton, Group, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QrCodeImage } from './QrCodeImage';

/** The set-up secret: its QR code and the key to type by hand, grouped in fours. */
export function TwoFactorSecret({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  return (
    <Group align="center" gap="md" wrap="nowrap" data-testid="two-factor-setup">
      <QrCodeImage value={otpauthUri} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {SIGN_IN_TEXTS.setupSecretLabel}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Code
            data-testid="two-factor-secret"
            data-secret={secret}
            style={{ fontSize: 13, lineHeight: 1.6 }}
          >
            {secret.match(/.{1,4}/g)?.join(' ') ?? secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy key'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label="Copy key"
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Group>
  );
}
