import { useAtomValue } from 'jotai';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import type { User } from '../../../bridge/validate';
import { Modal } from '../../../components/Modal';
import { shownName } from '../../../i18n/names';
import { Avatar } from '../../../components/Avatar';
import { rankingAtom, type RankingTab, type WatchAsk } from '../../flow/store';
import styles from './Game.px.module.css';

/**
 * Today (msg 3) and Total (msg 4); the host answers with rankingData. Each tab shows loading until its
 * answer comes, or "could not load" with Retry when none came in time; tapping the open tab retries too.
 */
const TABS = ['today', 'total'] as const;

/** The tab a key moves to in the WAI-ARIA tabs pattern (arrows wrap, Home and End), or null for other keys. */
export function tabForKey(key: string, tab: RankingTab): RankingTab | null {
  const i = TABS.indexOf(tab);
  const n = TABS.length;
  const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[key];
  return to === undefined ? null : TABS[to]!;
}

export function RankingPopup(props: {
  onTab(tab: RankingTab): void;
  onClose(): void;
  /** A row's Watch: the viewer opens on its game. */
  onWatch(ask: WatchAsk): void;
}) {
  const { onTab, onClose, onWatch } = props;
  const { t } = useTranslation();
  const { tab, tabs } = useAtomValue(rankingAtom);
  const id = useId();
  const tabButtons = useRef<Partial<Record<RankingTab, HTMLButtonElement | null>>>({});
  // Arrow keys, Home and End choose a tab and move focus to it (automatic activation: the last list stays
  // on screen while the host answers).
  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabForKey(e.key, tab);
    if (!next) return;
    e.preventDefault();
    if (next !== tab) onTab(next);
    tabButtons.current[next]?.focus();
  };
  const shown = tabs[tab];
  // While a newer answer is on its way, the last one stays on screen, with a quiet mark.
  const data = shown.status === 'ready' ? shown.data : shown.status === 'loading' ? (shown.last ?? null) : null;
  const me = data?.user;
  return (
    <Modal title={t('game.ranking')} onEscape={onClose} className={`${styles.popup} ${styles.rankingPopup}`}>
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((k) => (
          <button
            key={k}
            ref={(b) => {
              tabButtons.current[k] = b;
            }}
            id={`${id}-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => onTab(k)}
          >
            {t(k === 'today' ? 'game.today' : 'game.total')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        className={styles.rankList}
        aria-busy={shown.status === 'loading' || undefined}
      >
        {shown.status === 'loading' ? (
          // Over the last answer, a quiet mark; with nothing to show yet, the whole message.
          <p className={data ? styles.updating : styles.empty} role="status">
            {t('game.rankingLoading')}
          </p>
        ) : null}
        {shown.status === 'noHost' ? (
          <p className={styles.empty} role="status">
            {t('game.rankingInApp')}
          </p>
        ) : shown.status === 'failed' ? (
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
                <Score row={r} onWatch={onWatch} />
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>{t('game.noRanking')}</p>
        )}
      </div>
      {me ? (
        // The label, rank and score on a line of their own, and the names below at the list's width, so they
        // show as the list shows them. Not matched: one person, and "Not matched" where the partner would be.
        <div className={`${styles.rankRow} ${styles.myRank}`} data-testid="my-rank">
          <span className={styles.youLabel}>{t('game.you')}</span>
          <span className={styles.rankNo}>
            {me.type === 2 && typeof me.rank === 'number' ? me.rank : t('game.notRanked')}
          </span>
          <Couple
            users={me.type === 1 ? me.users.slice(0, 1) : me.users}
            alone={me.type === 1 ? t('game.notMatched') : undefined}
          />
          <Score row={me} onWatch={onWatch} />
        </div>
      ) : null}
      <button type="button" className={`${styles.primary} ${styles.closeRanking}`} onClick={onClose}>
        {t('game.close')}
      </button>
    </Modal>
  );
}

/**
 * A row's score; when the row carries its game, a play icon under it, named for whose game it plays ("Watch Ann &
 * Bo's game"): under the score, no wider than it, so the names keep their width.
 */
function Score(props: {
  row: { readonly users: readonly User[]; readonly scoreNum: number; readonly replay?: string };
  onWatch(ask: WatchAsk): void;
}) {
  const { t } = useTranslation();
  const { users, scoreNum, replay } = props.row;
  if (!replay) return <span className={styles.rankScore}>{scoreNum}</span>;
  const [a, b] = users;
  return (
    <span className={`${styles.rankScore} ${styles.watchable}`}>
      {scoreNum}
      <button
        type="button"
        className={styles.watch}
        aria-label={t('game.watchRow', { names: users.map((u) => u.name).join(' & ') })}
        onClick={() => props.onWatch({ replay, users: a && b ? [a, b] : undefined, scoreNum })}
      >
        <span aria-hidden="true">▶</span>
      </button>
    </span>
  );
}

/** Two people's avatars and names; or one, with `alone` (a player not matched) in the partner's place. */
function Couple({ users, alone }: { users: readonly User[]; alone?: string }) {
  return (
    <span className={styles.couple}>
      {users.map((u, i) => (
        <span key={i} className={styles.person}>
          <Avatar src={u.avatar} />
          {/* The first 4 characters on screen (docs/product.md, "Ranking"), "…" when cut; the whole name for assistive tech. */}
          <span className={styles.name} aria-hidden="true">
            {shownName(u.name)}
          </span>
          <span className="visually-hidden">{u.name}</span>
        </span>
      ))}
      {alone ? <span className={styles.person}>{alone}</span> : null}
    </span>
  );
}
