// The partner's board in a duel, where partnerPlace (scene/layout.ts) puts it in the board's room: their name,
// avatar and score over their game, drawn by the same stage as the player's from a store of its own, and what
// stands in its way in words (waiting, gone, their moves unshowable, their game over). Taps go through it.
import { Provider } from 'jotai';
import { memo, useCallback } from 'react';
import type { Ref } from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { User } from '../../../bridge/validate';
import { Avatar } from '../../../components/Avatar';
import { NamesLine } from '../../../components/Names';
import { useTranslation } from '../../../i18n/gameText';
import type { DuelState } from '../../flow/store';
import { BOARD_WIDTH } from '../../scene/boardLook';
import type { PartnerPlace } from '../../scene/layout';
import type { GameSession } from '../../session/sessionApi';
import { BoardStage } from '../board/Board';
import type { ImageMap } from '../board/images';
import styles from './Duel.px.module.css';

/** What the panel says over the partner's board, by how it stands: nothing while it plays. */
const STATUS_TEXT = {
  live: null,
  waiting: 'duel.waiting',
  gone: 'duel.gone',
  broken: 'duel.broken',
  over: 'duel.over',
} as const satisfies Record<DuelState['partnerStatus'], string | null>;

export function PartnerPanel(props: {
  session: Pick<GameSession, 'partnerBoard'>;
  images: ImageMap;
  place: PartnerPlace;
  duel: Pick<DuelState, 'partnerScore' | 'partnerStatus'>;
  /** Who they are (partnerAtom): their name and avatar. */
  partner: User;
  stageRef?: Ref<KonvaStage>;
}) {
  const { place, duel, partner } = props;
  const { t } = useTranslation();
  const name = partner.name;
  const status = STATUS_TEXT[duel.partnerStatus];
  return (
    <section
      className={styles.partner}
      data-testid="partner-board"
      data-at={place.at}
      aria-label={t('duel.board', { name })}
      style={{ left: place.left, top: place.top, width: BOARD_WIDTH * place.scale }}
    >
      <p className={styles.head}>
        <Avatar src={partner.avatar} />
        <span className={styles.name}>
          <NamesLine sentence={(slot) => slot} names={[name]} />
        </span>
        <b data-testid="partner-score">{duel.partnerScore}</b>
      </p>
      <div className={styles.stage}>
        <Provider store={props.session.partnerBoard}>
          <PartnerStage images={props.images} scale={place.scale} sky={place.sky} stageRef={props.stageRef} />
        </Provider>
        <p role="status" className={styles.status} data-status={duel.partnerStatus}>
          {status ? t(status, { name }) : null}
        </p>
      </div>
    </section>
  );
}

/**
 * Their stage: it follows their board's store alone, not the panel's name or score. Drawn at one canvas pixel per
 * CSS pixel whatever the screen's density: a board this small reads as well, for a quarter of the pixels to draw.
 */
const PartnerStage = memo(function PartnerStage(props: {
  images: ImageMap;
  scale: number;
  sky: number;
  stageRef?: Ref<KonvaStage>;
}) {
  const { stageRef } = props;
  const own = useCallback(
    (stage: KonvaStage | null) => {
      for (const layer of stage?.getLayers() ?? []) layer.getCanvas().setPixelRatio(1);
      setRef(stageRef, stage);
    },
    [stageRef],
  );
  return <BoardStage images={props.images} scale={props.scale} sky={props.sky} stageRef={own} />;
});

/** Hands `value` to a ref of either kind. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
