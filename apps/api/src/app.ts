import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import type { AppConfig } from './config';
import { ANSWERED_CONTRACT_VERSIONS } from '@vouch/contracts';
import type { AppDatabase } from '@vouch/db';
import { outboxMailer, type Mailer } from './mail/mailer';
import { createNotifier } from './modules/notifications/notifier';
import { notificationEvents } from './modules/notifications/notification-events';
import { disputeMoveNotices, mailDisputeMoves } from './modules/notifications/dispute-move-notices';
import { notificationsModule } from './modules/notifications/notifications-routes';
import { authModule } from './modules/auth/auth-routes';
import { configuredPasswordHashing } from './modules/auth/password-hashing';
import { sessionRepository } from './modules/auth/session-repository';
import { categoriesModule } from './modules/categories/categories-routes';
import { followsModule } from './modules/follows/follows-routes';
import { homeModule } from './modules/home/home-routes';
import { feedModule } from './modules/feed/feed-routes';
import { peopleModule } from './modules/people/people-routes';
import { reviewManagementModule } from './modules/review-management/review-management-routes';
import { galleryModule } from './modules/gallery/gallery-routes';
import { questionsModule } from './modules/questions/questions-routes';
import { healthModule } from './modules/health/health-routes';
import { instantSearchModule } from './modules/instant-search/instant-search-routes';
import { cachedExchangeRates } from './modules/me/exchange-rate-repository';
import { meModule } from './modules/me/me-routes';
import { mediaModule } from './modules/media/media-routes';
import { fileMediaStorage } from './modules/media/media-storage';
import { profileModule } from './modules/profiles/profile-routes';
import { writeReviewModule } from './modules/write-review/write-review-routes';
import { disputeModule } from './modules/disputes/disputes-routes';
import { reviewReportsModule } from './modules/review-reports/review-reports-routes';
import { reviewerModule } from './modules/reviewer/reviewer-routes';
import { publicProfileFigures } from './modules/profiles/public-profile-figures';
import { productWidgetCache } from './modules/reviews/product-widget-cache';
import { reviewWidgetsModule } from './modules/reviews/reviews-routes';
import { searchModule } from './modules/search/search-routes';
import { loadSearchIndex } from './modules/search/search-index/synced-search-index';
import { shopRepliesModule } from './modules/shop-replies/shop-replies-routes';
import { storeSearchModule } from './modules/store-search/store-search-routes';
import { siteModule } from './modules/site/site-routes';
import { recordAnsweredContracts } from './modules/releases/api-servers';
import { watchPageChanges } from './modules/site/page-changes';
import { pageChangesRepository } from './modules/site/page-changes-repository';
import { sitemapsModule } from './modules/sitemaps/sitemaps-routes';
import { clickTrackingModule } from './modules/tracking/tracking-routes';
import { appSecret } from './plugins/app-secret';
import { registerZodCompilers } from './http/zod-type-provider';
import { refuseNulCharacters } from './plugins/refuse-nul-characters';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { shedLoad } from './plugins/shed-load';
import { registerViewer, type ViewerOptions } from './plugins/viewer';

/** One route the app answers, as registered: its method, URL pattern and schemas (zod, through the type provider). */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, in registration order: what the fuzz suite walks. */
    routeTable: readonly RouteEntry[];
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** pino options; false silences request logs (tests). */
  logger?: boolean | object;
  /** Where e-mail goes; by default the log (and MAIL_OUTBOX_DIR). */
  mailer?: Mailer;
}

