import { Provider } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBridge } from '../../bridge';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageMeta } from '../../components/PageMeta';
import { Game, randomSeed } from '../../play/Game';
import { createGameStore } from '../../play/store';

function seedFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

export default function GamePage() {
  const { t } = useTranslation();
  const [store] = useState(createGameStore);
  const [bridge] = useState(() => createBridge());
  // ?seed=N replays a known game (host simulator, tests, bug reports); otherwise a fresh one.
  const [seed] = useState(() => seedFrom(location.search) ?? randomSeed());
  return (
    <main data-page="game">
      <PageMeta title={t('game.title')} description={t('site.description')} />
      <ErrorBoundary where="game">
        <Provider store={store}>
          <Game bridge={bridge} seed={seed} />
        </Provider>
      </ErrorBoundary>
    </main>
  );
}
