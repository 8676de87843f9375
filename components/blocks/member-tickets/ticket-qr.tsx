import { useEffect, useState } from 'react';
import styles from './member-tickets.module.css';

/** The ticket's QR code as SVG generated from the payload text, so no backend markup reaches the page. */
export function TicketQr({ payload, movieTitle }: { payload: string; movieTitle: string }) {
  // `svg` null: the library failed (logged), and the visitor is told what to do instead.
  const [drawn, setDrawn] = useState<{ payload: string; svg: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then(
        (svg) => current && setDrawn({ payload, svg }),
        (error: unknown) => {
          console.error(`QR code of the ticket to ${movieTitle} failed:`, error);
          if (current) setDrawn({ payload, svg: null });
        },
      );
    return () => {
      current = false;
    };
  }, [payload, movieTitle]);
  const current = drawn?.payload === payload ? drawn : null;
  // Until the code is drawn, an empty box of its size holds its place (no layout shift); the
  // image and its payload appear together, so whatever finds the code can scan it.
  if (!current) return <div className={styles.qr} />;
  const svg = current.svg;
  if (svg === null)
    return <p className={styles.noQr}>QR-koden kan ikke vises. Vis denne siden i billettluka.</p>;
  return (
    <div
      role="img"
      aria-label={`QR-kode for billetten til ${movieTitle}`}
      data-qr-payload={payload}
      className={styles.qr}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
