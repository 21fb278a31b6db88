// Frame benchmark page: 100 pieces kept on the board, drawn either by the
// declarative react-konva Board (through the jotai store, as the game does) or
// by an imperative plain-Konva baseline; or a watched game at 16× (watched.tsx).
// The bench script reads window.bench.
import { Provider } from 'jotai';
import Konva from 'konva';
import { createRoot } from 'react-dom/client';
import { createWorld, STEP_MS, update, WORLD_HEIGHT, WORLD_WIDTH, type World } from '../../src/game';
import { fruitPiece } from '../../src/game/world';
import { Board } from '../../src/play/view/board/Board';
import { artBox, preloadImages, type ImageMap } from '../../src/play/view/board/images';
import { buildScene } from '../../src/play/scene/scene';
import { BOARD_COLORS, BOARD_HEIGHT, BOARD_WIDTH, WALL } from '../../src/play/scene/boardLook';
import type { Effect } from '../../src/play/scene/effects';
import { createGameStore, frameAtom } from '../../src/play/flow/store';
import { effectFeed } from './effectFeed';
import { imperativeEffects } from './imperativeEffects';
import { watched } from './watched';

const PIECES = 100;
const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'declarative';
/** effects=1: at least FEED_MIN effects running at all times, drawn by both modes alike. */
const feed = params.get('effects') === '1' ? effectFeed() : () => NO_EFFECTS;
const NO_EFFECTS: readonly Effect[] = [];

/** Keeps the board at PIECES pieces: merges remove some, so new ones fall in from above. */
function topUp(w: World): World {
  if (w.pieces.length >= PIECES) return w;
  const add = [];
  let id = w.nextId; // ids must stay unique: merges take them from the same counter
  for (let i = w.pieces.length; i < PIECES; i++, id++) {
    add.push(fruitPiece(id, 1 + (id % 5), 30 + ((id * 53) % 315), -60 - (id % 7) * 40));
  }
  return { ...w, pieces: [...w.pieces, ...add], nextId: id };
}

/** True while the rAF callback (and the microtasks it queued first) runs. */
let inFrame = false;
let world: World = topUp({ ...createWorld(42), grace: 1e12 }); // no game over while we measure
const stats = {
  frames: 0,
  draws: 0,
  intervals: [] as number[],
  byLayer: {} as Record<string, number>,
  drawMs: 0,
  frameJsMs: 0,
  /** Redraws of the moving layer inside the rAF callback that wrote the frame (so drawn before its paint). */
  drawsInFrame: 0,
  /** Fewest effects running in any measured frame. */
  minEffects: Infinity,
};
(window as unknown as { bench: typeof stats }).bench = stats;
(window as unknown as { Konva: typeof Konva }).Konva = Konva;

// Count real redraws of the moving layer.
const drawScene = Konva.Layer.prototype.drawScene;
Konva.Layer.prototype.drawScene = function (this: Konva.Layer, ...args: Parameters<typeof drawScene>) {
  if (this.name() === 'pieces') {
    stats.draws++;
    if (inFrame) stats.drawsInFrame++;
  }
  stats.byLayer[this.name() || '?'] = (stats.byLayer[this.name() || '?'] ?? 0) + 1;
  const t = performance.now();
  const r = drawScene.apply(this, args);
  stats.drawMs += performance.now() - t;
  return r;
};

