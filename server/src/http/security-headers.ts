import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers of every answer (@fastify/helmet): nosniff, no framing by other sites, and a
 * Content-Security-Policy under which the console and the player run no inline script. Styles may be
 * inline (Arco and the widgets set element styles); workers come from our files or blob URLs (MapLibre,
 * the chart worker); pictures, videos and data sources may come from the hosts a screen names, and
 * config.json may point the apps at another API base, so images, media and connections are not
 * limited to this origin.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'http:', 'https:', 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Walls and consoles on other origins show our uploaded pictures and play our camera streams.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Plain http on a site LAN is common: no upgrade of requests and no HSTS from here.
    strictTransportSecurity: false,
  });
}