/** The Fastify app: shared plugins first, then one plugin per domain, the site's catch-all last. */
export async function buildApp({ config, database, logger, mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  });
  const { db } = database;
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeTable', routeTable);

  await app.register(fastifyCookie);
  // Uploads come one file per request; each route sets its own size limit (readUpload).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  // JSON and HTML go out compressed (the category tree is 75 KB raw); built assets are precompressed
  // files that already carry their encoding. Brotli at quality 4: small, and cheap per response.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Flushed at every write: a server-rendered page's head reaches the browser before its body is ready.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 }, flush: zlibConstants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
  registerErrorHandler(app);
  await shedLoad(app, config);
  refuseNulCharacters(app);
  registerZodCompilers(app);
  registerSecurityHeaders(app);

  const viewer: ViewerOptions = {
    sessions: sessionRepository(db),
    csrfSecret: await appSecret(db),
    cookieSecure: config.cookieSecure,
    httpsSite: new URL(config.publicOrigin).protocol === 'https:',
  };
  registerViewer(app, viewer);
  // Other API processes may write to a PostgreSQL database; PGlite is this process's alone.
  const pageChanges = watchPageChanges(app, database.engine === 'postgres' ? pageChangesRepository(db) : undefined);
  // What the release command checks a remote's api-client contract against.
  recordAnsweredContracts(app, db, ANSWERED_CONTRACT_VERSIONS);
  const exchangeRates = cachedExchangeRates(db);
  const storage = fileMediaStorage(config.mediaDir);
  const productWidgets = productWidgetCache(db);
  const profileFigures = publicProfileFigures(db);
  // Another process's write is known only to have happened, not what it touched: all of it is read afresh.
  pageChanges.onChange((where) => {
    if (where !== 'elsewhere') return;
    productWidgets.forgetAll();
    profileFigures.forgetAll();
  });
  // Searches read an in-process index of the catalogue (docs/decisions.md); it loads before the app serves.
  const loadStarted = performance.now();
  const searchIndex = await loadSearchIndex(db);
  app.log.info({ products: searchIndex.size, ms: Math.round(performance.now() - loadStarted) }, 'search index loaded');

  await app.register(healthModule, { database });
  // A site served over HTTPS is a real deployment: its logs get no live links.
  const sender = mailer ?? outboxMailer(app.log, config.mailOutboxDir, { logText: !config.servedOverHttps });
  const notifier = createNotifier({ db, mailer: sender, secret: viewer.csrfSecret, publicOrigin: config.publicOrigin, log: app.log });
  const notifications = notificationEvents(db, notifier, config.publicOrigin);
  mailDisputeMoves(app, disputeMoveNotices(db, notifier, config.publicOrigin, app.log), pageChanges);
  const passwords = configuredPasswordHashing(config);
  await app.register(authModule, { db, viewer, mailer: sender, publicOrigin: config.publicOrigin, signUpsPerIp: config.signUpsPerIp, passwords });
  await app.register(meModule, { db, exchangeRates });
  await app.register(categoriesModule, { db, exchangeRates, searchIndex });
  await app.register(instantSearchModule, { db });
  await app.register(searchModule, { db, exchangeRates, searchIndex });
  await app.register(storeSearchModule, { db });
  await app.register(reviewWidgetsModule, { db, productWidgets });
  await app.register(reviewerModule, { db, sessions: viewer.sessions });
  await app.register(followsModule, { db, profileFigures });
  await app.register(galleryModule, { db });
  await app.register(questionsModule, { db, productWidgets, notifications });
  await app.register(homeModule, { db, exchangeRates, searchIndex, publicOrigin: config.publicOrigin });
  await app.register(feedModule, { db, publicOrigin: config.publicOrigin });
  await app.register(peopleModule, { db });
  await app.register(reviewManagementModule, { db, productWidgets, profileFigures });
  await app.register(notificationsModule, { db, secret: viewer.csrfSecret });
  await app.register(shopRepliesModule, { db, notifications });
  await app.register(clickTrackingModule, { db });
  await app.register(profileModule, { db, storage, exchangeRates, profileFigures, viewer, mailer: sender, publicOrigin: config.publicOrigin, passwords });
  await app.register(writeReviewModule, { db, storage, productWidgets, profileFigures });
  await app.register(disputeModule, { db, storage });
  await app.register(reviewReportsModule, { db, notifications, productWidgets, profileFigures });
  await app.register(mediaModule, { db, storage });
  // Fixed paths, so they win over the site's catch-all page route (which answers unknown paths 404).
  await app.register(sitemapsModule, { db, publicOrigin: config.publicOrigin });
  await app.register(siteModule, { db, config, viewer, profileFigures, pageChanges });
  return app;
}
