import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from './gameText';
import { PROP_KIND, type PropNumber } from '../../bridge/protocol';
import { ArtIcon } from './ArtIcon';
import { usePainted } from './Hud';
import { cooldownAtom, pendingAtom, propHintAtom, propsAtom, wildcardTargetAtom } from '../flow/store';
import styles from './Game.px.module.css';

/**
 * Bomb and wildcard: the session decides what a press sends; these show quantity, cooldown and a
 * pending request. Without `onUse` (the prerendered page, and until the game is playable) the row
 * is inert.
 */
export const PropButtons = memo(function PropButtons({ onUse }: { onUse?(prop: PropNumber): void }) {
  const props = useAtomValue(propsAtom);
  const cooldown = useAtomValue(cooldownAtom);
  const pending = useAtomValue(pendingAtom);
  const wildcardTarget = useAtomValue(wildcardTargetAtom);
  const hint = useAtomValue(propHintAtom);
  const { t } = useTranslation();
  return (
    <div className={styles.props} inert={!onUse}>
      {props.map((p) => (
        <PropButton
          key={p.prop}
          prop={p.prop}
          quantity={p.quantity}
          status={p.status}
          cooldown={cooldown[PROP_KIND[p.prop]]}
          waiting={pending[PROP_KIND[p.prop]]}
          noTarget={PROP_KIND[p.prop] === 'wildcard' && !wildcardTarget}
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
  prop: PropNumber;
  quantity: number;
  status: number;
  cooldown: number;
  waiting: boolean;
  /** Nothing on the board for it to act on: a press says why instead (the session decides). */
  noTarget: boolean;
  onUse?(prop: PropNumber): void;
}) {
  const { t } = useTranslation();
  const painted = usePainted();
  const quantity = t('game.quantity', { count: p.quantity });
  // The prop's name first, then the quantity the button shows: the visible label is in the name.
  const name = `${p.prop === 1 ? t('game.bomb') : t('game.wildcard')} ${quantity}`;
  const { onUse } = p;
  return (
    <button
      type="button"
      className={`${styles.prop} ${p.status === 0 || p.noTarget ? styles.dimmed : ''}`}
      aria-label={name}
      aria-disabled={p.cooldown > 0 || p.waiting || p.noTarget || !onUse || undefined}
      aria-busy={p.waiting || undefined}
      onClick={onUse && (() => onUse(p.prop))}
      data-cooldown={p.cooldown}
    >
      <ArtIcon art={PROP_KIND[p.prop]} size={32} />
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
