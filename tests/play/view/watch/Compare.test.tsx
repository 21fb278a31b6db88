// The end popup's comparison with a watched game (issue #85): while the other game is still being checked it shows
// no score of theirs and no difference, only that it is checking; once checked, the whole game's; never a part of it.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeReplay } from '../../../../src/game';
import { setupI18n } from '../../../../src/i18n';
import Compare from '../../../../src/play/view/watch/Compare';
import { watchedBotGame } from '../../../../fixtures/watched';

const { bot, replay, reference } = watchedBotGame();
const rival = {
  seed: replay.seed,
  users: [
    { avatar: '', name: 'Ann' },
    { avatar: '', name: 'Bo' },
  ] as const,
  replay,
  checked: null,
};
const curve = reference.curve().map((p) => [p.frame, p.score] as const);

beforeAll(() => setupI18n({ languages: ['en-US'], language: 'en-US' }));

describe('the comparison', () => {
  it('says their game is being checked, with no score of theirs and no difference', () => {
    render(<Compare rival={rival} theirs={{ status: 'checking' }} replay={bot.replay} score={40} />);
    const section = screen.getByTestId('compare');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('compare-diff').textContent).toMatch(/^Checking every move of Ann & Bo/);
    expect(section.textContent).not.toMatch(/ahead|behind|tie/);
    expect(section.querySelectorAll('polyline')[0]!.getAttribute('points')).toBe('');
  });

  it('once checked, compares the whole game: its score, its curve and the difference', () => {
    const score = bot.world.score + 12;
    render(
      <Compare
        rival={rival}
        theirs={{ status: 'checked', score: bot.world.score, curve }}
        replay={bot.replay}
        score={score}
      />,
    );
    expect(screen.getByTestId('compare').textContent).toContain(`Ann & Bo ${bot.world.score}`);
    expect(screen.getByTestId('compare-diff').textContent).toBe('12 points ahead');
    expect(decodeReplay(bot.replay).ok).toBe(true);
  });

  it('a game whose moves do not add up is not compared', () => {
    render(<Compare rival={rival} theirs={{ status: 'failed' }} replay={bot.replay} score={5} />);
    expect(screen.getByTestId('compare-diff').textContent).toMatch(/no comparison/);
  });
});
