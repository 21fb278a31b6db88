import type { DownloadQr as Qr } from './qrPath';
import { useLandingText } from './landingText';

declare const __DOWNLOAD_QR__: Qr;

/** The download link as a QR code, encoded at build time (vite.config.ts): here, so only this page carries it. */
const downloadQr: Qr = __DOWNLOAD_QR__;

/** The download link as a QR code, for a visitor on a computer to scan. */
export function DownloadQr({ className }: { className?: string }) {
  const text = useLandingText();
  const { size, path } = downloadQr;
  const quiet = 2; // modules of white around the code: scanners need a margin
  return (
    <figure className={className}>
      <svg
        viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
        role="img"
        aria-label={text.qr}
        shapeRendering="crispEdges"
        data-testid="download-qr"
      >
        <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
        <path d={path} fill="#2b2b33" />
      </svg>
      <figcaption>
        <strong>{text.scan}</strong>
        <span>{text.scanHint}</span>
      </figcaption>
    </figure>
  );
}
