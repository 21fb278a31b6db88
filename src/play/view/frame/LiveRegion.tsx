import { useAtomValue } from 'jotai';
import { useTranslation } from '../../../i18n/gameText';
import { fruit } from '../../../game';
import { announceAtom } from '../../flow/store';

/** Merges and the score, said politely to screen readers (announcer.ts keeps it to one per 2 s). */
export function LiveRegion() {
  const { t } = useTranslation();
  const a = useAtomValue(announceAtom);
  const text = !a
    ? ''
    : a.kind === 'merged'
      ? t('game.announceMerged', { fruit: t(`game.fruits.${fruit(a.level).key}`), score: a.score })
      : t('game.announceWatermelons', { score: a.score });
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {text}
    </p>
  );
}
