// The league's circulars in the demo CMS: the records, their PDFs, and their WordPress posts.
export { createDemoCirculars, type DemoCircular } from './create-demo-circulars';
export { renderCircularPdf } from './render-circular-pdf';
export { findCircularPdf, getCircularPdfUrl, listDemoCircularPosts, type WpCircularPost } from './wordpress-circular';
