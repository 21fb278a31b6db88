/** English resources: the reference shape every other language must match. */
export const en = {
  site: {
    name: 'Sweet Pet',
    description: 'A couples app: raise a pet together, play together.',
  },
  code: {
    share: 'match code',
    joinRoom: 'room number',
    joinRoomTemplate: 'template code',
  },
  error: {
    message: 'Something went wrong. Check your connection and reload the page.',
    chunk: 'This page could not load completely. Check your connection and reload.',
    reload: 'Reload',
  },
  notFound: {
    title: 'Page not found',
    body: 'This page does not exist.',
    home: 'Go to the home page',
  },
} as const;

export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language provides exactly the English keys. */
export type Resources = Widen<typeof en>;
