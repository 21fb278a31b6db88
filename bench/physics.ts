// npm run bench:physics — ms per step of our solver against matter-js 0.20, planck and Rapier 2D on the
// same box, radii and drop layout, falling and at rest, plus the largest resting overlap. All four get our
// gravity and air drag, so they do the same falling and piling up. Sleeping is off for all four (ours:
// `rest` is cleared before every step); ours with its sleeping on is reported beside it. Rapier runs its
// default step (integration parameters untouched).
import RAPIER from '@dimforge/rapier2d-compat';
import Matter from 'matter-js';
import * as planck from 'planck';
import { AIR_DRAG, GRAVITY, WORLD_HEIGHT, WORLD_WIDTH } from '../src/game/constants';
import { physicsStep } from '../src/game/physics';
import { LATEST_RULES, RULES } from '../src/game/rules';
import { createSim, loadWorld } from '../src/game/sim';
import { createWorld, fruitPiece } from '../src/game/world';
import { median, table, writeResult } from './lib';

const COUNTS = [30, 60, 100, 200];
const LEVELS = [1, 2, 3, 4, 5];
const TRIALS = Number(process.env.TRIALS ?? 5);
const FALL_STEPS = 60;
const SETTLE_STEPS = 900;
const REST_STEPS = 120;
const WALL_HEIGHT = 4000; // the pile of 200 rises far above the 400 px box: walls go up with it

interface Layout {
  x: number;
  y: number;
  r: number;
}

/** A grid of pieces above the floor, radii cycling through levels 1–5, with a little deterministic jitter. */
function layout(n: number): Layout[] {
  const out: Layout[] = [];
  for (let i = 0; i < n; i++) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const level = LEVELS[i % LEVELS.length]!;
    const r = [15, 25, 30, 35, 40][level - 1]!;
    out.push({ x: 50 + col * 92 + ((i * 7) % 9), y: WORLD_HEIGHT - 60 - row * 90, r });
  }
  return out;
}

interface Engine {
  step(): void;
  circles(): { x: number; y: number; r: number }[];
}

function ours(items: Layout[], sleep: boolean): Engine {
  const pieces = items.map((it, i) => ({ ...fruitPiece(i + 1, LEVELS[i % 5]!, it.x, it.y), landed: true }));
  // The solver's state, stepped in place as the game steps it.
  const s = loadWorld(createSim(), { ...createWorld(1, LATEST_RULES), pieces });
  return {
    step() {
      if (!sleep) s.rest.fill(0, 0, s.n);
      physicsStep(s, RULES[LATEST_RULES]);
    },
    circles: () => Array.from({ length: s.n }, (_, i) => ({ x: s.x[i]!, y: s.y[i]!, r: s.r[i]! })),
  };
}

// All three fall alike: our gravity (px per frame²) and per-frame air drag, in each engine's units.
const FRAME_MS = 1000 / 60;

function matter(items: Layout[]): Engine {
  // Matter adds gravity.y × scale × Δt² px per step, and keeps (1 − frictionAir) of the velocity.
  const gravity = { x: 0, y: 1, scale: GRAVITY / (FRAME_MS * FRAME_MS) };
  const engine = Matter.Engine.create({ enableSleeping: false, gravity });
  const wall = (x: number, y: number, w: number, h: number) => Matter.Bodies.rectangle(x, y, w, h, { isStatic: true });
  const bodies = items.map((it) =>
    Matter.Bodies.circle(it.x, it.y, it.r, { friction: 0.1, restitution: 0.3, frictionAir: 1 - AIR_DRAG }),
  );
  Matter.Composite.add(engine.world, [
    wall(WORLD_WIDTH / 2, WORLD_HEIGHT + 50, WORLD_WIDTH + 200, 100),
    wall(-50, WORLD_HEIGHT - WALL_HEIGHT / 2, 100, WALL_HEIGHT),
    wall(WORLD_WIDTH + 50, WORLD_HEIGHT - WALL_HEIGHT / 2, 100, WALL_HEIGHT),
    ...bodies,
  ]);
  return {
    step: () => Matter.Engine.update(engine, 1000 / 60),
    circles: () => bodies.map((b, i) => ({ x: b.position.x, y: b.position.y, r: items[i]!.r })),
  };
}

