// The home pages' browser-safe front door: the kick-off countdown's words, which the server
// writes first and the browser's countdown then keeps up to date. index.ts re-exports it.
export { formatCountdown } from './countdown';
