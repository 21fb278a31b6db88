import { useTranslation } from 'react-i18next';
import { ICP_URL, psbUrl, site } from '../../config/site';

/** External links open in a new tab without handing over the opener or the referrer. */
export const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The legally required ICP and public-security filing links. */
export function FilingLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={className} href={ICP_URL} {...EXTERNAL}>
        {t('landing.icp', { number: site.icpNumber })}
      </a>
      <a className={className} href={psbUrl(site.psbNumber)} {...EXTERNAL}>
        {t('landing.psb', { number: site.psbNumber })}
      </a>
    </>
  );
}
