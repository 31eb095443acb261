/**
 * `POST /api/rum`: a shopper's browser reports its page view's Core Web Vitals (see src/server/rum/rum-beacon.ts
 * for the contract).
 */
import type { APIRoute } from 'astro';
import { consume } from '@/server/rate-limit/rate-limiter.ts';
import { handleRumBeacon } from '@/server/rum/rum-beacon.ts';

export const POST: APIRoute = (context) =>
  handleRumBeacon(context.request, { limit: () => consume('fieldMeasurements', context.locals.clientIp) });
