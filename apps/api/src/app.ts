import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { createAccessTokens } from './lib/access-token';
import { createMailer } from './lib/mail/create-mailer';
import { createMailQueue, MAIL_JOB, mailJobHandler } from './lib/mail/mail-jobs';
import { addJobs } from './lib/jobs/app-jobs';
import { storeOriginOf } from './lib/public-origin';
import type { Mailer } from './lib/mail/mailer';
import { authPlugin } from './plugins/auth';
import { fail } from './lib/envelope';
import { BAD_URL_MESSAGE, errorHandlerPlugin } from './plugins/error-handler';
import { drainingPlugin } from './plugins/draining';
import { inputBoundaryPlugin, MAX_PARAMETER_LENGTH } from './plugins/input-boundary';
import { publicCachePlugin, type CachedAnswer } from './plugins/public-cache';
import { addPrivateAnswersRule } from './plugins/private-answers';
import { addSecurityHeaders } from './plugins/security-headers';
import { storeSecurityHeaders } from './store-security-headers';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './lib/compressed-text';
import { pagesPlugin, type WebPages } from './modules/pages/pages.plugin';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { healthRoutes } from './modules/health/health.routes';
import { openSharedStores } from './lib/shared-stores';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { followStoreChanges } from './modules/settings/store-changes';
import { addStoreSnapshots } from './modules/settings/store-snapshot';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { bannersRoutes } from './modules/banners/banners.routes';
import { createBannersService } from './modules/banners/banners.service';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { sitemapRoutes } from './modules/pages/sitemap.routes';
import { createSeoService } from './modules/pages/heads/seo.service';
import { createHttpsCheck } from './modules/auth/session-cookie';
import { authModule, createSessionCheck } from './modules/auth/auth.module';
import { devRoutes } from './modules/dev/dev.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { contentRoutes } from './modules/content/content.routes';
import { enquiryRoutes } from './modules/enquiry/enquiry.routes';
import { createEnquiryService } from './modules/enquiry/enquiry.service';
import { createContentService } from './modules/content/content.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { wishlistShareRoutes } from './modules/wishlist/wishlist-share.routes';
import { createWishlistShareService } from './modules/wishlist/wishlist-share.service';
import { createMoveToCartService } from './modules/wishlist/move-to-cart.service';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { moveFromWishlistRoutes } from './modules/cart/move-from-wishlist.routes';
import { createCouponAttempts } from './modules/coupons/coupon-attempts';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { createCouponsService } from './modules/coupons/coupons.service';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { createAddressService } from './modules/addresses/addresses.service';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { oldGoldRoutes } from './modules/old-gold/old-gold.routes';
import { mapsConfigRoutes } from './modules/delivery/maps-config.routes';
import { createDataCipher, parsePreviousDataKeys } from './lib/data-cipher';
import { ordersModule } from './modules/orders/orders.module';
import { createOrdersService } from './modules/orders/orders.service';
import { refundNotConfigured, type RefundPaidOrder } from './modules/orders/orders.types';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { registerPayments } from './modules/payments/payments.module';
import { startGoldPlanReminderJob } from './modules/gold-plans/gold-plan-reminders';
import { startAppointmentReminderJob } from './modules/appointments/appointment-reminders';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createGoldPlanReceipts } from './modules/gold-plans/gold-plan-receipts';
import { goldPlanReceiptsRoutes } from './modules/gold-plans/gold-plan-receipts.routes';
import { goldPlansRoutes } from './modules/gold-plans/gold-plans.routes';
import { createGoldPlansService } from './modules/gold-plans/gold-plans.service';
import type { RazorpayClient } from './modules/payments/razorpay-gateway';
import { createOneTimeTokens } from './modules/auth/one-time-tokens.service';
import { phoneConfirmationRoutes } from './modules/phone-confirmation/phone-confirmation.routes';
import { createPhoneConfirmationService } from './modules/phone-confirmation/phone-confirmation.service';
import { createSmsSender, type SmsSender } from './lib/sms/sms-sender';
import { createAfterAnswer, type AfterAnswer } from './lib/after-answer';
import { myDataRoutes } from './modules/my-data/my-data.routes';
import { createMyDataService } from './modules/my-data/my-data.service';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { adminModule } from './modules/admin/admin.module';
import { createAnswerDrops } from './modules/public-answers/answer-drops.service';
import { shareAnswerDrops } from './modules/public-answers/share-answer-drops';
import { loadMetalRates } from './modules/settings/metal-rates';
import { loadStoreSettings } from './modules/settings/stored-settings';
import { INVALID_REQUEST_CODE } from '@aabhushan/shared/schemas/request-messages';