const SCALE = 30; // px per metre for planck
function planckEngine(items: Layout[]): Engine {
  // px/frame² → m/s²; planck scales velocity by 1 / (1 + Δt × damping) per step.
  const world = new planck.World({ gravity: planck.Vec2(0, (GRAVITY * 3600) / SCALE), allowSleep: false });
  const linearDamping = 60 * (1 / AIR_DRAG - 1);
  const ground = world.createBody();
  const m = (v: number) => v / SCALE;
  ground.createFixture(planck.Edge(planck.Vec2(0, m(WORLD_HEIGHT)), planck.Vec2(m(WORLD_WIDTH), m(WORLD_HEIGHT))));
  ground.createFixture(planck.Edge(planck.Vec2(0, m(WORLD_HEIGHT)), planck.Vec2(0, m(WORLD_HEIGHT - WALL_HEIGHT))));
  ground.createFixture(
    planck.Edge(
      planck.Vec2(m(WORLD_WIDTH), m(WORLD_HEIGHT)),
      planck.Vec2(m(WORLD_WIDTH), m(WORLD_HEIGHT - WALL_HEIGHT)),
    ),
  );
  const bodies = items.map((it) => {
    const b = world.createDynamicBody({ position: planck.Vec2(m(it.x), m(it.y)), linearDamping });
    b.createFixture(planck.Circle(m(it.r)), { density: 1, friction: 0.1, restitution: 0.3 });
    return b;
  });
  return {
    step: () => world.step(1 / 60, 8, 3),
    circles: () =>
      bodies.map((b, i) => ({ x: b.getPosition().x * SCALE, y: b.getPosition().y * SCALE, r: items[i]!.r })),
  };
}

/** Rapier 2D (WebAssembly), in metres like planck; its damping scales velocity by 1 / (1 + Δt × damping) too. */
function rapier(items: Layout[]): Engine {
  const m = (v: number) => v / SCALE;
  const world = new RAPIER.World({ x: 0, y: (GRAVITY * 3600) / SCALE });
  const linearDamping = 60 * (1 / AIR_DRAG - 1);
  const wall = (x: number, y: number, hw: number, hh: number) =>
    world.createCollider(RAPIER.ColliderDesc.cuboid(m(hw), m(hh)).setTranslation(m(x), m(y)));
  wall(WORLD_WIDTH / 2, WORLD_HEIGHT + 50, WORLD_WIDTH / 2 + 100, 50);
  wall(-50, WORLD_HEIGHT - WALL_HEIGHT / 2, 50, WALL_HEIGHT / 2);
  wall(WORLD_WIDTH + 50, WORLD_HEIGHT - WALL_HEIGHT / 2, 50, WALL_HEIGHT / 2);
  const bodies = items.map((it) => {
    const body = world.createRigidBody(
      RAPIER.RigidBodyDesc.dynamic()
        .setTranslation(m(it.x), m(it.y))
        .setLinearDamping(linearDamping)
        .setCanSleep(false),
    );
    world.createCollider(RAPIER.ColliderDesc.ball(m(it.r)).setFriction(0.1).setRestitution(0.3), body);
    return body;
  });
  return {
    step: () => world.step(),
    circles: () =>
      bodies.map((b, i) => ({ x: b.translation().x * SCALE, y: b.translation().y * SCALE, r: items[i]!.r })),
  };
}

function maxOverlap(cs: { x: number; y: number; r: number }[]): number {
  let worst = 0;
  for (let i = 0; i < cs.length; i++)
    for (let j = i + 1; j < cs.length; j++) {
      const a = cs[i]!;
      const b = cs[j]!;
      worst = Math.max(worst, a.r + b.r - Math.hypot(a.x - b.x, a.y - b.y));
    }
  return worst;
}

function timeSteps(e: Engine, steps: number): number {
  const t0 = performance.now();
  for (let i = 0; i < steps; i++) e.step();
  return (performance.now() - t0) / steps;
}

