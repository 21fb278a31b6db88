import { useAtomValue } from 'jotai';
import type { Stage } from 'konva/lib/Stage';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import { Modal } from '../../../components/Modal';
import { POPUP_OPEN_GUARD_MS } from '../../session/session';
import { endAtom, hostedAtom, pendingAtom, revivesLeftAtom, reviveInAppAtom, settingsAtom } from '../../flow/store';
import { useScoreCard } from '../card/useScoreCard';
import type { World } from '../../../game';
import type { ImageMap } from '../board/images';
import styles from './Game.px.module.css';

/** What the pause and end popups share: they open over the board mid-game, so taps and keys meant for it must not press them. */
export const guarded = (now: () => number) =>
  ({ initialFocus: 'dialog', tapGuardMs: POPUP_OPEN_GUARD_MS, now }) as const;

export function PausePopup(props: {
  /** The game's clock, for the tap guard. */
  now(): number;
  onContinue(): void;
  onRestart(): void;
  onHome(): void;
  onRanking(): void;
  onSound(on: boolean): void;
  onMusic(on: boolean): void;
}) {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  return (
    <Modal title={t('game.paused')} onEscape={props.onContinue} className={styles.popup} {...guarded(props.now)}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={props.onContinue}>
          {t('game.continue')}
        </button>
        <button type="button" onClick={props.onRestart}>
          {t('game.restart')}
        </button>
        <RankingAndHome onRanking={props.onRanking} onHome={props.onHome} />
      </div>
      <div className={styles.switches}>
        <Switch label={t('game.soundEffects')} on={settings.sound} onChange={props.onSound} />
        <Switch label={t('game.music')} on={settings.music} onChange={props.onMusic} />
      </div>
    </Modal>
  );
}

/** The two buttons both popups end with. */
function RankingAndHome({ onRanking, onHome }: { onRanking(): void; onHome(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" onClick={onRanking}>
        {t('game.ranking')}
      </button>
      <button type="button" onClick={onHome}>
        {t('game.home')}
      </button>
    </>
  );
}

function Switch({ label, on, onChange }: { label: string; on: boolean; onChange(on: boolean): void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={() => onChange(!on)}>
      <span>{label}</span>
      <span className={on ? styles.knobOn : styles.knob} aria-hidden="true" />
    </button>
  );
}

/** The end popup: the session counts down and reports the score; this shows it. */
export function EndPopup(props: {
  now(): number;
  canRevive: boolean;
  onRestart(): void;
  onRevive(): void;
  onHome(): void;
  onRanking(): void;
  /** The game's end and the pieces' art: the score card draws its board from them. */
  world: () => World;
  images: ImageMap | null;
  /** Gets the score card's scene once made (the debug probe's). */
  cardRef: RefObject<Stage | null>;
  /** msg 15 with the card; false where no app takes it. */
  onShareCard(image: string): boolean;
  /** Shown under the score in a duel: how the partner's game stands (view/duel). */
  duel?: ReactNode;
}) {
  const { t } = useTranslation();
  const { secondsLeft, score } = useAtomValue(endAtom);
  const card = useScoreCard({
    score,
    world: props.world,
    images: props.images,
    cardRef: props.cardRef,
    sendToApp: props.onShareCard,
  });
  const waiting = useAtomValue(pendingAtom).revive;
  const left = useAtomValue(revivesLeftAtom);
  // A plain tab offers no revive: a video comes only with the app, which a line under the buttons says.
  const hosted = useAtomValue(hostedAtom);
  const inApp = useAtomValue(reviveInAppAtom);
  // What Revive costs and how many are left, in its name and on it.
  const revive = t('game.reviveCost', { count: left });
  return (
    <Modal title={t('game.gameOver')} className={styles.popup} {...guarded(props.now)}>
      <p className={styles.final} role="status">
        {score === null ? t('game.countdown', { seconds: secondsLeft }) : t('game.finalScore', { score })}
      </p>
      {props.duel}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={props.onRestart}>
          {t('game.restart')}
        </button>
        {props.canRevive && hosted ? (
          <button
            type="button"
            className={styles.revive}
            aria-label={revive}
            aria-disabled={waiting || inApp || undefined}
            aria-busy={waiting || undefined}
            onClick={props.onRevive}
          >
            {waiting ? t('game.waiting') : revive}
          </button>
        ) : null}
        {score !== null ? (
          <button
            type="button"
            aria-busy={card.card.status === 'none' || card.card.status === 'making' || undefined}
            onClick={(e) => card.share(e.currentTarget.closest('dialog') ?? document.body)}
          >
            {t('game.share')}
          </button>
        ) : null}
        <RankingAndHome onRanking={props.onRanking} onHome={props.onHome} />
      </div>
      {props.canRevive && !hosted ? <p className={styles.inApp}>{t('game.reviveInApp')}</p> : null}
      <p role="status" className={styles.inApp}>
        {inApp ? t('game.reviveInApp') : card.note ? t(`game.card.${card.note}`) : null}
      </p>
      {card.shown && card.card.status === 'ready' ? (
        <Modal title={t('game.card.saveTitle')} onEscape={card.hide} className={`${styles.popup} ${styles.cardView}`}>
          <img className={styles.cardImage} src={card.card.dataUrl} alt={t('game.card.alt', { score: score ?? 0 })} />
          <p className={styles.cardHint}>{t('game.card.saveHint')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={card.hide}>
              {t('game.close')}
            </button>
          </div>
        </Modal>
      ) : null}
    </Modal>
  );
}
