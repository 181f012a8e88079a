// `?minified` imports (waku.config.ts): a script file's text, minified.
declare module '*?minified' {
  const text: string;
  export default text;
}
