import type { PageProps } from 'waku/router';
import { PageRenderer } from '../views/page-renderer';
import { readRequestContext } from '../lib/request/read-request-context';

// `/` is redirected to a language by the pipeline; this renders only if a request slips past it.
export default async function RootPage({ path, query }: PageProps<'/'>) {
  return <PageRenderer context={await readRequestContext(path, query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
