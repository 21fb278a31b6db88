import { useTranslation } from 'react-i18next';
import { Layer, Stage, Text } from 'react-konva';
import { PageMeta } from '../../components/PageMeta';

export default function GamePage() {
  const { t } = useTranslation();
  return (
    <main data-page="game">
      <PageMeta title={t('game.title')} description={t('site.description')} />
      <h1>{t('game.title')}</h1>
      <Stage width={375} height={400}>
        <Layer listening={false}>
          <Text text={t('game.title')} x={10} y={10} fontSize={20} />
        </Layer>
      </Stage>
    </main>
  );
}
