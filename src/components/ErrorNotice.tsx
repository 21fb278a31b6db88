import { useTranslation } from 'react-i18next';

/** A failure the visitor can act on: what happened, and a button that reloads the page. */
export function ErrorNotice({ message, reload = () => location.reload() }: { message?: string; reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-notice" data-testid="error-notice">
      <p>{message ?? t('error.message')}</p>
      <button type="button" onClick={reload}>
        {t('error.reload')}
      </button>
    </div>
  );
}
