import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import { fruit } from '../../../game';
import { ArtIcon } from '../board/ArtIcon';
import { duelAtom, keptAtom, partnerAtom, previewAtom, scoreAtom } from '../../flow/store';
import styles from './Game.px.module.css';

/**
 * The key of a node whose text the prepaint may have written (a kept game's score and counts, src/prepaint/kept.ts):
 * 'painted' until the kept game is read, so the painted text stays (and hydrates with no mismatch), then 'live', so
 * the node is made anew from the game the session brought back (or the new game, when none is to come back).
 */
export const usePainted = () => (useAtomValue(keptAtom) === 'read' ? 'live' : 'painted');

/**
 * Back icon, score and the next piece: they read slices that change only when their value does.
 * Until the game is playable (and in the prerendered page) the next-piece slot is empty, at its size.
 */
export const Hud = memo(function Hud({ onBack, showNext }: { onBack?(): void; showNext: boolean }) {
  const { t } = useTranslation();
  const painted = usePainted();
  return (
    <header className={styles.hud}>
      <button type="button" className={styles.icon} aria-label={t('game.back')} onClick={onBack}>
        <span aria-hidden="true">‹</span>
      </button>
      <h1 className={styles.score} aria-live="off">
        <span className="visually-hidden">{t('game.score')} </span>
        <Score key={painted} />
        <Lead />
      </h1>
      <div className={styles.preview}>
        <span>{t('game.next')}</span>
        {showNext ? <NextPiece /> : <span className={styles.slot} />}
      </div>
    </header>
  );
});

// The score and the next piece are each mounted as they are first shown, so the first value they show is the
// store's at that moment (a component mounted earlier shows what it read then until its subscription catches up).

function Score() {
  return (
    <span data-testid="score" suppressHydrationWarning>
      {useAtomValue(scoreAtom)}
    </span>
  );
}

/** In a duel, the player's score against the partner's, live: "+42" / "领先 42", their name in its accessible name. */
function Lead() {
  const { t } = useTranslation();
  const score = useAtomValue(scoreAtom);
  const duel = useAtomValue(duelAtom);
  const partner = useAtomValue(partnerAtom);
  if (!duel || !partner || duel.phase === 'countdown') return null;
  const n = Math.abs(score - duel.partnerScore);
  const key = score > duel.partnerScore ? 'lead' : score < duel.partnerScore ? 'behind' : 'level';
  return (
    <span className={styles.lead} data-testid="lead" data-lead={score - duel.partnerScore}>
      <span className="visually-hidden">{t(`game.${key}Name`, { n, name: partner.name })}</span>
      <span aria-hidden="true">{t(`game.${key}`, { n })}</span>
    </span>
  );
}

function NextPiece() {
  const { t } = useTranslation();
  const next = fruit(useAtomValue(previewAtom));
  return (
    <ArtIcon
      art={next.key}
      size={28}
      label={t(`game.fruits.${next.key}`)}
      className={styles.slot}
      data-testid="preview"
    />
  );
}
