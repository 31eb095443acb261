import type { RequestContext } from './context.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest extends RequestContext {
  /** The store code of the path as written (`all`, `default`, `ar`, `en`, …), null when the path has none. */
  storeCode: string | null;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (undefined when empty). Handlers validate it with zod. */
  body: unknown;
}

/** Handlers return the JSON body (status 200) or throw MagentoError. */
export type Handler = (request: RestRequest) => unknown;

/** A REST route below `/V1`, e.g. `{ method: 'POST', path: '/V1/guest-carts/:cartId/items', handler }`. */
export interface Route {
  method: Method;
  path: string;
  handler: Handler;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(...routes: Route[]): this {
    for (const route of routes) {
      const names: string[] = [];
      const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      this.routes.push({ ...route, pattern: new RegExp(`^${source}/?$`), names });
    }
    return this;
  }

  /** Finds the route for method + path; `methodNotAllowed` when the path exists under another method. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | 'methodNotAllowed' | null {
    let pathExists = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathExists = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
      return { route, params };
    }
    return pathExists ? 'methodNotAllowed' : null;
  }
}
