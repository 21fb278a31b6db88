declare module '@dcloudio/uni-webview-js' {
  const uni: { postMessage(options: { data: unknown }): void; webView: unknown };
  export default uni;
}
