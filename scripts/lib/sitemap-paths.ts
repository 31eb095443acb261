/** The paths a sitemap (an index of sitemap files, or one of those files) names in its `<loc>` elements, in order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
