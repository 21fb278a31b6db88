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
  share: {
    title: 'Join me in Sweet Pet',
    description: 'Open the app with this {{what}}, or download it first.',
    yourCode: 'Your {{what}}',
    emptyCode: 'No code in this link',
    step1: 'Open the app and enter the {{what}}',
    step2: 'Not redirected? Open this page in the default browser to be taken to the app',
    step3: 'Download the app if it is not installed',
    copy: 'Copy',
    download: 'Download',
    openApp: 'Copy the {{what}} and open the app',
    copySuccess: 'Copy Successful',
    copyFailed: 'Could not copy. The code is selected: copy it by hand.',
    prompt: 'Prompt',
    openInBrowser: 'Please open this page in the default browser',
    confirm: 'Confirm',
    menuHint: 'Tap ··· at the top right, then choose “Open in browser”',
  },
  landing: {
    title: 'Raise a pet together, sweetly',
    tagline: 'A little world for two: feed, play and grow with your partner.',
    download: 'Download the app',
    contactUs: 'Contact us',
    redeem: 'Redeem membership',
    logo: 'Sweet Pet logo',
    icp: 'ICP filing: {{number}}',
    psb: 'Public security filing: {{number}}',
    agreement: 'User agreement',
    privacy: 'Privacy policy',
    email: 'Contact: {{email}}',
  },
  notFound: {
    title: 'Page not found',
    body: 'This page does not exist.',
    home: 'Go to the home page',
  },
  game: {
    title: 'Big Watermelon',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every language provides exactly the English keys. */
export type Resources = Widen<typeof en>;
