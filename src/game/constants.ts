/** World and physics constants (docs/product.md, "The world"). Units: world px and frames of 1/60 s. */
export const WORLD_WIDTH = 375;
export const WORLD_HEIGHT = 400;
/** One simulation step, in ms. */
export const STEP_MS = 1000 / 60;
/** Gravity 0.2 × speed factor 5, in px/frame². */
export const GRAVITY = 0.2 * 5;
/** Velocity kept per frame. */
export const AIR_DRAG = 0.98;
/** Speed kept when bouncing off a wall or the floor. */
export const BOUNCE_DAMPING = 0.3;
/** After this many floor bounces a piece rests on the floor. */
export const MAX_FLOOR_BOUNCES = 2;
/** Below this downward speed (px/frame) a floor hit does not bounce. */
export const MIN_BOUNCE_SPEED = 2;
export const ANGULAR_DAMPING = 0.99;
export const MAX_ANGULAR_VELOCITY = 0.1;
/** Explosion alpha lost per frame. */
export const EXPLOSION_DECAY = 0.05;
/** Merge animation progress lost per frame (1 → 0 over 10 frames). */
export const MERGE_DECAY = 0.1;
/** Solver substeps per frame: keeps the fastest piece (≈ 49 px/frame) from tunnelling. */
export const SUBSTEPS = 8;
/** Speed cap, px/frame. */
export const MAX_SPEED = 50;
/** Pieces closer than touching plus this count as touching, for landing and merging. */
export const CONTACT_SLOP = 1;
/** Speed (px/frame) that pushing overlapping pieces apart may add in one substep. */
export const MAX_PUSH_SPEED = 0.5;
/** Sideways speed kept per frame by a piece on the floor. */
export const FLOOR_FRICTION = 0.85;
/** A piece slower than this (px/frame) while touching something… */
export const SLEEP_SPEED = 0.2;
/** …for this many frames falls asleep: it stops moving and others rest on it as on the floor. */
export const SLEEP_FRAMES = 20;
/** A piece that travels less than this (px) in a frame was still in that frame… */
export const STILL_PX = 0.1;
/** …and, where a row's `stillToEnd` asks for it, only a piece still for this many frames in a row can end the game. */
export const STILL_FRAMES = 10;
/** A row's `wedgeAllowance`: a contact with a piece pinned against a side wall keeps at most this depth (px) the usual way; the partner takes the rest. */
export const WEDGE_ALLOWANCE = 0.5;
/** A row's `contactPasses`: contacts solved this many times per substep, the floor and walls clamped between passes. */
export const CONTACT_ITERATIONS = 3;
/** A row's `holdDepthCap`: static friction holds a slide of at most this (px), however deep the contact: a deep wedge slides out. */
export const HOLD_DEPTH_CAP = 0.5;
/** A row's `pressureWakeDepth`: a contact deeper than this (px) at the end of a frame wakes the sleepers touching its awake group. */
export const PRESSURE_DEPTH = 1.5;
/** A row's `sleepersWakeDepth`: two sleepers overlapping deeper than this (px) wake (the other rows' is WAKE_DEPTH, below a wedge's allowance). */
export const SLEEPERS_WAKE_DEPTH = 1;
/** An awake piece pressing a sleeper deeper than this (px) wakes it. */
export const WAKE_DEPTH = 0.2;
/** When a piece is removed or grows, sleepers within this gap of it wake. */
export const WAKE_GAP = 2;
/** In a contact, the lower piece yields this share of what its mass says: weight flows down the pile, so deep piles do not sink into each other. */
export const SHOCK_PROPAGATION = 0.5;
/** Position-based Coulomb friction: a contact holds (no sliding) while the slide is at most this × its depth; a larger slide keeps sliding, less CONTACT_FRICTION of it. */
export const STATIC_FRICTION = 1.0;
/** Share of tangential sliding removed per substep at a contact. */
export const CONTACT_FRICTION = 0.02;
/** Revives allowed per game (docs/product.md, "Game over and revives"). */
export const MAX_REVIVES = 2;
/** Pieces a revive removes, oldest first (docs/product.md, "Game over and revives"). */
export const REVIVE_REMOVES = 5;
/** A row's `reviveLookAhead`: a revived game, left alone, must not end again within this many frames (10 s). */
export const REVIVE_LOOK_AHEAD = 600;
/** Frames after a revive before the top line is checked again, so the pile can settle. */
export const REVIVE_GRACE_FRAMES = 60;
/** Random next fruits are levels 1 to this. */
export const MAX_RANDOM_LEVEL = 5;
/** The danger line shows while a landed piece's top is within this many px of the top line. */
export const DANGER_ZONE = 40;
/** Steps a landed piece may stay over the top line, settled or not, before the game ends (2 s): fast tapping keeps a pile moving, and must not keep a game alive forever. */
export const OVERFLOW_FRAMES = 120;
/** The longest game a replay may describe: 2 hours of frames at 60 a second. A row's `lastFrame` may end the game there. */
export const MAX_REPLAY_FRAMES = 2 * 60 * 60 * 60;
