import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPhotoCopies, warmUp, warmUpPaths } from '../../../../scripts/lib/warm-up.ts';

describe('warmUpPaths', () => {
  it('keeps store paths and leaves out anything that is not one', () => {
    expect(warmUpPaths(' /ar, /en ,/ar/categories/phones?page=2')).toEqual(['/ar', '/en', '/ar/categories/phones?page=2']);
    expect(warmUpPaths('//evil.example/,https://evil.example/,ar,/ar <script>,')).toEqual([]);
    expect(warmUpPaths(undefined)).toEqual([]);
    expect(warmUpPaths(Array.from({ length: 50 }, (_, index) => `/p${index}`).join(','))).toHaveLength(20);
  });
});

describe('firstPhotoCopies', () => {
  it('lists every width of the first-screen photos only', () => {
    const html = [
      '<img alt src="/media/a.jpg" srcset="/media/a.jpg?w=160 160w, /media/a.jpg?w=320 320w" sizes="100vw" loading="eager">',
      '<img alt src="/media/b.jpg" srcset="/media/b.jpg?w=160 160w" sizes="100vw" loading="lazy">',
      '<img alt src="/media/c.jpg" srcset="/media/c.jpg?w=160&amp;f=webp 160w" loading="eager" fetchpriority="high">',
      '<img alt src="https://elsewhere.example/d.jpg" srcset="https://elsewhere.example/d.jpg 1x" loading="eager">',
    ].join('');
    expect(firstPhotoCopies(html)).toEqual(['/media/a.jpg?w=160', '/media/a.jpg?w=320', '/media/c.jpg?w=160&f=webp']);
  });
});

describe('warmUp', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('visits each page, then asks for its first photos in WebP and in AVIF; a failing page is reported, not thrown', async () => {
    const asked: string[] = [];
    server = createServer((request, response) => {
      asked.push(`${request.url} ${request.headers.accept?.split(',')[0] ?? ''}`);
      if (request.url === '/en') return void response.writeHead(500).end();
      response.end(request.url === '/ar' ? '<img alt srcset="/media/a.jpg?w=160 160w, /media/a.jpg?w=320 320w" loading="eager">' : '');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;

    const result = await warmUp(`http://127.0.0.1:${port}`, ['/ar', '/en']);

    expect(result).toEqual({ paths: ['/ar'], photos: 2, failed: ['/en'] });
    expect(asked.filter((line) => line.startsWith('/media/'))).toEqual([
      '/media/a.jpg?w=160 image/webp',
      '/media/a.jpg?w=320 image/webp',
      '/media/a.jpg?w=160 image/avif',
      '/media/a.jpg?w=320 image/avif',
    ]);
  });
});
