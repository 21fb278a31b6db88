/** The three share routes; each names its query parameter and its code's wording key. */
export type ShareKind = 'share' | 'joinRoom' | 'joinRoomTemplate';

export const SHARE_PARAM: Readonly<Record<ShareKind, 'roomNo' | 'tempCode'>> = {
  share: 'roomNo',
  joinRoom: 'roomNo',
  joinRoomTemplate: 'tempCode',
};
