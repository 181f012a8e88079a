// WordPress's error body, which every route of the demo CMS answers with.

export const wpError = (code: string, message: string, status: number, params?: Record<string, string>) => ({
  code,
  message,
  data: params ? { status, params } : { status },
});

export const NO_ROUTE = wpError('rest_no_route', 'No route was found matching the URL and request method.', 404);
