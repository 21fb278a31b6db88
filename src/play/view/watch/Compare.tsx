// The end popup of a game played on a watched game's seed: both games' scores over time on one plot, and the
// difference at the end. Its own chunk (it plays the player's replay through), loaded only for such a game.
import { useMemo } from 'react';
import { addTexts } from '../../../i18n';
import { watchTexts } from '../../../i18n/watchTexts';
import type { Rival } from '../../flow/store';
import { readReplay } from '../../flow/watchRequest';
import { createWatchedGame } from '../../watch/watchedGame';
import { useTranslation } from '../../../i18n/gameText';
import { shownName } from '../../../i18n/names';
import { ScoreCurves, type Curve } from './ScoreCurves';
import styles from './Viewer.px.module.css';

addTexts(watchTexts);

/** The player's game over time, from its replay (the one msg 5 carried); none if it does not play through. */
function curveOf(replay: string): { curve: Curve; frames: number } | null {
  const r = readReplay(replay);
  if (!r.ok) return null;
  const g = createWatchedGame(r.replay);
  while (!g.work(() => 0, 0));
  if (g.check().status !== 'verified') return null;
  return { curve: g.curve().map((p) => [p.frame, p.score] as const), frames: r.replay.frames };
}

export default function Compare({ rival, replay, score }: { rival: Rival; replay: string; score: number }) {
  const { t } = useTranslation();
  const mine = useMemo(() => curveOf(replay), [replay]);
  const theirFrames = rival.curve.length ? rival.curve[rival.curve.length - 1]![0] : 0;
  const frames = Math.max(theirFrames, mine?.frames ?? 0);
  const diff = score - rival.score;
  // As the ranking shows names: their first 4 characters.
  const names = rival.users?.map((u) => shownName(u.name)).join(' & ');
  const them = names ? t('watch.theirs', { names }) : t('watch.someone');
  return (
    <section className={styles.compare} aria-label={t('watch.compareTitle')} data-testid="compare">
      <div className={styles.plot}>
        <ScoreCurves
          frames={frames}
          curves={[
            { points: rival.curve, tone: 'theirs' },
            { points: mine?.curve ?? [], tone: 'yours' },
          ]}
        />
      </div>
      <p className={styles.legend}>
        <span className={styles.yoursKey}>
          {t('watch.yours')} <b>{score}</b>
        </span>
        <span className={styles.theirsKey}>
          {them} <b>{rival.score}</b>
        </span>
      </p>
      <p data-testid="compare-diff">
        {diff === 0 ? t('watch.level') : t(diff > 0 ? 'watch.ahead' : 'watch.behind', { points: Math.abs(diff) })}
      </p>
    </section>
  );
}
