import { Provider } from 'jotai';
import { useContext, useState } from 'react';
import { useTranslation } from '../../i18n/gameText';
import { createBridge } from '../../bridge';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageMeta } from '../../components/PageMeta';
import { Game, randomSeed } from '../../play/view/frame/Game';
import { GameShell } from '../../play/view/frame/GameShell';
import { watchFrom } from '../../play/view/watch/watchFrom';
import { createGameStore } from '../../play/flow/store';
import type { KeptStore } from '../../play/kept/storage';
import { Prerendering } from '../../prepaint/prerendering';
import { seedsFrom } from './seedParams';

/** `keptStore`: where the game is kept, its read already begun by the page's entry; else the page's own. */
export default function GamePage({ keptStore }: { keptStore?: KeptStore }) {
  const { t } = useTranslation();
  // The prerender paints the shell; in the browser the live game's first render is the same markup,
  // so it hydrates the painted nodes (the game comes alive in them once it is ready).
  const prerendering = useContext(Prerendering);
  return (
    <main data-page="game">
      <PageMeta title={t('game.title')} description={t('site.description')} />
      <ErrorBoundary where="game">{prerendering ? <GameShell /> : <LiveGame keptStore={keptStore} />}</ErrorBoundary>
    </main>
  );
}

function LiveGame({ keptStore }: { keptStore?: KeptStore }) {
  const [store] = useState(createGameStore);
  const [bridge] = useState(() => createBridge());
  // ?replay=… opens the viewer on a reported game (host simulator); ?gameSeed=N is the host's seed for every game;
  // ?seed=N starts a known game (tests, bug reports); otherwise a fresh one.
  const [watchFirst] = useState(() => watchFrom(location.search));
  const [seeds] = useState(() => seedsFrom(location.search));
  const [seed] = useState(() => seeds.seed ?? randomSeed());
  return (
    <Provider store={store}>
      <Game
        bridge={bridge}
        seed={seed}
        gameSeed={seeds.gameSeed ?? undefined}
        watchFirst={watchFirst}
        keptStore={keptStore}
      />
    </Provider>
  );
}
