import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { PIPELINE } from './pipeline';

// Waku builds the Hono app and `use`s each of these in order, then renders (src/pipeline.ts).
export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), { middlewareFns: PIPELINE });
