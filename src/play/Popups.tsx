import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import styles from './Game.module.css';

export function PausePopup(props: {
  soundOn: boolean;
  musicOn: boolean;
  onContinue(): void;
  onRestart(): void;
  onHome(): void;
  onRanking(): void;
  onSound(on: boolean): void;
  onMusic(on: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('game.paused')} onEscape={props.onContinue} className={styles.popup}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={props.onContinue}>
          {t('game.continue')}
        </button>
        <button type="button" onClick={props.onRestart}>
          {t('game.restart')}
        </button>
        <RankingAndHome onRanking={props.onRanking} onHome={props.onHome} />
      </div>
      <Switch label={t('game.soundEffects')} on={props.soundOn} onChange={props.onSound} />
      <Switch label={t('game.music')} on={props.musicOn} onChange={props.onMusic} />
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

/** Seconds before the final score is revealed and reported (SPEC §4). */
export const END_COUNTDOWN_S = 3;

export function EndPopup(props: {
  score: number | null;
  canRevive: boolean;
  onReveal(): void;
  onRestart(): void;
  onRevive(): void;
  onHome(): void;
  onRanking(): void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(END_COUNTDOWN_S);
  const { score, onReveal } = props;
  useEffect(() => {
    if (score !== null) return;
    if (left === 0) {
      onReveal();
      return;
    }
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left, score, onReveal]);
  return (
    <Modal title={t('game.gameOver')} className={styles.popup}>
      <p className={styles.final} role="status">
        {score === null ? t('game.countdown', { seconds: left }) : t('game.finalScore', { score })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={props.onRestart}>
          {t('game.restart')}
        </button>
        {props.canRevive ? (
          <button type="button" onClick={props.onRevive}>
            {t('game.revive')}
          </button>
        ) : null}
        <RankingAndHome onRanking={props.onRanking} onHome={props.onHome} />
      </div>
    </Modal>
  );
}
