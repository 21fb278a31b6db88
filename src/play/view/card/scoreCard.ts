// The score card: a picture of a game's end made on the device, to send to the app (msg 15) or share from the
// browser. A scene of its own (Konva, offscreen): the board as its stage draws it, the score, the couple, the date,
// the app's mark and a QR code of the download page. Loaded with the end popup's first Share, never at the
// game's cold open.
import { Layer } from 'konva/lib/Layer';
import { Group } from 'konva/lib/Group';
import { Shape } from 'konva/lib/Shape';
import { Stage } from 'konva/lib/Stage';
import type { Context } from 'konva/lib/Context';
import { Circle } from 'konva/lib/shapes/Circle';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import { MAX_CARD_CHARS } from '../../../bridge/protocol';
import { LOGO_SHAPES } from '../../../components/Logo';
import { BRAND } from '../../../styles/theme';
import { shareImage } from './shareImage';
import { boardPicture } from './boardPicture';
import type { BoardDrawing } from './boardDrawing';

/** The download page's QR code, encoded at build time (vite.config.ts): here, in the card's own chunk. */
declare const __DOWNLOAD_QR__: { readonly size: number; readonly path: string };

/** The card's size in CSS px; it is exported at up to twice that (CARD_RATIOS). */
export const CARD = { width: 360, height: 640 } as const;
/** Pixel ratios tried in turn: the sharpest whose PNG fits msg 15's MAX_CARD_CHARS. */
export const CARD_RATIOS = [2, 1.5, 1.25, 1] as const;
const PNG_PREFIX = 'data:image/png;base64,';

/** A person on the card: the name, and the avatar once loaded (null: the placeholder). */
export interface CardPerson {
  readonly name: string;
  readonly avatar: HTMLImageElement | null;
}

export interface CardInput {
  /** The board as it ended, settled and cropped to the pile (boardPicture.ts); null where it could not be drawn. */
  readonly board: HTMLCanvasElement | null;
  readonly score: number;
  /** The player and their partner as the host named them; none when it has not (placeholders). */
  readonly couple: readonly CardPerson[];
  /** The date, already written in the player's language. */
  readonly date: string;
  readonly texts: { readonly appName: string; readonly game: string; readonly points: string; readonly scan: string };
  /** The download page's QR code: its width in modules and its dark modules as an SVG path (qrPath). */
  readonly qr: { readonly size: number; readonly path: string };
}

const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";
const INK = '#2b2b33';
const SOFT = '#6b6470';
const PAD = 24;
/** The QR code's side with its white margin, in CSS px. */
const QR_SIDE = 96;

/** The QR path's runs (`M x y h run v1 h-run z`, qrPath) as rectangles of one module's height. */
export const qrRuns = (path: string): [number, number, number][] =>
  [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);

/** The card as a scene: every text and picture a named node, so a test reads back what was drawn. */
export function cardScene(input: CardInput, container: HTMLDivElement = document.createElement('div')): Stage {
  const stage = new Stage({ container, width: CARD.width, height: CARD.height, listening: false });
  const layer = new Layer({ listening: false });
  stage.add(layer);
  layer.add(
    new Rect({
      name: 'background',
      width: CARD.width,
      height: CARD.height,
      fillLinearGradientStartPoint: { x: 0, y: 0 },
      fillLinearGradientEndPoint: { x: 0, y: CARD.height },
      fillLinearGradientColorStops: [0, '#fff4f7', 1, '#ffe3ec'],
    }),
  );
  header(layer, input);
  const top = couple(layer, input.couple, 180);
  board(layer, input.board, top + 14, CARD.height - PAD - QR_SIDE - 18);
  footer(layer, input);
  return stage;
}

