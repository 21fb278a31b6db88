import { useTranslation } from 'react-i18next';
import { Illustration } from '../../components/Illustration';
import { Logo } from '../../components/Logo';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../config/site';
import { addTexts } from '../../i18n';
import { landingTexts } from '../../i18n/landingTexts';
import { DownloadQr } from './DownloadQr';
import { Features } from './Features';
import { FilingLinks } from './FilingLinks';
import styles from './DesktopLanding.px.module.css';

addTexts(landingTexts); // this page's own texts

export default function DesktopLanding() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-page="desktop-landing">
      <PageMeta title={`${t('site.name')} · ${t('landing.title')}`} description={t('landing.tagline')} />
      <header className={styles.header}>
        <span className={styles.brand}>
          <Logo title={t('landing.logo')} />
          <span>{t('site.name')}</span>
        </span>
        <a className={styles.contact} href={`mailto:${site.contactEmail}`}>
          {t('landing.contactUs')}
        </a>
      </header>
      <main className={styles.hero}>
        <div className={styles.copy}>
          <h1 className={styles.title}>{t('landing.title')}</h1>
          <p className={styles.tagline}>{t('landing.tagline')}</p>
          <div className={styles.get}>
            <a className={styles.download} href={site.downloadUrl}>
              {t('landing.download')}
            </a>
            <DownloadQr className={styles.qr} />
          </div>
        </div>
        <Illustration className={styles.art} />
      </main>
      <Features className={styles.features} itemClassName={styles.feature} />
      <footer className={styles.footer}>
        <FilingLinks className={styles.filing} />
      </footer>
    </div>
  );
}
