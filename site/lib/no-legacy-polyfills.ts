// Stands in for Next's polyfill-module (see next.config.ts): every browser in
// package.json's browserslist has what it polyfills.
export {};
