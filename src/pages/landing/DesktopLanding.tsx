import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';

export default function DesktopLanding() {
  const { t } = useTranslation();
  return (
    <main data-page="desktop-landing">
      <PageMeta title={t('site.name')} description={t('site.description')} />
      <h1>{t('landing.title')}</h1>
    </main>
  );
}
