import { Provider } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBridge } from '../../bridge';
import { PageMeta } from '../../components/PageMeta';
import { Game, randomSeed } from '../../play/Game';
import { createGameStore } from '../../play/store';

export default function GamePage() {
  const { t } = useTranslation();
  const [store] = useState(createGameStore);
  const [bridge] = useState(() => createBridge());
  const [seed] = useState(randomSeed);
  return (
    <main data-page="game">
      <PageMeta title={t('game.title')} description={t('site.description')} />
      <Provider store={store}>
        <Game bridge={bridge} seed={seed} />
      </Provider>
    </main>
  );
}
