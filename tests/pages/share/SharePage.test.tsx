import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { setupI18n } from '../../../src/i18n';
import { LAUNCH_EVENT } from '../../../src/share/launcher';

async function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('share pages (en)', () => {
  beforeAll(() => setupI18n({ languages: ['en-US'], language: 'en-US' }));

  it.each([
    ['/share?roomNo=111&tempCode=999', 'match code', '111'],
    ['/joinRoom?roomNo=222&tempCode=999', 'room number', '222'],
    ['/joinRoomTemplate?roomNo=999&tempCode=333', 'template code', '333'],
  ])('%s words the code as "%s" and shows %s', async (path, what, code) => {
    const heading = await renderAt(path);
    expect(heading).toHaveTextContent(`Your ${what}`);
    expect(screen.getByTestId('code')).toHaveTextContent(code);
    expect(screen.getByText(`Open the app and enter the ${what}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^Copy the ${what} and open the\\sapp$`) })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://example.com/download');
  });

  it.each(['/share', '/joinRoom', '/joinRoomTemplate', '/share?roomNo='])(
    '%s without a code shows a dash and disables copying but not opening',
    async (path) => {
      await renderAt(path);
      expect(screen.getByTestId('code')).toHaveTextContent('—');
      expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
      expect(screen.getByRole('button', { name: /and open the\sapp$/ })).toBeEnabled();
    },
  );

  it.each([
    ['/share', 'couplesapp://share'],
    ['/joinRoomTemplate?tempCode=', 'couplesapp://joinRoomTemplate'],
    ['/joinRoom?roomNo=42', 'couplesapp://joinRoom?roomNo=42'],
  ])('%s: the big button opens %s (no empty code is sent to the app)', async (path, link) => {
    await renderAt(path);
    const launched: string[] = [];
    const record = (e: Event) => launched.push((e as CustomEvent<string>).detail);
    window.addEventListener(LAUNCH_EVENT, record);
    fireEvent.click(screen.getByRole('button', { name: /and open the\sapp$/ }));
    window.removeEventListener(LAUNCH_EVENT, record);
    expect(launched).toEqual([link]);
  });

  it('uses the first of repeated parameters', async () => {
    await renderAt('/joinRoom?roomNo=first&roomNo=second');
    expect(screen.getByTestId('code')).toHaveTextContent(/^first$/);
  });

  it('drops bidi controls, so the code shown is the code copied and sent to the app', async () => {
    await renderAt(`/joinRoom?roomNo=${encodeURIComponent('\u202E123ABC')}`);
    expect(screen.getByTestId('code').textContent).toBe('123ABC');
  });

  it('shows markup as text', async () => {
    await renderAt(`/share?roomNo=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(screen.getByTestId('code').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('main img')).toBeNull();
  });
});

describe('share pages (zh)', () => {
  beforeAll(() => setupI18n({ languages: ['zh-CN'], language: 'zh-CN' }));

  it.each([
    ['/share?roomNo=1', '匹配码'],
    ['/joinRoom?roomNo=1', '房间号'],
    ['/joinRoomTemplate?tempCode=1', '模板码'],
  ])('%s says %s', async (path, what) => {
    expect(await renderAt(path)).toHaveTextContent(`你的${what}`);
    expect(screen.getByRole('button', { name: `复制${what}并打开App` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载' })).toBeInTheDocument();
  });
});
