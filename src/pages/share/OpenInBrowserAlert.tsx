import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import styles from './SharePage.module.css';

/** "Please open this page in the default browser", with a pointer to the menu inside WeChat/QQ. */
export function OpenInBrowserAlert({ inAppBrowser, onConfirm }: { inAppBrowser: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      role="alertdialog"
      title={t('share.prompt')}
      description={t('share.openInBrowser')}
      onEscape={onConfirm}
      aside={
        inAppBrowser ? (
          <div className={styles.menuPointer} data-testid="menu-pointer">
            <span aria-hidden="true" className={styles.arrow}>
              ↗
            </span>
            <span>{t('share.menuHint')}</span>
          </div>
        ) : null
      }
    >
      <button type="button" className={styles.confirm} onClick={onConfirm}>
        {t('share.confirm')}
      </button>
    </Modal>
  );
}
