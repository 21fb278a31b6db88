import { Provider } from 'jotai';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBridge } from '../../bridge';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageMeta } from '../../components/PageMeta';
import { Game, randomSeed } from '../../play/Game';
import { GameShell } from '../../play/GameShell';
import { createGameStore } from '../../play/store';
import { Prerendering } from '../../prerender/prerendering';

function seedFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('seed');
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

export default function GamePage() {
  const { t } = useTranslation();
  // The prerender paints the shell; in the browser the live game's first render is the same markup,
  // so it hydrates the painted nodes (the game comes alive in them once it is ready).
  const prerendering = useContext(Prerendering);
  return (
    <main data-page="game">
      <PageMeta title={t('game.title')} description={t('site.description')} />
      <ErrorBoundary where="game">{prerendering ? <GameShell /> : <LiveGame />}</ErrorBoundary>
    </main>
  );
}

function LiveGame() {
  const [store] = useState(createGameStore);
  const [bridge] = useState(() => createBridge());
  // ?seed=N replays a known game (host simulator, tests, bug reports); otherwise a fresh one.
  const [seed] = useState(() => seedFrom(location.search) ?? randomSeed());
  return (
    <Provider store={store}>
      <Game bridge={bridge} seed={seed} />
    </Provider>
  );
}
