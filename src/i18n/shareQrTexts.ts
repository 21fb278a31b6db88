// The share page's QR code of itself, on a computer: added by its own chunk (src/pages/share/PageQr.tsx), loaded
// only where it shows. Data alone: no imports but the type.
import type { Widen } from './en';

const en = {
  share: {
    scanHere: 'On a computer? Scan with the phone that has the app: this page opens there, {{what}} included.',
    pageQr: 'QR code of this page',
  },
} as const;

const zh: Widen<typeof en> = {
  share: {
    scanHere: '在电脑上？用装有App的手机扫码，在手机上打开本页，{{what}}也在其中。',
    pageQr: '本页的二维码',
  },
};

export const shareQrTexts = { en, zh };
