import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ART_URLS } from './art';
import { cooldownAtom, pendingAtom, propsAtom } from './store';
import styles from './Game.px.module.css';

const KIND = { 1: 'bomb', 2: 'wildcard' } as const;

/**
 * Bomb and wildcard: the session decides what a press sends; these show quantity, cooldown and a
 * pending request. Without `onUse` (the prerendered page, and until the game is playable) the row
 * is inert.
 */
export const PropButtons = memo(function PropButtons({ onUse }: { onUse?(prop: 1 | 2): void }) {
  const props = useAtomValue(propsAtom);
  const cooldown = useAtomValue(cooldownAtom);
  const pending = useAtomValue(pendingAtom);
  return (
    <div className={styles.props} inert={!onUse}>
      {props.map((p) => (
        <PropButton
          key={p.prop}
          prop={p.prop}
          quantity={p.quantity}
          status={p.status}
          cooldown={cooldown[KIND[p.prop]]}
          waiting={pending[KIND[p.prop]]}
          onUse={onUse}
        />
      ))}
    </div>
  );
});

function PropButton(p: {
  prop: 1 | 2;
  quantity: number;
  status: number;
  cooldown: number;
  waiting: boolean;
  onUse?(prop: 1 | 2): void;
}) {
  const { t } = useTranslation();
  const name = p.prop === 1 ? t('game.bomb') : t('game.wildcard');
  const { onUse } = p;
  return (
    <button
      type="button"
      className={`${styles.prop} ${p.status === 0 ? styles.dimmed : ''}`}
      aria-label={name}
      aria-disabled={p.cooldown > 0 || p.waiting || !onUse || undefined}
      aria-busy={p.waiting || undefined}
      onClick={onUse && (() => onUse(p.prop))}
      data-cooldown={p.cooldown}
    >
      <img src={ART_URLS[KIND[p.prop]]} alt="" width={32} height={32} />
      <span className={styles.quantity}>{t('game.quantity', { count: p.quantity })}</span>
      {p.waiting || p.cooldown > 0 ? (
        <span className={styles.cooldown} aria-hidden="true">
          {p.waiting ? t('game.waiting') : t('game.cooldown', { seconds: p.cooldown })}
        </span>
      ) : null}
    </button>
  );
}