function header(layer: Layer, { texts, date, score }: CardInput) {
  const logo = new Shape({
    name: 'logo',
    x: PAD,
    y: PAD,
    scaleX: 40 / 64,
    scaleY: 40 / 64,
    sceneFunc: (ctx: Context) => {
      const native = ctx._context;
      for (const s of LOGO_SHAPES) {
        native.fillStyle = s.fill;
        native.fill(new Path2D(s.d));
      }
    },
  });
  const text = (name: string, value: string, props: Record<string, unknown>) =>
    new Text({ name, text: value, fontFamily: FONT, fill: INK, wrap: 'none', ellipsis: true, ...props });
  layer.add(
    logo,
    text('appName', texts.appName, { x: PAD + 50, y: PAD + 2, width: 250, fontSize: 18, fontStyle: 'bold' }),
    text('game', texts.game, { x: PAD + 50, y: PAD + 24, width: 250, fontSize: 13, fill: SOFT }),
    text('score', String(score), {
      y: 78,
      width: CARD.width,
      align: 'center',
      fontSize: 52,
      fontStyle: 'bold',
      fill: BRAND,
    }),
    text('points', texts.points, { y: 134, width: CARD.width, align: 'center', fontSize: 13, fill: SOFT }),
    // The date on a line of its own: "November 28, 2026" whole in any font.
    text('date', date, { y: 154, width: CARD.width, align: 'center', fontSize: 13, fill: SOFT }),
  );
}

/** Two avatars side by side with the names under them; placeholders (a heart in a circle) when the host named no one. */
function couple(layer: Layer, people: readonly CardPerson[], y: number): number {
  const shown: (CardPerson | null)[] = people.length ? people.slice(0, 2) : [null, null];
  const r = 20;
  const gap = 120;
  const centre = CARD.width / 2;
  shown.forEach((p, i) => {
    const x = shown.length === 1 ? centre : centre + (i === 0 ? -gap / 2 : gap / 2);
    const group = new Group({ name: p?.avatar ? 'avatar' : 'avatarPlaceholder', x, y: y + r });
    group.add(new Circle({ radius: r, fill: '#ffd6e0', stroke: '#fff', strokeWidth: 3 }));
    if (p?.avatar) {
      const face = new Group({ clipFunc: (ctx: Context) => ctx.arc(0, 0, r - 2, 0, Math.PI * 2, false) });
      face.add(new KonvaImage({ image: p.avatar, x: -r, y: -r, width: 2 * r, height: 2 * r }));
      group.add(face);
    } else {
      group.add(new Text({ text: '♥', fontSize: 18, fill: BRAND, x: -r, y: -9, width: 2 * r, align: 'center' }));
    }
    layer.add(group);
    if (p) {
      layer.add(
        new Text({
          name: 'name',
          text: p.name,
          x: x - 60,
          y: y + 2 * r + 6,
          width: 120,
          align: 'center',
          fontFamily: FONT,
          fontSize: 13,
          fill: INK,
          wrap: 'none',
          ellipsis: true,
        }),
      );
    }
  });
  if (shown.length === 2)
    layer.add(
      new Text({ text: '♥', x: centre - 10, y: y + r - 10, width: 20, align: 'center', fontSize: 18, fill: BRAND }),
    );
  return y + 2 * r + (people.length ? 26 : 6);
}

/** The board as its stage drew it, as large as fits between the couple and the footer. */
function board(layer: Layer, canvas: HTMLCanvasElement | null, top: number, bottom: number) {
  if (!canvas || !canvas.width || !canvas.height) return;
  const scale = Math.min((CARD.width - 2 * PAD) / canvas.width, (bottom - top) / canvas.height);
  const width = canvas.width * scale;
  const height = canvas.height * scale;
  layer.add(
    new KonvaImage({
      name: 'board',
      image: canvas,
      x: (CARD.width - width) / 2,
      y: top,
      width,
      height,
      cornerRadius: 10,
    }),
  );
}

