// The drawn pictures' browser-safe front door: whether a picture file can be shown, as the
// simulators' faces ask in the browser. index.ts re-exports it beside the drawn shapes.
export { isLoadableImage } from './loadable-image';
