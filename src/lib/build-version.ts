declare const __BUILD_VERSION__: string;

/** The build version the health check reports and error reports are filed under (waku.config.ts). */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'unbuilt';