export interface AppDeps {
  /** `jwtSecret` is the resolved JWT_SECRET (generated in DATA_DIR for development when unset). */
  config: Pick<Config, 'WEB_DIST_DIR'> & Partial<Pick<Config, 'NODE_ENV' | 'DATA_KEY_PREVIOUS' | 'PORT' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_URL' | 'SMS_TOKEN' | 'PUBLIC_URL' | 'TRUST_PROXY' | 'GOOGLE_MAPS_API_KEY' | 'WEB_SERVER_ENTRY' | 'API_DOCS' | 'REDIS_URL' | 'REDIS_PREFIX'>>
    & Partial<Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>> & {
      jwtSecret: string;
      /** The resolved DATA_KEY (lib/data-key.ts); tests may leave it out and get a key for this process. */
      dataKey?: string;
    };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (SMTP or development outbox), for tests. */
  mailer?: Mailer;
  /** Replaces the configured SMS provider (SMS_URL), for tests; null sends codes by e-mail. */
  sms?: SmsSender | null;
  /** How often unpaid online orders are looked for (ms); null runs no expiry job (tests drive it by hand). */
  orderExpiryIntervalMs?: number | null;
  /** How often gold plan reminders are looked for (ms; hourly by default); null runs no reminder job (tests drive it by hand). */
  goldPlanReminderIntervalMs?: number | null;
  /** How often appointment reminders are looked for (ms; hourly by default); null runs no reminder job (tests drive it by hand). */
  appointmentReminderIntervalMs?: number | null;
  /** How often the job worker looks for due jobs besides being told by NOTIFY (ms); null: only when told (lib/jobs/app-jobs.ts). */
  jobPollMs?: number | null;
  /** False: the worker is not told of new jobs (NOTIFY) and finds them by polling alone (measurements). */
  jobNudge?: boolean;
  /** Replaces the Razorpay SDK client when Razorpay keys are configured (tests: never the network). */
  razorpayClient?: RazorpayClient;
}

/** Request bodies above 1 MB are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Public reads: 5 minutes, 100 entries (spec B section 9). */
const PUBLIC_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 100 };

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: ResponseCache<CachedAnswer>;
    /** Every route as registered (method and URL pattern): the fuzz test drives each one. */
    registeredRoutes: Array<{ method: string; url: string }>;
    /** Drops the cached blog, FAQ, testimonial, team, service and location answers (content-changed.ts). */
    contentChanged: () => void;
    /** Work started by a request after its answer (lib/after-answer.ts); tests wait for it with `settled()`. */
    afterAnswer: AfterAnswer;
  }
}

