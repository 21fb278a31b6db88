// The WebViews the pages promise to run in (README "Browser support"): Android System WebView and
// Chrome 80+, and iOS 13.4+ (WKWebView, Safari 13.1). One home for the fact: the build's syntax
// target here, the same list as package.json's "browserslist", which `npm test` checks the built
// JavaScript against (scripts/check-browsers.ts).
export const BUILD_TARGET = ['es2020', 'chrome80', 'safari13.1'];
