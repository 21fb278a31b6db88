// The module scripts/vite-plugins.ts (pageLoaders) writes from the route table's PAGE_MODULES.
declare module 'virtual:page-loaders' {
  /** Each page's loader, by page id: a literal import() of its module, whose default export is the page. */
  const loaders: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
  export default loaders;
}
