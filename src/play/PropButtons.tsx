import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cooldownAtom, pendingAtom, propsAtom } from './store';
import styles from './Game.px.module.css';

/** Bomb and wildcard: the session decides what a press sends; these show quantity, cooldown and a pending request. */
export const PropButtons = memo(function PropButtons({ onUse }: { onUse(prop: 1 | 2): void }) {
  const props = useAtomValue(propsAtom);
  const cooldown = useAtomValue(cooldownAtom);
  const pending = useAtomValue(pendingAtom);
  return (
    <div className={styles.props}>
      {props.map((p) => {
        const k = p.prop === 1 ? 'bomb' : 'wildcard';
        return (
          <PropButton
            key={p.prop}
            prop={p.prop}
            quantity={p.quantity}
            status={p.status}
            cooldown={cooldown[k]}
            waiting={pending[k]}
            onUse={onUse}
          />
        );
      })}
    </div>
  );
});

function PropButton(p: {
  prop: 1 | 2;
  quantity: number;
  status: number;
  cooldown: number;
  waiting: boolean;
  onUse(prop: 1 | 2): void;
}) {
  const { t } = useTranslation();
  const name = p.prop === 1 ? t('game.bomb') : t('game.wildcard');
  return (
    <button
      type="button"
      className={`${styles.prop} ${p.status === 0 ? styles.dimmed : ''}`}
      aria-label={name}
      aria-disabled={p.cooldown > 0 || p.waiting || undefined}
      aria-busy={p.waiting || undefined}
      onClick={() => p.onUse(p.prop)}
      data-cooldown={p.cooldown}
    >
      <img
        src={`${import.meta.env.BASE_URL}fruits/${p.prop === 1 ? 'bomb' : 'wildcard'}.svg`}
        alt=""
        width={32}
        height={32}
      />
      <span className={styles.quantity}>{t('game.quantity', { count: p.quantity })}</span>
      {p.waiting || p.cooldown > 0 ? (
        <span className={styles.cooldown} aria-hidden="true">
          {p.waiting ? t('game.waiting') : t('game.cooldown', { seconds: p.cooldown })}
        </span>
      ) : null}
    </button>
  );
}
