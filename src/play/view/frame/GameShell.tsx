import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import { Hud } from './Hud';
import { LiveRegion } from './LiveRegion';
import { PropButtons } from './PropButtons';
import 'virtual:board.css';
import styles from './Game.px.module.css';

/**
 * The game as the prerender paints it, before any of its JavaScript runs: the HUD with score 0 and
 * an empty next-piece slot, the board frame at its final size (CSS alone: Game.px.module.css
 * `.frame`), the prop buttons inert, and a progress indicator. It reads the store's defaults. The
 * live game's first render (Game.tsx, until playable) is this same markup, so the browser hydrates
 * these very nodes and nothing moves when the game comes alive (tests/prerender/hydrate.test.tsx).
 */
export function GameShell() {
  return (
    <div className={styles.game}>
      <Hud showNext={false} />
      <GameFrame>
        <Loading />
      </GameFrame>
      <LiveRegion />
      <PropButtons />
    </div>
  );
}

/** The room between the HUD and the prop row, and the board's frame centred in it; `overlay` over the room (a duel). */
export function GameFrame({
  areaRef,
  children,
  overlay,
}: {
  areaRef?: Ref<HTMLDivElement>;
  children: ReactNode;
  overlay?: ReactNode;
}) {
  return (
    <div className={styles.boardArea} ref={areaRef}>
      <div className={styles.frame} data-testid="board-frame">
        {children}
      </div>
      {overlay}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="progressbar" aria-label={t('game.loading')} className={styles.message}>
      {t('game.loading')}
    </p>
  );
}

/** The moment a drop is accepted: `bench:start` and the browser tests read this mark. */
export function markPlayable(): void {
  try {
    performance.mark('game:playable');
  } catch {
    // no User Timing (very old WebViews): nothing to measure with there anyway
  }
}
