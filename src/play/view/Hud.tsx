import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from './gameText';
import { fruit } from '../../game';
import { ArtIcon } from './ArtIcon';
import { previewAtom, scoreAtom } from '../flow/store';
import styles from './Game.px.module.css';

/**
 * Back icon, score and the next piece: they read slices that change only when their value does.
 * Until the game is playable (and in the prerendered page) the next-piece slot is empty, at its size.
 */
export const Hud = memo(function Hud({ onBack, showNext }: { onBack?(): void; showNext: boolean }) {
  const { t } = useTranslation();
  const score = useAtomValue(scoreAtom);
  const next = useAtomValue(previewAtom);
  const nextFruit = showNext ? fruit(next) : null;
  return (
    <header className={styles.hud}>
      <button type="button" className={styles.icon} aria-label={t('game.back')} onClick={onBack}>
        <span aria-hidden="true">‹</span>
      </button>
      <h1 className={styles.score} aria-live="off">
        <span className="visually-hidden">{t('game.score')} </span>
        <span data-testid="score">{score}</span>
      </h1>
      <div className={styles.preview}>
        <span>{t('game.next')}</span>
        {nextFruit ? (
          <ArtIcon
            art={nextFruit.key}
            size={28}
            label={t(`game.fruits.${nextFruit.key}`)}
            className={styles.slot}
            data-testid="preview"
          />
        ) : (
          <span className={styles.slot} />
        )}
      </div>
    </header>
  );
});
