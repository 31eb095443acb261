/** The sitemap routes' answers: the XML, a 404 for a file that is not one, a 503 while the catalogue is out of reach. */

export function xmlResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

export function sitemapNotFound(): Response {
  return new Response('No such sitemap file', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Crawlers retry a 503; a sitemap that silently dropped every product would be worse. */
export function sitemapUnavailable(error: unknown): Response {
  console.error('[sitemap] could not list catalogue URLs:', error);
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
  });
}
