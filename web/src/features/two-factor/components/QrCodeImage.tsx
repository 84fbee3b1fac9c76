import { Image, Skeleton, Text } from '@mantine/core';
import { QR_SIZE_PX, useQrDataUrl } from '../hooks/useQrDataUrl';

/** The `otpauth://` URI as a 160 × 160 QR code, drawn locally. */
export function QrCodeImage({ value }: { value: string }) {
  const qr = useQrDataUrl(value);
  if (qr.status === 'drawing') {
    return <Skeleton w={QR_SIZE_PX} h={QR_SIZE_PX} radius="sm" />;
  }
  if (qr.status === 'failed') {
    return (
      <Text size="xs" c="dimmed" w={QR_SIZE_PX} ta="center">
        The QR code could not be drawn: enter the key below in your app.
      </Text>
    );
  }
  return (
    <Image
      src={qr.dataUrl}
      w={QR_SIZE_PX}
      h={QR_SIZE_PX}
      alt="QR code for your authenticator app"
      radius="sm"
      data-testid="two-factor-qr"
    />
  );
}
