import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showReloadNotice } from '../../src/app/reloadNotice';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { ErrorNotice } from '../../src/components/ErrorNotice';
import { setupI18n } from '../../src/i18n';

beforeAll(() => setupI18n({ languages: ['zh-CN'], language: 'zh-CN' }));

function Broken(): never {
  throw new Error('boom');
}

describe('error boundary', () => {
  it('a child that throws shows a message and a reload button in the visitor’s language, not a blank page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    render(
      <ErrorBoundary where="page" fallback={<ErrorNotice reload={reload} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('出错了');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('page failed', expect.any(Error), expect.any(String));
  });

  it('children that render fine are shown as they are', () => {
    render(
      <ErrorBoundary where="page">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('painted page whose code failed to load', () => {
  it('keeps the page and adds a notice whose button reloads', () => {
    document.body.innerHTML = '<main><p data-testid="code">123456</p></main>';
    const reload = vi.fn();
    const box = showReloadNotice(document, reload);
    expect(box.getAttribute('role')).toBe('alert');
    expect(box).toHaveTextContent('页面未能完整加载');
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
