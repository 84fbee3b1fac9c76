import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR image is 160 by 160 (spec 01 section 9). */
export const QR_SIZE_PX = 160;

export type QrState =
  | { readonly status: 'drawing' }
  | { readonly status: 'ready'; readonly dataUrl: string }
  | { readonly status: 'failed' };

/** Draws `text` as a QR code in the browser (a data URL): the secret never leaves the page. */
export function useQrDataUrl(text: string): QrState {
  const [drawn, setDrawn] = useState<{ text: string; state: QrState } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => {
        if (current) setDrawn({ text, state: { status: 'ready', dataUrl } });
      })
      .catch(() => {
        if (current) setDrawn({ text, state: { status: 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [text]);

  return drawn?.text === text ? drawn.state : { status: 'drawing' };
}
