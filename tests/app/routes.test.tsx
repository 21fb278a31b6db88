import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { setupI18n } from '../../src/i18n';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('routes', () => {
  beforeAll(() => {
    setupI18n({ languages: ['en-US'], language: 'en-US' });
  });

  it.each([
    ['/', 'desktop-landing'],
    ['/share', 'share'],
    ['/joinRoom', 'joinRoom'],
    ['/joinRoomTemplate', 'joinRoomTemplate'],
    ['/移动官网首页', 'mobile-landing'],
    ['/%E7%A7%BB%E5%8A%A8%E5%AE%98%E7%BD%91%E9%A6%96%E9%A1%B5', 'mobile-landing'],
    ['/code', 'not-found'],
    ['/a/b/c', 'not-found'],
  ])('%s renders %s', async (path, page) => {
    const { container } = renderAt(path);
    await screen.findAllByRole('heading', { level: 1 });
    expect(container.querySelector('[data-page]')?.getAttribute('data-page')).toBe(page);
  });

  it('sets a title per page', async () => {
    renderAt('/code');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found · Sweet Pet');
  });
});