/** The download page's QR code, with a white margin scanners need, and what it is for. */
function footer(layer: Layer, { qr, texts }: CardInput) {
  const side = QR_SIDE;
  const quiet = 2;
  const module = side / (qr.size + 2 * quiet);
  const runs = qrRuns(qr.path);
  const x = PAD;
  const y = CARD.height - PAD - side;
  layer.add(
    new Rect({ name: 'qrMargin', x, y, width: side, height: side, fill: '#fff', cornerRadius: 6 }),
    new Shape({
      name: 'qr',
      x: x + quiet * module,
      y: y + quiet * module,
      scaleX: module,
      scaleY: module,
      fill: INK,
      sceneFunc: (ctx: Context, shape: Shape) => {
        ctx.beginPath();
        for (const [rx, ry, run] of runs) ctx.rect(rx, ry, run, 1);
        ctx.fillShape(shape);
      },
    }),
    new Text({
      name: 'scan',
      text: texts.scan,
      x: x + side + 16,
      y: y + side / 2 - 20,
      width: CARD.width - x - side - 16 - PAD,
      fontFamily: FONT,
      fontSize: 16,
      fontStyle: 'bold',
      fill: INK,
    }),
    new Text({
      name: 'scanApp',
      text: texts.appName,
      x: x + side + 16,
      y: y + side / 2 + 4,
      width: CARD.width - x - side - 16 - PAD,
      fontFamily: FONT,
      fontSize: 13,
      fill: SOFT,
    }),
  );
}

/** The card as a PNG: the sharpest of CARD_RATIOS whose data URL fits MAX_CARD_CHARS. Throws on a tainted canvas. */
export async function cardPng(stage: Stage): Promise<{ blob: Blob; dataUrl: string; pixelRatio: number }> {
  for (const pixelRatio of CARD_RATIOS) {
    const blob = await pngOf(stage.toCanvas({ pixelRatio }));
    if (PNG_PREFIX.length + 4 * Math.ceil(blob.size / 3) > MAX_CARD_CHARS) continue;
    const dataUrl = await dataUrlOf(blob);
    if (dataUrl.startsWith(PNG_PREFIX) && dataUrl.length <= MAX_CARD_CHARS) return { blob, dataUrl, pixelRatio };
  }
  throw new Error(`the score card is over ${MAX_CARD_CHARS} characters at every pixel ratio`);
}

const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((ok, fail) => {
    canvas.toBlob((blob) => (blob ? ok(blob) : fail(new Error('the canvas made no PNG'))), 'image/png');
  });

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((ok, fail) => {
    const reader = new FileReader();
    reader.onload = () => ok(String(reader.result));
    reader.onerror = () => fail(reader.error ?? new Error('the PNG could not be read'));
    reader.readAsDataURL(blob);
  });

/** An avatar for the card, or null (the placeholder): it must load within `waitMs` and by CORS, so the canvas stays clean. */
export function loadAvatar(src: string, waitMs = 3000): Promise<HTMLImageElement | null> {
  if (!/^(https:|data:image\/)/.test(src)) return Promise.resolve(null);
  return new Promise((done) => {
    const img = new Image();
    const timer = setTimeout(() => done(null), waitMs);
    const end = (ok: boolean) => {
      clearTimeout(timer);
      done(ok ? img : null);
    };
    img.crossOrigin = 'anonymous'; // a host that does not allow it fails here, not by tainting the card
    img.onload = () => end(true);
    img.onerror = () => end(false);
    img.src = src;
  });
}

/** The card made from what the page has: avatars loaded (or placeholders), drawn, and its PNG. */
export async function makeScoreCard(
  made: Omit<CardInput, 'couple' | 'qr' | 'board'> & {
    readonly people: readonly { readonly name: string; readonly avatar: string }[];
    /** The game's end as its board is drawn (boardDrawing.ts), and how wide its picture is (device px). */
    readonly board: BoardDrawing;
    readonly boardPx: number;
  },
): Promise<{ stage: Stage; blob: Blob; dataUrl: string; share: typeof shareImage }> {
  const input = { ...made, board: boardPicture(made.board, made.boardPx), qr: __DOWNLOAD_QR__ };
  const couple = await Promise.all(
    input.people.map(async (p) => ({ name: p.name, avatar: await loadAvatar(p.avatar) })),
  );
  const stage = cardScene({ ...input, couple });
  try {
    return { stage, share: shareImage, ...(await cardPng(stage)) };
  } catch (e) {
    stage.destroy();
    // An avatar that tainted the canvas after all: the card with placeholders, never no card.
    if (!(e instanceof DOMException && e.name === 'SecurityError')) throw e;
    const plain = cardScene({ ...input, couple: couple.map((p) => ({ ...p, avatar: null })) });
    return { stage: plain, share: shareImage, ...(await cardPng(plain)) };
  }
}
