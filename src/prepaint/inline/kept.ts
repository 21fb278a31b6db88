// Inlined on the game's page, straight after the body script: a kept game's score and prop counts are in the
// first paint (../kept.ts).
import { showKeptGame } from '../kept';

showKeptGame(document, () => localStorage, Date.now(), location.search);
