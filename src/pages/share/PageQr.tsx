// This very share page as a QR code, its code included, for a visitor on a computer: the phone that has the
// app opens the same page. Its own chunk (the encoder with it), loaded only on a computer.
import { useMemo, useRef } from 'react';
import { usePointAt } from '../../components/pointAt';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { addTexts } from '../../i18n';
import { shareQrTexts } from '../../i18n/shareQrTexts';
import { qrPath } from '../landing/qrPath';
import styles from './SharePage.module.css';

addTexts(shareQrTexts);

/** Modules of white around the code: scanners need a margin. */
const QUIET = 2;

/** `pointed`: the app did not open on this computer; the page points here (focus, a ring), to the phone's way in. */
export default function PageQr({ href, what, pointed = false }: { href: string; what: string; pointed?: boolean }) {
  const { t } = useTranslation();
  const qr = useMemo(() => encode(href, { ecc: 'M', border: 0 }), [href]);
  const side = qr.size + 2 * QUIET;
  const box = useRef<HTMLElement>(null);
  usePointAt(box, pointed);
  return (
    <figure
      ref={box}
      className={pointed ? `${styles.pageQr} ${styles.pointedQr}` : styles.pageQr}
      data-testid="page-qr"
      data-href={href}
      data-pointed={pointed || undefined}
      tabIndex={-1}
    >
      <svg
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        role="img"
        aria-label={t('share.pageQr')}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={qrPath(qr.data)} fill="#2b2b33" />
      </svg>
      <figcaption>{t('share.scanHere', { what })}</figcaption>
    </figure>
  );
}
