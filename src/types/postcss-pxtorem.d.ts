declare module 'postcss-pxtorem' {
  import type { PluginCreator } from 'postcss';
  interface Options {
    rootValue?: number;
    propList?: string[];
    minPixelValue?: number;
    exclude?: RegExp | ((file: string) => boolean);
  }
  const pxtorem: PluginCreator<Options>;
  export default pxtorem;
}