function imperative(images: ImageMap) {
  Konva.autoDrawEnabled = false; // the baseline draws exactly once per frame, by hand
  const stage = new Konva.Stage({
    container: 'root',
    width: BOARD_WIDTH,
    height: BOARD_HEIGHT,
    x: WALL,
    listening: false,
  });
  const walls = new Konva.Layer({ listening: false });
  walls.add(new Konva.Rect({ x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT, fill: BOARD_COLORS.field }));
  const layer = new Konva.Layer({ listening: false, name: 'pieces' });
  stage.add(walls, layer);
  const danger = new Konva.Line({
    name: 'danger',
    points: [0, 0, WORLD_WIDTH, 0],
    stroke: '#e03131',
    strokeWidth: 3,
    dash: [8, 8],
    listening: false,
    visible: false,
  });
  layer.add(danger);
  const nodes = new Map<number, Konva.Image>();
  const drawEffects = imperativeEffects(layer);
  return (w: World, prev: World, alpha: number, effects: readonly Effect[]) => {
    const scene = buildScene({ prev, world: w, alpha, effects }, null);
    const seen = new Set<number>();
    for (const f of scene.fruits) {
      seen.add(f.id);
      let n = nodes.get(f.id);
      if (!n) {
        n = new Konva.Image({ image: images.get(f.art), listening: false, name: 'fruit' });
        nodes.set(f.id, n);
        layer.add(n);
      }
      const art = images.get(f.art);
      if (n.image() !== art) n.image(art); // a changed image re-registers its load listener in Konva
      n.setAttrs({
        x: f.x,
        y: f.y,
        rotation: f.rotation,
        scaleX: f.scale,
        scaleY: f.scale,
        opacity: f.opacity,
        ...artBox(f.radius),
      } as Konva.ImageConfig); // every attribute but the image, which is set above only when it changes
    }
    for (const [id, n] of nodes) {
      if (seen.has(id)) continue;
      n.destroy();
      nodes.delete(id);
    }
    drawEffects(scene.effects);
    // The danger line, as the board draws it (on top, pulsing while the pile is near the top line).
    danger.visible(scene.danger !== null);
    if (scene.danger) danger.y(scene.danger.y).opacity(scene.danger.opacity);
    if (danger.zIndex() !== layer.children.length - 1) danger.moveToTop();
    layer.draw(); // once per frame, like the board (batchDraw would skip every other frame)
  };
}

/** watched16: the viewer at 16× (watched.tsx), its frames counted as the game's are. */
function watchedFrames(images: ImageMap) {
  const viewer = watched(images, 16);
  let last: number | null = null;
  const tick = (t: number) => {
    requestAnimationFrame(tick);
    if (last !== null) stats.intervals.push(t - last);
    last = t;
    stats.frames++;
    stats.minEffects = 0; // not counted here
    inFrame = true;
    const t0 = performance.now();
    viewer.frame(t);
    stats.frameJsMs += performance.now() - t0;
    queueMicrotask(() => (inFrame = false));
  };
  requestAnimationFrame(tick);
  document.title = 'ready';
}

void preloadImages().then((images) => {
  if (mode === 'watched16') return watchedFrames(images);
  const store = createGameStore();
  let draw: (w: World, prev: World, alpha: number, effects: readonly Effect[]) => void;
  if (mode === 'imperative') {
    draw = imperative(images);
  } else {
    createRoot(document.getElementById('root')!).render(
      <Provider store={store}>
        <Board images={images} scale={1} onDrop={() => {}} banner="Watermelon × 2!" />
      </Provider>,
    );
    // As the game does: one store write per drawn frame. react-konva commits it in a microtask of this
    // rAF callback, so it is drawn before this frame's paint ("drawn in its frame"); that work shows
    // in the task time, not in the draw call.
    draw = (w, prev, alpha, effects) => store.set(frameAtom, { prev, world: w, alpha, effects });
  }
  let acc = 0;
  let last: number | null = null;
  let running = true;
  const tick = (t: number) => {
    if (!running) return;
    requestAnimationFrame(tick);
    if (last !== null) {
      stats.intervals.push(t - last);
      acc += Math.min(t - last, 100);
    }
    last = t;
    let prev = world;
    for (let s = 0; s < 4 && acc >= STEP_MS; s++) {
      prev = world;
      world = topUp(update(world, { type: 'step' }).world);
      acc -= STEP_MS;
    }
    stats.frames++;
    inFrame = true;
    const effects = feed(world);
    stats.minEffects = Math.min(stats.minEffects, effects.length);
    const t0 = performance.now();
    draw(world, prev, acc / STEP_MS, effects);
    stats.frameJsMs += performance.now() - t0;
    // Queued after the draw call: microtasks it queued (a React commit at sync priority) run first.
    queueMicrotask(() => (inFrame = false));
  };
  requestAnimationFrame(tick);
  // Back to back, one step per frame, no vsync: the cost of drawing the same frames in either mode.
  (window as unknown as { runFrames(n: number): Promise<Record<string, number>> }).runFrames = async (n: number) => {
    running = false;
    const t0 = performance.now();
    const d0 = stats.drawMs;
    let sim = 0;
    for (let i = 0; i < n; i++) {
      const prev = world;
      const s0 = performance.now();
      world = topUp(update(world, { type: 'step' }).world);
      const effects = feed(world);
      sim += performance.now() - s0;
      draw(world, prev, 1, effects);
      await Promise.resolve(); // React commits (and draws) in a microtask
    }
    const total = (performance.now() - t0) / n;
    const konva = (stats.drawMs - d0) / n;
    return { total, sim: sim / n, konvaDraw: konva, rest: total - sim / n - konva };
  };
  document.title = 'ready';
});
