import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../bridge/validate';
import { Modal } from '../../components/Modal';
import { firstGraphemes } from './names';
import { rankingAtom, type RankingTab } from '../core/store';
import styles from './Game.px.module.css';

/**
 * Today (msg 3) and Total (msg 4); the host answers with rankingData. Each tab shows loading until its
 * answer comes, or "could not load" with Retry when none came in time; tapping the open tab retries too.
 */
export function RankingPopup({ onTab, onClose }: { onTab(tab: RankingTab): void; onClose(): void }) {
  const { t } = useTranslation();
  const { tab, tabs } = useAtomValue(rankingAtom);
  const shown = tabs[tab];
  // While a newer answer is on its way, the last one stays on screen, with a quiet mark.
  const data = shown.status === 'ready' ? shown.data : shown.status === 'loading' ? (shown.last ?? null) : null;
  const me = data?.user;
  return (
    <Modal title={t('game.ranking')} onEscape={onClose} className={styles.popup}>
      <div role="tablist" className={styles.tabs}>
        {(['today', 'total'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => onTab(k)}>
            {t(k === 'today' ? 'game.today' : 'game.total')}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.rankList} aria-busy={shown.status === 'loading' || undefined}>
        {shown.status === 'loading' ? (
          // Over the last answer, a quiet mark; with nothing to show yet, the whole message.
          <p className={data ? styles.updating : styles.empty} role="status">
            {t('game.rankingLoading')}
          </p>
        ) : null}
        {shown.status === 'failed' ? (
          <div className={styles.empty} role="status">
            <p>{t('game.rankingFailed')}</p>
            <button type="button" onClick={() => onTab(tab)}>
              {t('game.retry')}
            </button>
          </div>
        ) : !data ? null : data.ranks.length > 0 ? (
          <ol>
            {data.ranks.map((r, i) => (
              <li key={i} className={styles.rankRow}>
                <span className={styles.rankNo}>{i + 1}</span>
                <Couple users={r.users} />
                <span className={styles.rankScore}>{r.scoreNum}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>{t('game.noRanking')}</p>
        )}
      </div>
      {me ? (
        <div className={styles.rankRow} data-testid="my-rank">
          <span className={styles.rankNo}>
            {me.type === 1 ? t('game.notMatched') : typeof me.rank === 'number' ? me.rank : t('game.notRanked')}
          </span>
          <Couple users={me.users} />
          <span className={styles.rankScore}>{me.scoreNum}</span>
        </div>
      ) : null}
      <button type="button" className={`${styles.primary} ${styles.closeRanking}`} onClick={onClose}>
        {t('game.close')}
      </button>
    </Modal>
  );
}

function Couple({ users }: { users: readonly User[] }) {
  return (
    <span className={styles.couple}>
      {users.map((u, i) => (
        <span key={i} className={styles.person}>
          <Avatar src={u.avatar} />
          <span className={styles.name}>{firstGraphemes(u.name)}</span>
        </span>
      ))}
    </span>
  );
}

/** A broken avatar shows a neutral placeholder instead of a broken-image icon. */
function Avatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !/^(https?:|data:image\/)/.test(src)) {
    return <span className={styles.avatar} data-testid="avatar-placeholder" aria-hidden="true" />;
  }
  return <img className={styles.avatar} src={src} alt="" width={28} height={28} onError={() => setFailed(true)} />;
}
