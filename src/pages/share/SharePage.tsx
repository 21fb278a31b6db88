import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { usePointAt } from '../../components/pointAt';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../config/site';
import { addTexts } from '../../i18n';
import { shareTexts } from '../../i18n/shareTexts';
import { useBrowserValue } from '../../mobile/useBrowserValue';
import { useWindowHeight } from '../../mobile/useWindowSize';
import { copyText, selectContents } from '../../share/clipboard';
import { cleanCode } from '../../share/code';
import { SHARE_PARAM, type ShareKind } from '../../share/kinds';
import { chooseLaunch, isInAppBrowser, NO_APP_PARAM } from '../../share/launcher';
import { useAppOpener } from '../../share/useAppOpener';
import { OpenInBrowserAlert } from './OpenInBrowserAlert';
import styles from './SharePage.module.css';

/** How long "Copy Successful" stays up. */
addTexts(shareTexts); // this page's own texts

const STATUS_MS = 2000;

const readInApp = () => isInAppBrowser(navigator.userAgent);
const readOrigin = () => location.origin;
/**
 * A computer (a wide, tall window, not a touch screen with no mouse, as the desktop landing page decides): the
 * page offers its own QR code, for the phone that has the app.
 */
const COMPUTER = '(min-width: 641px) and (min-height: 501px)';
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';
const readComputer = () =>
  typeof matchMedia === 'function' && matchMedia(COMPUTER).matches && !matchMedia(TOUCH_ONLY).matches;
const PageQr = lazy(() => import('./PageQr'));

/** Back from an intent:// link's fallback: the app is not installed. */
const readNoApp = () => new URLSearchParams(location.search).get(NO_APP_PARAM) === '1';

type CopyState = { kind: 'idle' } | { kind: 'ok'; at: number } | { kind: 'failed' };

export default function SharePage({ kind }: { kind: ShareKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const param = SHARE_PARAM[kind];
  // .get() returns the first of repeated parameters; what is shown is exactly what is copied.
  const code = cleanCode(params.get(param) ?? '');
  const what = t(`code.${kind}`);
  const height = useWindowHeight();
  const inApp = useBrowserValue(readInApp, false);
  const origin = useBrowserValue(readOrigin, ''); // prerendered HTML carries a site-relative card URL
  const opener = useAppOpener();
  const computer = useBrowserValue(readComputer, false);
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const codeEl = useRef<HTMLParagraphElement>(null);
  // Confirmed in a real browser: the app did not open here. On a phone the page points at the Download step; on a
  // computer, where the app is not (and this is already the default browser), at this page's QR code, for the phone.
  const [confirmed, setConfirmed] = useState(false);
  const toQr = confirmed && computer;
  const toDownload = useBrowserValue(readNoApp, false) || (confirmed && !computer);
  const downloadEl = useRef<HTMLAnchorElement>(null);
  usePointAt(downloadEl, toDownload);
  const confirmAlert = () => {
    opener.closeAlert();
    if (!inApp) setConfirmed(true);
  };

  useEffect(() => {
    if (copy.kind !== 'ok') return;
    const timer = window.setTimeout(() => setCopy({ kind: 'idle' }), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyCode = () => {
    if (!code) return;
    void copyText(code).then((ok) => {
      setCopy(ok ? { kind: 'ok', at: Date.now() } : { kind: 'failed' });
      if (!ok && codeEl.current) selectContents(codeEl.current);
    });
  };

  const openApp = () => {
    copyCode();
    const page = { kind, param, code, href: location.href, base: import.meta.env.BASE_URL };
    opener.open(chooseLaunch(navigator.userAgent, site, page));
  };

  const image = `${origin}${import.meta.env.BASE_URL}share-card.png`;
  return (
    <main
      className={styles.page}
      style={height ? ({ '--page-height': `${height}px` } as CSSProperties) : undefined}
      data-page={kind}
    >
      <PageMeta title={t('share.title')} description={t('share.description', { what })} image={image} />
      <div className={styles.scroll}>
        {/* Which app this is and what it is for: most visitors meet it here first, from a link in a chat. */}
        <p className={styles.brand} data-testid="brand">
          <span aria-hidden="true">
            <Logo size={28} title={t('site.name')} />
          </span>
          <span>
            <strong>{t('site.name')}</strong> {t('site.description')}
          </span>
        </p>
        <h1 className={styles.heading}>{t('share.yourCode', { what })}</h1>
        <p ref={codeEl} className={styles.code} data-testid="code" aria-label={code ? undefined : t('share.emptyCode')}>
          {code || '—'}
        </p>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('share.step1', { what })}</span>
            <button type="button" className={styles.small} onClick={copyCode} disabled={!code}>
              {t('share.copy')}
            </button>
          </li>
          <li className={styles.step}>
            <span className={styles.stepText}>{t('share.step2')}</span>
          </li>
          <li
            className={toDownload ? `${styles.step} ${styles.pointed}` : styles.step}
            data-pointed={toDownload || undefined}
          >
            <span className={styles.stepText}>{t('share.step3')}</span>
            <a ref={downloadEl} className={styles.small} href={site.downloadUrl}>
              {t('share.download')}
            </a>
          </li>
        </ol>
        {computer ? (
          <Suspense fallback={null}>
            <PageQr
              href={`${origin}${location.pathname}${code ? `?${param}=${encodeURIComponent(code)}` : ''}`}
              what={what}
              pointed={toQr}
            />
          </Suspense>
        ) : null}
      </div>
      <p role="status" className={copy.kind === 'idle' ? styles.statusIdle : styles.status}>
        {copy.kind === 'ok' ? t('share.copySuccess') : copy.kind === 'failed' ? t('share.copyFailed') : ''}
      </p>
      <button type="button" className={styles.primary} onClick={openApp}>
        {t('share.openApp', { what })}
      </button>
      {opener.alertOpen ? <OpenInBrowserAlert inAppBrowser={inApp} onConfirm={confirmAlert} /> : null}
    </main>
  );
}
