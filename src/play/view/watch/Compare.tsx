// The end popup of a game played on a watched game's seed: both games' scores over time on one plot, and the
// difference at the end, once the other game is checked (never a part of it as if it were all). Its own chunk
// (it plays the player's replay through), loaded only for such a game.
import { useMemo } from 'react';
import { addTexts } from '../../../i18n';
import { watchTexts } from '../../../i18n/watchTexts';
import type { Rival } from '../../flow/store';
import { decodeReplay } from '../../../game';
import { createWatchedGame } from '../../watch/watchedGame';
import { useTranslation } from '../../../i18n/gameText';
import { shownName } from '../../../i18n/names';
import type { RivalCheck } from './rivalCheck';
import { ScoreCurves, type Curve } from './ScoreCurves';
import styles from './Viewer.px.module.css';

addTexts(watchTexts);

/** The player's game over time, from its replay (the one msg 5 carried); none if it does not play through. */
function curveOf(replay: string): { curve: Curve; frames: number } | null {
  const r = decodeReplay(replay);
  if (!r.ok) return null;
  const g = createWatchedGame(r.replay);
  while (!g.work(() => 0, 0));
  if (g.check().status !== 'verified') return null;
  return { curve: g.curve().map((p) => [p.frame, p.score] as const), frames: r.replay.frames };
}

export default function Compare(props: { rival: Rival; theirs: RivalCheck; replay: string; score: number }) {
  const { rival, theirs, replay, score } = props;
  const { t } = useTranslation();
  const mine = useMemo(() => curveOf(replay), [replay]);
  // As the ranking shows names: their first 4 characters.
  const names = rival.users?.map((u) => shownName(u.name)).join(' & ');
  const them = names ? t('watch.theirs', { names }) : t('watch.someone');
  const checked = theirs.status === 'checked' ? theirs : null;
  const theirFrames = checked && checked.curve.length ? checked.curve[checked.curve.length - 1]![0] : 0;
  const frames = Math.max(theirFrames, mine?.frames ?? 0);
  const diff = checked ? score - checked.score : 0;
  return (
    <section
      className={styles.compare}
      aria-label={t('watch.compareTitle')}
      aria-busy={theirs.status === 'checking' || undefined}
      data-testid="compare"
      data-theirs={theirs.status}
    >
      <div className={styles.plot}>
        <ScoreCurves
          frames={frames}
          curves={[
            { points: checked?.curve ?? [], tone: 'theirs' },
            { points: mine?.curve ?? [], tone: 'yours' },
          ]}
        />
      </div>
      <p className={styles.legend}>
        <span className={styles.yoursKey}>
          {t('watch.yours')} <b>{score}</b>
        </span>
        <span className={styles.theirsKey}>
          {them} <b>{checked ? checked.score : '…'}</b>
        </span>
      </p>
      <p data-testid="compare-diff" role="status">
        {theirs.status === 'checking'
          ? t('watch.theirsChecking', { names: them })
          : theirs.status === 'failed'
            ? t('watch.theirsUnchecked', { names: them })
            : diff === 0
              ? t('watch.level')
              : t(diff > 0 ? 'watch.ahead' : 'watch.behind', { points: Math.abs(diff) })}
      </p>
    </section>
  );
}
