import { useAtomValue } from 'jotai';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bridge } from '../bridge';
import { MAX_REVIVES, WORLD_HEIGHT, WORLD_WIDTH } from '../game';
import { useWindowHeight, useWindowWidth } from '../mobile/useWindowSize';
import { Board } from './Board';
import { canvasAvailable } from './canvas';
import { exposeProbe } from './debug';
import { Hud } from './Hud';
import { preloadImages, type ImageMap } from './images';
import type { Clock } from './loop';
import { EndPopup, PausePopup } from './Popups';
import { PropButtons } from './PropButtons';
import { RankingPopup } from './RankingPopup';
import { WALL } from './scene';
import { contentHeightAtom, gameOversAtom, phaseAtom, popupAtom, revivesAtom } from './store';
import { useGameController, type SoundName } from './useGameController';
import { usePageSounds } from './usePageSounds';
import styles from './Game.module.css';

/** Height of the HUD row and the prop row, in CSS px at 375 wide. */
const CHROME_PX = 130;

export interface GameProps {
  bridge: Bridge;
  seed: number;
  clock?: Clock;
  storage?: () => Storage;
  /** Loads the piece art; tests pass one that resolves at once. */
  loadImages?: typeof preloadImages;
  /** Replaces the page's own sound player (tests). */
  playSound?: (name: SoundName) => void;
}

export function Game({ bridge, seed, clock, storage, loadImages = preloadImages, playSound: play }: GameProps) {
  const { t } = useTranslation();
  const base = import.meta.env.BASE_URL;
  const pageSounds = usePageSounds(bridge.kind === 'none' && !play);
  const ctl = useGameController({ bridge, seed, clock, storage, playSound: play ?? pageSounds });
  const popup = useAtomValue(popupAtom);
  const phase = useAtomValue(phaseAtom);
  const revives = useAtomValue(revivesAtom);
  const hostHeight = useAtomValue(contentHeightAtom);
  const width = useWindowWidth();
  const windowHeight = useWindowHeight();
  const height = hostHeight ?? windowHeight;
  const [canvasOk] = useState(() => canvasAvailable());
  const [images, setImages] = useState<ImageMap | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 13 });
  const gameOvers = useAtomValue(gameOversAtom);
  // The revealed score belongs to one game over; a later one starts its own countdown.
  const [revealed, setRevealed] = useState<{ at: number; score: number } | null>(null);

  const stageRef = useRef<KonvaStage>(null);
  const { loop } = ctl;
  useEffect(() => exposeProbe({ world: () => loop.current, stage: () => stageRef.current }), [loop]);

  useEffect(() => {
    let live = true;
    void loadImages(base, (done, total) => live && setProgress({ done, total })).then((m) => live && setImages(m));
    return () => {
      live = false;
    };
  }, [base, loadImages]);

  const { reportScore } = ctl;
  const reveal = useCallback(() => setRevealed({ at: gameOvers, score: reportScore() }), [reportScore, gameOvers]);
  const scale = Math.min(width / (WORLD_WIDTH + 2 * WALL), Math.max(0.3, (height - CHROME_PX) / (WORLD_HEIGHT + WALL)));
  const backToEndOrPause = () => ctl.setPopup(phase === 'ended' ? 'end' : 'pause');

  return (
    <div className={styles.game} style={{ height: height || undefined }}>
      <Hud onBack={ctl.back} base={base} />
      <div className={styles.boardArea}>
        {!canvasOk ? (
          <p role="alert" className={styles.message}>
            {t('game.noCanvas')}
          </p>
        ) : images ? (
          <Board images={images} scale={scale} onDrop={ctl.drop} stageRef={stageRef} />
        ) : (
          <p
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className={styles.message}
          >
            {t('game.loading', progress)}
          </p>
        )}
      </div>
      <PropButtons onUse={ctl.useProp} />
      {popup === 'pause' ? (
        <PausePopup
          soundOn={ctl.soundOn}
          musicOn={ctl.musicOn}
          onContinue={ctl.continueGame}
          onRestart={ctl.restart}
          onHome={ctl.home}
          onRanking={() => ctl.openRanking('today')}
          onSound={ctl.setSound}
          onMusic={ctl.setMusic}
        />
      ) : null}
      {popup === 'end' ? (
        <EndPopup
          key={gameOvers}
          score={revealed?.at === gameOvers ? revealed.score : null}
          canRevive={revives < MAX_REVIVES}
          onReveal={reveal}
          onRestart={ctl.restart}
          onRevive={ctl.revive}
          onHome={ctl.home}
          onRanking={() => ctl.openRanking('today')}
        />
      ) : null}
      {popup === 'ranking' ? (
        <RankingPopup data={ctl.ranking} onTab={(tab) => ctl.openRanking(tab)} onClose={backToEndOrPause} />
      ) : null}
    </div>
  );
}

/** A seed for a real game: randomness enters the simulation only here. */
export const randomSeed = () => Math.floor(Math.random() * 2 ** 31);
