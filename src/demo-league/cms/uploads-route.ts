// GET {demoCms}/:edition/:region/wp-content/uploads/{imageId}-{width}.svg: a story's picture,
// drawn on request. The drawing depends on the story only, so it may be kept for a day.
import type { Hono } from 'hono';
import { API_PATHS } from '../../config/api-paths';
import { readTarget } from './cms-target';
import { readUploadFile, UPLOADS_PATH } from './media';
import { drawImage } from './svg-image';
import { NO_ROUTE } from './wp-error';
import { findRegionImage } from './write-stories';

export function registerUploadsRoute(app: Hono): void {
  app.get(`${API_PATHS.demoCms}/:edition/:region${UPLOADS_PATH}/:file`, (c) => {
    const target = readTarget(c);
    const file = readUploadFile(c.req.param('file'));
    const image = target && file && findRegionImage(target.edition, target.region, file.imageId);
    if (!image || !file) return c.json(NO_ROUTE, 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    // Opened on its own, the picture may not run or fetch anything, whatever it held.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(drawImage(image, file.width));
  });
}
