// The pages both engines save as screenshots (`npm run shots`, tests/e2e/phone/screenshots.shots.ts):
// every page `npm start` lists, plus the not-found page, at the sizes people open them at, in both languages.
import { ROUTES } from '../../../src/app/routeTable';

/** Phones upright, phones on their side, a tablet both ways, laptops and a desktop: width × height in CSS px. */
export const SCREEN_SIZES = [
  [360, 640],
  [375, 667],
  [390, 844],
  [430, 932],
  [667, 375],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
] as const;

export const LANGUAGES = ['en-US', 'zh-CN'] as const;

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

export const SCREENSHOT_PAGES = [
  ...ROUTES.flatMap((r) =>
    r.label
      ? [
          {
            name: slug(r.label),
            path: `${encodeURIComponent(r.path.slice(1))}${r.page === 'game' ? '?seed=7' : (r.sample ?? '')}`,
            ready: r.page === 'game' ? '[data-testid=board] canvas' : 'main',
          },
        ]
      : [],
  ),
  { name: 'not-found', path: 'no-such-page', ready: 'main' },
];

/** Where a screenshot goes: `test-results/screenshots/<engine>-<page>-<language>-<width>x<height>.png`. */
export const shotPath = (engine: string, page: string, lang: string, [w, h]: readonly [number, number]) =>
  `test-results/screenshots/${engine}-${page}-${lang}-${w}x${h}.png`;
