// `?minified` imports (waku.config.ts): a script file's text, minified.
declare module '*?minified' {
  const text: string;
  export default text;
}

// `?bundled` imports (waku.config.ts): a browser script with its imports, as one minified file's text.
declare module '*?bundled' {
  const text: string;
  export default text;
}
