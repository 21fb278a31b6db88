// The game's views take `useTranslation` from here: importing it adds the game's texts (src/i18n/gameTexts.ts),
// which only the game carries.
import { addTexts } from '../../i18n';
import { gameTexts } from '../../i18n/gameTexts';

addTexts(gameTexts);

export { useTranslation } from 'react-i18next';
