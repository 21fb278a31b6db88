/**
 * The calls the host app makes into the page (docs/bridge.md, "App → page"), by global function or by
 * message: the one list of their names. The page, the simulator and the guides' test read it.
 */
export const HOST_CALL_NAMES = [
  'initData',
  'propsData',
  'videoFinished',
  'rankingData',
  'replayData',
  'duelData',
  'partnerMoves',
] as const;

export type HostCallName = (typeof HOST_CALL_NAMES)[number];

/** One call as it arrives: its name and its payload, not yet read. */
export interface HostCall {
  readonly name: HostCallName;
  readonly payload: unknown;
}
