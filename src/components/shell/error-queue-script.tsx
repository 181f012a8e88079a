import type { BrowserReportingConfig } from '../../lib/browser-reporting/config';
import errorQueueScript from './error-queue.js?raw';

/**
 * The inline script that keeps a page's errors until the reporter arrives, with the reporting
 * config it hands on; nothing at all where reporting is off. The edge stamps its nonce.
 */
export function ErrorQueueScript({ config }: { config: BrowserReportingConfig | undefined }) {
  if (!config) return null;
  return <script data-config={JSON.stringify(config)} dangerouslySetInnerHTML={{ __html: errorQueueScript }} />;
}
