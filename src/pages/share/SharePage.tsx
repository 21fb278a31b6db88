import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';

export type ShareKind = 'share' | 'joinRoom' | 'joinRoomTemplate';

export default function SharePage({ kind }: { kind: ShareKind }) {
  const { t } = useTranslation();
  return (
    <main data-page={kind}>
      <PageMeta title={t('share.title')} description={t('site.description')} />
      <h1>{t('share.title')}</h1>
    </main>
  );
}
