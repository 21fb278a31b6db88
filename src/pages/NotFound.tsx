import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta';
import styles from './NotFound.px.module.css';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-page="not-found">
      <PageMeta title={`${t('notFound.title')} · ${t('site.name')}`} description={t('site.description')} />
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className={styles.home} to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
