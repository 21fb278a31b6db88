// A duel on screen, over the board's room: the partner's board where partnerPlace puts it, the countdown, a timed
// duel's time left, and a ghost's whole game checked in the background (its score is the one the result compares
// with). Its own chunk, with the duel's texts, loaded when a duel first starts.
import { useAtomValue } from 'jotai';
import { useEffect, type Ref } from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { addTexts } from '../../../i18n';
import { duelTexts } from '../../../i18n/duelTexts';
import { useTranslation } from '../../../i18n/gameText';
import { duelAtom, partnerAtom } from '../../flow/store';
import type { Timers } from '../../flow/timers';
import { BOARD_WIDTH } from '../../scene/boardLook';
import { partnerPlace, type BoardFit } from '../../scene/layout';
import type { GameSession } from '../../session/sessionApi';
import type { ImageMap } from '../board/images';
import { checkRival } from '../watch/rivalCheck';
import { PartnerPanel } from './PartnerPanel';
import styles from './Duel.px.module.css';

addTexts(duelTexts);

export { DuelEndNote, DuelResult, type PopupLook } from './DuelResult';

export default function DuelLayer(props: {
  session: Pick<GameSession, 'partnerBoard' | 'ghost' | 'ghostChecked'>;
  images: ImageMap;
  /** The board's room and the player's board in it: the partner's goes where that leaves room. */
  room: { readonly width: number; readonly height: number };
  fit: BoardFit;
  timers: Timers;
  /** The partner's stage, for the page's probe. */
  stageRef?: Ref<KonvaStage>;
}) {
  const { session, fit, room } = props;
  const { t } = useTranslation();
  const duel = useAtomValue(duelAtom);
  const partner = useAtomValue(partnerAtom);
  useGhostCheck(session, duel?.id ?? null, props.timers);
  if (!duel || !partner) return null;
  const place = partnerPlace(room, fit);
  const boardLeft = Math.max(0, (room.width - BOARD_WIDTH * fit.scale) / 2);
  return (
    <div className={styles.layer}>
      <PartnerPanel
        session={session}
        images={props.images}
        place={place}
        duel={duel}
        partner={partner}
        stageRef={props.stageRef}
      />
      {duel.timeLeft !== null && duel.phase !== 'over' ? (
        <p className={styles.timeLeft} style={{ left: boardLeft + 8 }} data-testid="time-left">
          <span className="visually-hidden">{t('duel.timeLeft', { time: clock(duel.timeLeft) })}</span>
          <span aria-hidden="true">{clock(duel.timeLeft)}</span>
        </p>
      ) : null}
      {duel.phase === 'countdown' ? (
        <p className={styles.countdown} role="status" data-testid="duel-countdown">
          <span className="visually-hidden">{t('duel.countdown', { seconds: duel.countdown })}</span>
          <span aria-hidden="true">{duel.countdown}</span>
        </p>
      ) : null}
    </div>
  );
}

/** m:ss. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** A ghost's whole game, checked once per duel while the player plays (a worker where one starts). */
function useGhostCheck(session: Pick<GameSession, 'ghost' | 'ghostChecked'>, duel: string | null, timers: Timers) {
  useEffect(() => {
    const replay = duel === null ? null : session.ghost();
    if (!replay) return;
    return checkRival(replay, (c) => session.ghostChecked(c.status === 'checked' ? c : { status: 'failed' }), timers);
  }, [session, duel, timers]);
}
