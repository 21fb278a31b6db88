import { atom, createStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { createWorld } from '../game';
import type { Frame } from './loop';
import { sameAim, type AimSource } from './scene';
import type { Prop } from '../bridge/validate';

/** The whole per-frame state: written once per drawn frame, from outside React. */
export const frameAtom = atom<Frame>({ prev: createWorld(1), world: createWorld(1), alpha: 1 });

// Slices for everything that is not the board: they only change when their value does.
export const scoreAtom = selectAtom(frameAtom, (f) => f.world.score);
export const phaseAtom = selectAtom(frameAtom, (f) => f.world.phase);
export const previewAtom = selectAtom(frameAtom, (f) => f.world.next);
export const revivesAtom = selectAtom(frameAtom, (f) => f.world.revives);
/** What the waiting piece and the guide line need: quiet while a piece falls or the pile moves. */
export const aimWorldAtom = selectAtom(frameAtom, (f): AimSource => f.world, sameAim);

/** Prop buttons: bomb then wildcard; the host's propsData overwrites the defaults (SPEC §9). */
export const propsAtom = atom<readonly [Prop, Prop]>([
  { prop: 1, quantity: 0, status: 1 },
  { prop: 2, quantity: 1, status: 1 },
]);

/** Height the host says the game may use (initData), or null to let the window decide. */
export const contentHeightAtom = atom<number | null>(null);

/** Game overs so far: the end popup's countdown belongs to one of them. */
export const gameOversAtom = atom(0);

export type Popup = 'none' | 'pause' | 'end' | 'ranking';
export const popupAtom = atom<Popup>('none');

export function createGameStore() {
  return createStore();
}
