// npm run bench:fairplay — issue #48's figures, per rules version: revived game-over boards that end again
// within 600 frames with no further drop (target under the newest rules: 0 of at least 300 per style), and
// sleeping pieces hanging over 3 px in the air 60 frames after a bomb or a merge (target: 0 in at least
// 400 bombs and 900 merges). BOARDS and GAMES set the sample.
import { RULES_VERSIONS } from '../src/game';
import { hangFigures, reviveFigures, STYLES, type Style } from '../fixtures/fairPlay';
import { table, writeResult } from './lib';

const BOARDS = Number(process.env.BOARDS ?? 300);
const GAMES = Number(process.env.GAMES ?? 30);
const styles = Object.keys(STYLES) as Style[];

const revive = RULES_VERSIONS.filter((v) => v >= 2).flatMap((v) => styles.map((s) => reviveFigures(v, s, BOARDS)));
console.log(table(revive.map(({ soonest, ...r }) => ({ ...r, soonest: soonest.join(' ') }))));
const hang = RULES_VERSIONS.flatMap((v) => styles.map((s) => hangFigures(v, s, GAMES)));
console.log(table(hang));
console.log(`wrote ${writeResult('fairPlay', { boards: BOARDS, games: GAMES, revive, hang })}`);
