import 'vitest-canvas-mock';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installHostCallbacks } from '../../../src/bridge/inbox';
import { setupI18n } from '../../../src/i18n';
import { ranking } from '../../bridge/malformed';
import { renderGame } from '../fakes';

beforeAll(() => {
  setupI18n({ languages: ['en-US'], language: 'en-US' });
  installHostCallbacks(window);
});

describe('the ranking under a slow host', () => {
  it('a tab asked again keeps its last list on screen, with a quiet loading mark, until the new answer', async () => {
    renderGame();
    await screen.findByTestId('board');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Total' }));
    const host = window as unknown as { rankingData(p: unknown): void };
    act(() =>
      host.rankingData(
        ranking([
          {
            users: [
              { avatar: '', name: 'Ann' },
              { avatar: '', name: 'Bo' },
            ],
            scoreNum: 77,
          },
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('listitem')).toHaveTextContent('77');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading…');
    expect(panel).toHaveAttribute('aria-busy', 'true');
  });
});
