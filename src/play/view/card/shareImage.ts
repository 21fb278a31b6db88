import { isInAppBrowser } from '../../../share/inAppBrowsers';

/** How a picture left a page with no app: the system's share sheet, a download, or shown to press and hold. */
export type ImageShared = 'shared' | 'cancelled' | 'downloaded' | 'longPress';

/**
 * Shares a picture from a plain browser, inside the tap (the share sheet needs its user activation):
 * - the Web Share API with the file, where `navigator.canShare({ files })` says yes;
 * - else a download, except in the apps' own browsers (WeChat and the rest), which drop downloads;
 * - else, or when the share sheet fails, `longPress`: the caller shows the picture large to press and hold.
 * The download's link goes inside `within` (the open dialog): the page under a modal dialog is inert.
 */
export function shareImage(
  picture: { readonly blob: Blob },
  fileName: string,
  within: Element,
  nav: Navigator = navigator,
): Promise<ImageShared> {
  const file = new File([picture.blob], fileName, { type: 'image/png' });
  if (typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files: [file] })) {
    return nav.share({ files: [file] }).then(
      () => 'shared' as const,
      (e: unknown) => ((e as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'longPress'),
    );
  }
  if (isInAppBrowser(nav.userAgent) || !('download' in HTMLAnchorElement.prototype))
    return Promise.resolve('longPress');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(picture.blob);
  link.download = fileName;
  link.hidden = true;
  within.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000); // the download has its bytes long before
  return Promise.resolve('downloaded');
}
