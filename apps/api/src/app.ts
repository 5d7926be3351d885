import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { createAccessTokens } from './lib/access-token';
import { createMailer } from './lib/mail/create-mailer';
import { createOriginResolver } from './lib/public-origin';
import type { Mailer } from './lib/mail/mailer';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { publicCachePlugin } from './plugins/public-cache';
import { webAppPlugin } from './plugins/web-app';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { bannersRoutes } from './modules/banners/banners.routes';
import { createBannersService } from './modules/banners/banners.service';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { authModule, createSessionCheck } from './modules/auth/auth.module';
import { devRoutes } from './modules/dev/dev.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { contentRoutes } from './modules/content/content.routes';
import { enquiryRoutes } from './modules/enquiry/enquiry.routes';
import { createEnquiryService } from './modules/enquiry/enquiry.service';
import { createContentService } from './modules/content/content.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';

export interface AppDeps {
  /** `jwtSecret` is the resolved JWT_SECRET (generated in DATA_DIR for development when unset). */
  config: Pick<Config, 'WEB_DIST_DIR'> & Partial<Pick<Config, 'NODE_ENV' | 'PORT' | 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'TRUST_PROXY'>> & { jwtSecret: string };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (SMTP or development outbox), for tests. */
  mailer?: Mailer;
}

/** Request bodies above 1 MB are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Public reads: 5 minutes, 100 entries (spec B section 9). */
const PUBLIC_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 100 };

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: ResponseCache;
    /** Drops the cached blog, FAQ, testimonial, team, service and location answers (content-changed.ts). */
    contentChanged: () => void;
  }
}

/** Builds the whole server: infrastructure plugins, then the modules. Tests build the same app. */
export async function buildApp({ config, database, logger = false, mailer: givenMailer }: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    // Behind a reverse proxy every shopper would otherwise share the proxy's address (rate limits).
    trustProxy: config.TRUST_PROXY ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Aabhushan store API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const cache = createResponseCache(PUBLIC_CACHE);
  app.decorate('publicCache', cache);
  await app.register(publicCachePlugin, { cache });

  await app.register(authPlugin, { accessTokens: createAccessTokens(config.jwtSecret), isSessionLive: createSessionCheck(database.db) });

  await app.register(healthRoutes, { database });
  const catalogue = createCatalogueService(database.db, { clearedWith: cache });
  // Cart, orders and staff edits call this after changing stock or price (catalogue/product-changed.ts).
  app.decorate('productChanged', catalogue.productChanged);
  await app.register(catalogueRoutes, { catalogue });
  await app.register(settingsRoutes);
  await app.register(mediaRoutes, { db: database.db });
  await app.register(reviewsRoutes, { reviews: createReviewsService(database.db) });
  await app.register(bannersRoutes, { banners: createBannersService(database.db) });
  const content = createContentService(database.db, { clearedWith: cache });
  app.decorate('contentChanged', content.contentChanged);
  await app.register(contentRoutes, { content });
  const newsletter = createNewsletterService(database.db);
  await app.register(newsletterRoutes, { newsletter });
  const originOf = createOriginResolver({ publicUrl: config.PUBLIC_URL, port: config.PORT });
  const seo = createSeoService(database.db, { originOf });
  await app.register(seoRoutes, { seo });
  const mailer = givenMailer
    ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log: (entry, line) => app.log.info(entry, line) });
  const production = config.NODE_ENV === 'production';
  const enquiry = createEnquiryService(database.db, { mailer, subscribe: (email) => newsletter.subscribe(email), log: app.log });
  await app.register(enquiryRoutes, { enquiry });
  await app.register(authModule, { db: database.db, mailer, secureCookies: production, originOf, jwtSecret: config.jwtSecret });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(database.db) });
  if (!production) await app.register(devRoutes, { db: database.db });
  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR, seo });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
