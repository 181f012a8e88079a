// What wrangler's module rules make of the card Worker's non-JavaScript imports (wrangler.cards.toml).
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module '@resvg/resvg-wasm/index_bg.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
