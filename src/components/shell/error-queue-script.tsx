import type { BrowserReportingConfig } from '../../lib/browser-reporting/config';
import { InlineScript } from './inline-script';

/**
 * The inline script that keeps a page's errors until the reporter arrives, with the reporting
 * config it hands on; nothing at all where reporting is off. The edge writes its text and stamps
 * its nonce.
 */
export function ErrorQueueScript({ config }: { config: BrowserReportingConfig | undefined }) {
  if (!config) return null;
  return <InlineScript id="error-queue" data-config={JSON.stringify(config)} />;
}
