import type { ReactNode } from 'react';
import { unstable_getContextData as getContextData } from 'waku/server';

export default async function Root({ children }: { children: ReactNode }) {
  const data = getContextData();
  return (
    <html lang={String(data.lang ?? 'en')}>
      <head><meta charSet="utf-8" /></head>
      <body>{children}</body>
    </html>
  );
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
