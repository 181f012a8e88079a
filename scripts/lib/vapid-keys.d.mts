export function generateVapidKeys(): { publicKey: string; privateKey: string };
export function devVarsFile(wranglerEnv: string): string;
export function ensureDemoVapidKeys(wranglerEnv: string, log?: (line: string) => void): boolean;
