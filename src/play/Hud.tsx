import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fruit } from '../game';
import { previewAtom, scoreAtom } from './store';
import styles from './Game.px.module.css';

/** Score, preview and back icon: they read slices that change only when their value does. */
export const Hud = memo(function Hud({ onBack, base }: { onBack(): void; base: string }) {
  const { t } = useTranslation();
  const score = useAtomValue(scoreAtom);
  const next = useAtomValue(previewAtom);
  const nextFruit = fruit(next);
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
        <img
          src={`${base}fruits/${nextFruit.key}.svg`}
          alt={nextFruit.name}
          width={28}
          height={28}
          data-testid="preview"
        />
      </div>
    </header>
  );
});
