import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import styles from './SharePage.module.css';

/**
 * The hint's words, with a quoted phrase (“Open in browser”, “在浏览器打开”) kept on one line (the texts keep
 * "···" with its words): no line of the hint is a lone word or a phrase's last character.
 */
function hintWords(text: string) {
  return text.split(/(“[^”]*”|"[^"]*")/).map((part, i) =>
    i % 2 ? (
      <span key={i} className={styles.together}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * "Please open this page in the default browser", with a pointer to the menu inside the apps' own browsers:
 * a bubble of its own over a dark page, the alert below it, so that it is read on its own and covers nothing.
 */
export function OpenInBrowserAlert({ inAppBrowser, onConfirm }: { inAppBrowser: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      role="alertdialog"
      title={t('share.prompt')}
      description={t('share.openInBrowser')}
      onEscape={onConfirm}
      className={inAppBrowser ? styles.inAppAlert : undefined}
      aside={
        inAppBrowser ? (
          <div className={styles.menuPointer} data-testid="menu-pointer">
            <span aria-hidden="true" className={styles.arrow}>
              ↗
            </span>
            <span className={styles.hint} data-testid="menu-hint">
              {hintWords(t('share.menuHint'))}
            </span>
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