/** Builds the whole server: infrastructure plugins, then the modules. Tests build the same app. */
export async function buildApp({ config, database, logger = false, mailer: givenMailer, sms: givenSms, orderExpiryIntervalMs, goldPlanReminderIntervalMs, appointmentReminderIntervalMs, jobPollMs, jobNudge, razorpayClient }: AppDeps) {
  // Filled by the web app plugin: the not-found page, for page addresses the router cannot read.
  const pages: WebPages = {};
  const production = config.NODE_ENV === 'production';
  // Sealed data must outlive the process: production never runs on a throwaway key.
  if (production && !config.dataKey) throw new Error('DATA_KEY must be set in production (at least 32 characters)');
  const cipher = createDataCipher(config.dataKey ?? randomBytes(32).toString('hex'), parsePreviousDataKeys(config.DATA_KEY_PREVIOUS));
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    // A request that reaches the router while the server closes is answered, not refused: it was
    // sent before this instance stopped accepting connections (graceful shutdown, main.ts).
    return503OnClosing: false,
    // Behind a reverse proxy every shopper would otherwise share the proxy's address (rate limits).
    trustProxy: config.TRUST_PROXY ?? false,
    // Long enough that an overlong path parameter reaches the input boundary and hears why.
    routerOptions: { maxParamLength: MAX_PARAMETER_LENGTH + 1 },
    // An address with a broken %-encoding: the envelope for the API, the not-found page for pages.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const isPage = request.method === 'GET' && !/^\/(api|media)\//.test(request.url);
      if (error.code === 'FST_ERR_BAD_URL' && isPage && pages.sendNotFound) return pages.sendNotFound(request, reply);
      return reply.status(400).send(fail(error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : error.message, INVALID_REQUEST_CODE));
    },
  });
  app.decorate('registeredRoutes', [] as Array<{ method: string; url: string }>);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by compiled serializers, checked against zod outside production (lib/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkAgainstZod: !production }));

  await app.register(errorHandlerPlugin);
  await app.register(drainingPlugin);
  await app.register(inputBoundaryPlugin);
  // JSON only: a text body on a JSON route answers 415 rather than reaching its schema.
  app.removeContentTypeParser('text/plain');
  addPrivateAnswersRule(app);
  addStoreSnapshots(app);
  addSecurityHeaders(app, storeSecurityHeaders(config));
  // HTML and API answers leave compressed (a route's own onSend: after the public cache has kept the JSON text).
  // A gzip or brotli request body is inflated before the 1 MB body limit counts it.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  // What the instances share (attempt and request limits): Redis when REDIS_URL is set, else this process.
  const shared = await openSharedStores(config, app.log);
  app.addHook('onClose', shared.close);
  await app.register(rateLimit, { global: false, store: shared.rateLimitStore });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Aabhushan store API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The route map helps an attacker as much as a developer: off in production unless asked for.
  if ((config.API_DOCS ?? (production ? 'off' : 'on')) === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const cache = createResponseCache<CachedAnswer>(PUBLIC_CACHE);
  app.decorate('publicCache', cache);
  // Writes drop public answers here and on every other instance (modules/public-answers).
  const drops = createAnswerDrops(cache, app.log);
  app.decorate('answerDrops', drops);
  app.addHook('onClose', await shareAnswerDrops(database, drops));
  await app.register(publicCachePlugin, { cache, isTrusted: () => drops.trusted });

  const sessionCheck = await createSessionCheck(database);
  app.addHook('onClose', sessionCheck.stop);
  await app.register(authPlugin, { accessTokens: createAccessTokens(config.jwtSecret), isSessionLive: sessionCheck.liveness.isLive });

  await app.register(healthRoutes, { database, redis: shared.redis });
  // The day's metal rates behind every price breakup, and the store settings, as staff last set them.
  await loadMetalRates(database.db);
  await loadStoreSettings(database.db);
  // ... and as another instance changes them.
  app.addHook('onClose', await followStoreChanges(database, cache, app.log));
  const catalogue = createCatalogueService(database.db, { drops });
  // Cart, orders and staff edits call this after changing stock or price (catalogue/product-changed.ts).
  app.decorate('productChanged', catalogue.productChanged);
  await app.register(catalogueRoutes, { catalogue });
  const content = createContentService(database.db, { drops });
  app.decorate('contentChanged', content.contentChanged);
  await app.register(settingsRoutes, { content });
  await app.register(mediaRoutes, { db: database.db });
  await app.register(certificatesRoutes, { db: database.db });
  await app.register(reviewsRoutes, { reviews: createReviewsService(database.db) });
  await app.register(bannersRoutes, { banners: createBannersService(database.db) });
  await app.register(contentRoutes, { content });
  const newsletter = createNewsletterService(database.db);
  await app.register(newsletterRoutes, { newsletter });
  const storeOrigin = storeOriginOf({ publicUrl: config.PUBLIC_URL, port: config.PORT });
  const seo = createSeoService(database.db, { storeOrigin, drops });
  await app.register(sitemapRoutes, { seo });
  const deliveryMailer = givenMailer
    ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log: (entry, line) => app.log.info(entry, line), cipher });
  // Background work (mail, payment checks) as durable jobs, run by any instance (lib/jobs).
  const jobs = addJobs(app, { database, pollMs: jobPollMs, nudge: jobNudge });
  jobs.handle(MAIL_JOB, mailJobHandler(deliveryMailer, cipher));
  // Services send mail as jobs, in the transaction of the change when there is one.
  const mailer = createMailQueue(database.db, cipher);
  const enquiry = createEnquiryService(database.db, { cipher, mailer, subscribe: (email) => newsletter.subscribe(email), log: app.log, attempts: shared.attempts });
  await app.register(enquiryRoutes, { enquiry });
  // Work a request starts and does not wait for (mail that must not time an answer); closing waits for it.
  app.decorate('afterAnswer', createAfterAnswer(app.log));
  app.addHook('onClose', () => app.afterAnswer.settled());
  await app.register(authModule, { db: database.db, mailer, isHttps: createHttpsCheck(config.PUBLIC_URL), storeOrigin, jwtSecret: config.jwtSecret, liveness: sessionCheck.liveness, afterAnswer: app.afterAnswer, cipher, attempts: shared.attempts });
  const wishlist = createWishlistService(database.db);
  await app.register(wishlistRoutes, { wishlist });
  await app.register(wishlistShareRoutes, { share: createWishlistShareService(database.db, { cipher, storeOrigin }) });
  const cart = createCartService(database.db);
  // One count of coupon guesses for the cart's apply and the coupon checks.
  const couponAttempts = createCouponAttempts(shared.attempts);
  await app.register(cartRoutes, { cart, couponAttempts });
  // The wishlist's move runs the cart's own add inside its transaction (wishlist/move-to-cart.service.ts).
  await app.register(moveFromWishlistRoutes, { move: createMoveToCartService(database.db, cart) });
  await app.register(couponsRoutes, { coupons: createCouponsService(database.db), couponAttempts });
  const addresses = createAddressService(database.db, { cipher });
  await app.register(addressesRoutes, { addresses });
  await app.register(deliveryRoutes);
  await app.register(oldGoldRoutes);
  await app.register(mapsConfigRoutes, { googleMapsApiKey: config.GOOGLE_MAPS_API_KEY });
  // Payments implements refunds and is built after orders (it needs markOrderPaid): it fills this in.
  const refunds: { refundPaidOrder?: RefundPaidOrder } = {};
  const orderDeps = { db: database.db, mailer, log: app.log, productChanged: catalogue.productChanged };
  const orders = createOrdersService({
    ...orderDeps,
    cipher,
    getOwnedAddress: (userId, addressId) => addresses.getOwnedAddress(userId, addressId),
    refundPaidOrder: (orderId, reason) => (refunds.refundPaidOrder ?? refundNotConfigured)(orderId, reason),
  });
  await app.register(ordersModule, { orders, jobDeps: orderDeps, expiryIntervalMs: orderExpiryIntervalMs });
  const phones = createPhoneConfirmationService({
    db: database.db,
    cipher,
    tokens: createOneTimeTokens(database.db),
    getOwnedAddress: (userId, addressId) => addresses.getOwnedAddress(userId, addressId),
    mailer,
    sms: givenSms === undefined ? createSmsSender({ url: config.SMS_URL, token: config.SMS_TOKEN }) : givenSms,
    log: app.log,
    attempts: shared.attempts,
  });
  await app.register(phoneConfirmationRoutes, { phones });
  const myData = createMyDataService({
    db: database.db,
    cipher,
    listAddresses: (userId) => addresses.list(userId),
    listOrders: (userId, page, limit, settings) => orders.listOrders(userId, { page, limit }, settings),
    getWishlist: (userId) => wishlist.getWishlist(userId),
  });
  await app.register(myDataRoutes, { myData });
  const payments = await registerPayments(app, { db: database.db, config, orders, razorpayClient });
  refunds.refundPaidOrder = async (orderId, reason) => {
    await payments.refundPaidOrder(orderId, reason);
  };
  await app.register(goldPlansRoutes, { goldPlans: createGoldPlansService(database.db, { openAttempt: payments.openAttempt, reconcileAttempts: payments.reconcileAttempts, gateway: payments.gateway }) });
  if (goldPlanReminderIntervalMs !== null) {
    const reminders = startGoldPlanReminderJob({ db: database.db, cipher, log: app.log }, goldPlanReminderIntervalMs === undefined ? {} : { intervalMs: goldPlanReminderIntervalMs });
    app.addHook('onClose', async () => reminders.stop());
  }
  const appointments = createAppointmentsService({ db: database.db, cipher, mailer, storeOrigin, getOwnedAddress: (userId, addressId) => addresses.getOwnedAddress(userId, addressId) });
  await app.register(appointmentsRoutes, { appointments });
  if (appointmentReminderIntervalMs !== null) {
    const reminders = startAppointmentReminderJob({ db: database.db, cipher, storeOrigin, log: app.log }, appointmentReminderIntervalMs === undefined ? {} : { intervalMs: appointmentReminderIntervalMs });
    app.addHook('onClose', async () => reminders.stop());
  }
  await app.register(goldPlanReceiptsRoutes, { receipts: createGoldPlanReceipts(database.db) });
  await app.register(invoicesRoutes, { invoices: createInvoicesService(database.db, { cipher }) });
  await app.register(adminModule, { db: database.db, cipher, productChanged: catalogue.productChanged, orders, publicCache: cache, drops, mailer, storeOrigin, forgetSessions: sessionCheck.liveness.forget });
  if (!production) await app.register(devRoutes, { db: database.db, cipher });
  await app.register(pagesPlugin, { distDir: config.WEB_DIST_DIR, serverEntry: config.WEB_SERVER_ENTRY, seo, pages });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
