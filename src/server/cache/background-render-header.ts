/**
 * The request header saying a render is background work (background-renders.ts): set by this server's own re-warm
 * after a purge (rewarm.ts) and by Varnish on a grace fetch (deploy/varnish/default.vcl), believed from a trusted
 * proxy only. A module of its own because the production server loads rewarm.ts outside the bundle.
 */
export const BACKGROUND_RENDER_HEADER = 'x-background-render';
