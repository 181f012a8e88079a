import type { PageProps } from 'waku/router';
import { PageRenderer } from '../views/page-renderer';
import { readRequestContext } from '../lib/request/read-request-context';

// One dynamic route renders every page: paths are localized per language, so the route table
// in src/config/routes.ts, not the file system, decides what a path shows.
export default async function AnyPage({ path, query }: PageProps<'/[...segments]'>) {
  return <PageRenderer context={await readRequestContext(path, query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
