// A duel's outcome: both scores, both games' scores over time on one plot, and who won by how much, once both games
// are over (or the partner has gone); and, in the end popup while the partner still plays, how far they are.
import { useAtomValue } from 'jotai';
import { Modal } from '../../../components/Modal';
import { NamesLine } from '../../../components/Names';
import { useTranslation } from '../../../i18n/gameText';
import { duelAtom, partnerAtom, type DuelResult as Result, type DuelState } from '../../flow/store';
import { ScoreCurves } from '../watch/ScoreCurves';
import styles from './Duel.px.module.css';

/** The popup look the game's frame gives its popups (Game.px.module.css). */
export interface PopupLook {
  readonly popup: string;
  readonly actions: string;
  readonly primary: string;
}

/** The verdict in words: who won and by how much, a draw, or their game still being checked. */
function verdict(t: ReturnType<typeof useTranslation>['t'], r: Result, name: string): string {
  switch (r.winner) {
    case 'you':
      return t('duel.youWon', { n: r.by });
    case 'them':
      return t('duel.theyWon', { name, n: r.by });
    case 'draw':
      return t('duel.draw');
    case null:
      return t('duel.checking', { name });
    default:
      return r.winner satisfies never;
  }
}

export function DuelResult(props: {
  look: PopupLook;
  /** The Modal's tap guard: a finger still on the board as the popup opens presses nothing. */
  guard: { initialFocus: 'dialog'; tapGuardMs: number; now(): number };
  onRematch(): void;
  onHome(): void;
}) {
  const { look } = props;
  const { t } = useTranslation();
  const duel = useAtomValue(duelAtom);
  const name = useAtomValue(partnerAtom)?.name ?? '';
  if (!duel?.result) return null;
  const r = duel.result;
  const last = (c: Result['myCurve']) => (c.length ? c[c.length - 1]![0] : 0);
  return (
    <Modal title={t('duel.resultTitle')} className={`${look.popup} ${styles.result}`} {...props.guard}>
      <p role="status" className={styles.verdict} data-testid="duel-verdict" data-winner={r.winner ?? 'checking'}>
        {verdict(t, r, name)}
      </p>
      <div className={styles.plot}>
        <ScoreCurves
          frames={Math.max(last(r.myCurve), last(r.theirCurve))}
          curves={[
            { points: r.theirCurve, tone: 'theirs' },
            { points: r.myCurve, tone: 'yours' },
          ]}
        />
      </div>
      <p className={styles.legend}>
        <span className={styles.yoursKey}>
          {t('duel.you')} <b data-testid="duel-mine">{r.mine}</b>
        </span>
        <span className={styles.theirsKey}>
          <span className={styles.keyName}>
            <NamesLine sentence={(slot) => slot} names={[name]} />
          </span>{' '}
          <b data-testid="duel-theirs">{r.theirs ?? '…'}</b>
          {r.verified ? null : <em className={styles.unverified}> ({t('duel.unverified')})</em>}
        </span>
      </p>
      {r.verified ? null : <p className={styles.note}>{t('duel.unverifiedNote', { name })}</p>}
      <div className={look.actions}>
        {duel.rematch ? (
          <p role="status" className={styles.waitingRematch}>
            {t('duel.rematchWaiting', { name })}
          </p>
        ) : (
          <button type="button" className={look.primary} onClick={props.onRematch}>
            {t('duel.rematch')}
          </button>
        )}
        <button type="button" onClick={props.onHome}>
          {t('duel.home')}
        </button>
      </div>
    </Modal>
  );
}

/** In the end popup while the partner still plays: their score so far, or why their board stands still. */
export function DuelEndNote() {
  const { t } = useTranslation();
  const duel = useAtomValue(duelAtom);
  const name = useAtomValue(partnerAtom)?.name ?? '';
  if (!duel || duel.result) return null;
  const says: Record<DuelState['partnerStatus'], string> = {
    live: t('duel.stillPlaying', { name, score: duel.partnerScore }),
    waiting: t('duel.waiting', { name }),
    gone: t('duel.gone', { name }),
    broken: t('duel.broken', { name }),
    over: t('duel.over', { name }),
  };
  return (
    <p className={styles.endNote} data-testid="duel-end-note">
      {says[duel.partnerStatus]}
    </p>
  );
}
