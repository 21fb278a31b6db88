import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import { SPECIAL_KINDS, type SpecialKind } from '../../../game';
import { ArtIcon } from '../board/ArtIcon';
import { usePainted } from './Hud';
import { cooldownAtom, pendingAtom, propHintAtom, propsAtom, targetsAtom } from '../../flow/store';
import styles from './Game.px.module.css';

/**
 * One button per special (game/specials.ts): the session decides what a press sends; these show quantity, cooldown and a
 * pending request. Without `onUse` (the prerendered page, and until the game is playable) the row
 * is inert.
 */
export const PropButtons = memo(function PropButtons({ onUse }: { onUse?(kind: SpecialKind): void }) {
  const props = useAtomValue(propsAtom);
  const cooldown = useAtomValue(cooldownAtom);
  const pending = useAtomValue(pendingAtom);
  const targets = useAtomValue(targetsAtom);
  const hint = useAtomValue(propHintAtom);
  const { t } = useTranslation();
  return (
    <div className={styles.props} inert={!onUse}>
      {SPECIAL_KINDS.map((kind, i) => (
        <PropButton
          key={kind}
          kind={kind}
          quantity={props[i]!.quantity}
          status={props[i]!.status}
          cooldown={cooldown[kind]}
          waiting={pending[kind]}
          noTarget={!targets[kind]}
          onUse={onUse}
        />
      ))}
      {onUse ? (
        <p role="status" className={styles.propHint}>
          {hint && t(`game.${hint}`)}
        </p>
      ) : null}
    </div>
  );
});

function PropButton(p: {
  kind: SpecialKind;
  quantity: number;
  status: number;
  cooldown: number;
  waiting: boolean;
  /** Nothing on the board for it to act on: a press says why instead (the session decides). */
  noTarget: boolean;
  onUse?(kind: SpecialKind): void;
}) {
  const { t } = useTranslation();
  const painted = usePainted();
  const quantity = t('game.quantity', { count: p.quantity });
  // The prop's name first, then the quantity the button shows: the visible label is in the name.
  const name = `${t(`game.${p.kind}`)} ${quantity}`;
  const { onUse } = p;
  return (
    <button
      type="button"
      className={`${styles.prop} ${p.status === 0 || p.noTarget ? styles.dimmed : ''}`}
      aria-label={name}
      aria-disabled={p.cooldown > 0 || p.waiting || p.noTarget || !onUse || undefined}
      aria-busy={p.waiting || undefined}
      onClick={onUse && (() => onUse(p.kind))}
      data-cooldown={p.cooldown}
    >
      <ArtIcon art={p.kind} size={32} />
      <span className={styles.quantity} data-quantity key={painted} suppressHydrationWarning>
        {quantity}
      </span>
      {p.waiting || p.cooldown > 0 ? (
        <span className={styles.cooldown} aria-hidden="true">
          {p.waiting ? t('game.waiting') : t('game.cooldown', { seconds: p.cooldown })}
        </span>
      ) : null}
    </button>
  );
}
