/** The four calls the host app makes into the page (docs/bridge.md, "App → page"), by function or by message. */
export type HostCall =
  | { readonly name: 'initData'; readonly payload: unknown }
  | { readonly name: 'propsData'; readonly payload: unknown }
  | { readonly name: 'videoFinished'; readonly payload: unknown }
  | { readonly name: 'rankingData'; readonly payload: unknown };

export type HostCallName = HostCall['name'];

export const HOST_CALL_NAMES: readonly HostCallName[] = ['initData', 'propsData', 'videoFinished', 'rankingData'];