await RAPIER.init();
const RAPIER_NAME = `rapier2d ${RAPIER.version()}`;
const ENGINES: Record<string, (l: Layout[]) => Engine> = {
  ours: (l) => ours(l, false),
  'ours (sleeping on)': (l) => ours(l, true),
  'matter-js 0.20': matter,
  planck: planckEngine,
  [RAPIER_NAME]: rapier,
};

const results: Record<string, unknown>[] = [];
for (const n of COUNTS) {
  const items = layout(n);
  const samples: Record<string, { fall: number[]; rest: number[]; overlap: number }> = {};
  for (let t = 0; t < TRIALS; t++) {
    // Interleave engines inside each trial so machine noise hits all of them alike.
    for (const [name, make] of Object.entries(ENGINES)) {
      const e = make(items);
      const s = (samples[name] ??= { fall: [], rest: [], overlap: 0 });
      s.fall.push(timeSteps(e, FALL_STEPS));
      for (let i = 0; i < SETTLE_STEPS; i++) e.step();
      s.rest.push(timeSteps(e, REST_STEPS));
      s.overlap = maxOverlap(e.circles());
    }
  }
  for (const [engine, s] of Object.entries(samples)) {
    results.push({
      pieces: n,
      engine,
      fallingMsPerStep: median(s.fall),
      restingMsPerStep: median(s.rest),
      maxRestingOverlapPx: s.overlap,
    });
  }
}

const at = (n: number, engine: string, k: 'fallingMsPerStep' | 'restingMsPerStep') =>
  results.find((r) => r.pieces === n && r.engine === engine)![k] as number;
const overlapAt = (n: number) =>
  results.find((r) => r.pieces === n && r.engine === 'ours')!.maxRestingOverlapPx as number;
const KINDS = ['fallingMsPerStep', 'restingMsPerStep'] as const;
const ratios = Object.fromEntries(
  KINDS.map((k) => [
    k,
    {
      vsMatter: at(100, 'ours', k) / at(100, 'matter-js 0.20', k),
      vsPlanck: at(100, 'ours', k) / at(100, 'planck', k),
    },
  ]),
);
const target = {
  rule: 'at 100 pieces: ours ≤ 0.25× matter-js and ≤ 0.5× planck per step; resting overlap ≤ 1 px',
  met: Object.values(ratios).every((r) => r.vsMatter <= 0.25 && r.vsPlanck <= 0.5) && overlapAt(100) <= 1,
};
/** Ours against Rapier's default step, at 100 and 200 pieces, falling and at rest (issue #59's bar). */
const vsRapier = Object.fromEntries(
  [100, 200].map((n) => [n, Object.fromEntries(KINDS.map((k) => [k, at(n, 'ours', k) / at(n, RAPIER_NAME, k)]))]),
);
const rapierTarget = {
  rule: 'at 100 and 200 pieces, falling and at rest: ours ≤ 1.0× Rapier per step; resting overlap ≤ 0.5 px',
  met:
    Object.values(vsRapier).every((r) => Object.values(r).every((x) => x <= 1)) &&
    overlapAt(100) <= 0.5 &&
    overlapAt(200) <= 0.5,
};

console.log(
  table(
    results.map((r) => ({
      pieces: r.pieces as number,
      engine: r.engine as string,
      'falling ms/step': (r.fallingMsPerStep as number).toFixed(4),
      'resting ms/step': (r.restingMsPerStep as number).toFixed(4),
      'max resting overlap px': (r.maxRestingOverlapPx as number).toFixed(2),
    })),
  ),
);
console.log('\nAt 100 pieces, ours / other (median of', TRIALS, 'trials):', JSON.stringify(ratios, null, 1));
console.log('Target met:', target.met);
console.log(`Ours / ${RAPIER_NAME}, by pieces:`, JSON.stringify(vsRapier, null, 1));
console.log('Rapier target met:', rapierTarget.met);
console.log(
  'Wrote',
  writeResult('physics', { trials: TRIALS, results, ratiosAt100: ratios, target, vsRapier, rapierTarget }),
);
