// The game's views take `useTranslation` from here: importing it adds the game's texts (src/i18n/gameTexts.ts),
// which only the game carries.
import { addTexts } from '.';
import { gameTexts } from './gameTexts';

addTexts(gameTexts);

export { useTranslation } from 'react-i18next';
