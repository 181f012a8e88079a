// The browser's door: the same pure state, for the strip's enhancer and the widget's script.
export * from './index';
