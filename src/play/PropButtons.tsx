import { useAtomValue } from 'jotai';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propsAtom } from './store';
import styles from './Game.module.css';

/** A press starts this cooldown; presses during it are ignored (SPEC §5). */
export const PROP_COOLDOWN_MS = 3000;

export const PropButtons = memo(function PropButtons({ onUse }: { onUse(prop: 1 | 2, quantity: number): void }) {
  const props = useAtomValue(propsAtom);
  return (
    <div className={styles.props}>
      {props.map((p) => (
        <PropButton key={p.prop} prop={p.prop} quantity={p.quantity} status={p.status} onUse={onUse} />
      ))}
    </div>
  );
});

function PropButton({
  prop,
  quantity,
  status,
  onUse,
}: {
  prop: 1 | 2;
  quantity: number;
  status: number;
  onUse(p: 1 | 2, q: number): void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0); // whole seconds of cooldown left, for the label
  const until = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const press = () => {
    const now = Date.now();
    if (now < until.current) return;
    until.current = now + PROP_COOLDOWN_MS;
    setLeft(Math.ceil(PROP_COOLDOWN_MS / 1000));
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      const rest = until.current - Date.now();
      setLeft(rest > 0 ? Math.ceil(rest / 1000) : 0);
      if (rest <= 0) window.clearInterval(timer.current);
    }, 250);
    onUse(prop, quantity);
  };
  const name = prop === 1 ? t('game.bomb') : t('game.wildcard');
  return (
    <button
      type="button"
      className={`${styles.prop} ${status === 0 ? styles.dimmed : ''}`}
      aria-label={name}
      aria-disabled={left > 0 || undefined}
      onClick={press}
      data-cooldown={left}
    >
      <img
        src={`${import.meta.env.BASE_URL}fruits/${prop === 1 ? 'bomb' : 'wildcard'}.svg`}
        alt=""
        width={32}
        height={32}
      />
      <span className={styles.quantity}>{t('game.quantity', { count: quantity })}</span>
      {left > 0 ? (
        <span className={styles.cooldown} aria-hidden="true">
          {t('game.cooldown', { seconds: left })}
        </span>
      ) : null}
    </button>
  );
}
