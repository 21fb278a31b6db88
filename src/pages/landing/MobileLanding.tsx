import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Illustration } from '../../components/Illustration';
import { Logo } from '../../components/Logo';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../config/site';
import { addTexts } from '../../i18n';
import { landingTexts } from '../../i18n/landingTexts';
import { Features } from './Features';
import { EXTERNAL, FilingLinks } from './FilingLinks';
import styles from './MobileLanding.module.css';

/**
 * The spec keeps "membership redemption" and "contact us" links on this page but never shows them.
 * They stay behind this one flag; turning it on renders them. Redemption goes to /code, which is not
 * a route, so it lands on the not-found page.
 */
addTexts(landingTexts); // this page's own texts

export const SHOW_HIDDEN_MOBILE_LINKS = false;

export default function MobileLanding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-page="mobile-landing">
      <PageMeta title={`${t('site.name')} · ${t('landing.title')}`} description={t('landing.tagline')} />
      <main className={styles.main}>
        <Logo size={72} title={t('landing.logo')} />
        <p className={styles.brand}>{t('site.name')}</p>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.tagline}>{t('landing.tagline')}</p>
        <Illustration className={styles.art} />
        <a className={styles.download} href={site.downloadUrl}>
          {t('landing.download')}
        </a>
        <Features className={styles.features} itemClassName={styles.feature} />
        {SHOW_HIDDEN_MOBILE_LINKS ? (
          <nav className={styles.hidden}>
            <button type="button" onClick={() => navigate('/code')}>
              {t('landing.redeem')}
            </button>
            <a href={`mailto:${site.contactEmail}`}>{t('landing.contactUs')}</a>
          </nav>
        ) : null}
      </main>
      <footer className={styles.footer}>
        <a className={styles.link} href={`mailto:${site.contactEmail}`}>
          {t('landing.email', { email: site.contactEmail })}
        </a>
        <FilingLinks className={styles.link} />
        <a className={styles.link} href={site.agreementUrl} {...EXTERNAL}>
          {t('landing.agreement')}
        </a>
        <a className={styles.link} href={site.privacyUrl} {...EXTERNAL}>
          {t('landing.privacy')}
        </a>
      </footer>
    </div>
  );
}
