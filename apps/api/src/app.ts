import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import type { AppConfig } from './config';
import { ANSWERED_CONTRACT_VERSIONS } from '@vouch/contracts';
import type { AppDatabase } from '@vouch/db';
import type { Mailer } from './mail/mailer';
import { startOutgoingMail } from './mail/outgoing-mail';
import {
  createNotifier,
  notificationEvents,
  disputeMoveNotices,
  mailDisputeMoves,
  notificationsModule,
} from './modules/notifications';
import {
  authModule,
  configuredPasswordHashing,
  sessionRepository,
  registerViewer,
  type ViewerOptions,
} from './modules/auth';
import { cachedCategoryTree, categoriesModule } from './modules/categories';
import { followsModule } from './modules/follows';
import { homeModule } from './modules/home';
import { feedModule } from './modules/feed';
import { peopleModule } from './modules/people';
import { reviewManagementModule } from './modules/review-management';
import { galleryModule } from './modules/gallery';
import { questionsModule } from './modules/questions';
import { healthModule } from './modules/health';
import { instantSearchModule } from './modules/instant-search';
import { cachedExchangeRates } from './modules/currency';
import { meModule } from './modules/me';
import { mediaModule, fileMediaStorage } from './modules/media';
import { profileModule, publicProfileFigures } from './modules/profiles';
import { writeReviewJsonRoutes, writeReviewModule } from './modules/write-review';
import { disputeModule } from './modules/disputes';
import { reviewReportsModule } from './modules/review-reports';
import { reviewerModule } from './modules/reviewer';
import { forgetAnswersAtWrites, productWidgetCache, reviewWidgetsModule } from './modules/reviews';
import { searchModule, loadSearchIndex, SEARCH_INDEX_FILE } from './modules/search';
import { shopRepliesModule } from './modules/shop-replies';
import { shopAdminModule, shopClaimsModule } from './modules/shop-connect';
import { shopInboxModule } from './modules/shop-inbox';
import { ordersApiModule } from './modules/orders-api';
import { apiDocsModule } from './modules/api-docs';
import {
  reviewRequestsModule,
  startReviewRequestScheduler,
  type ReviewRequestScheduler,
} from './modules/review-requests';
import { storeSearchModule } from './modules/store-search';
import { pageLoader } from './modules/pages';
import { siteModule, watchPageChanges, pageChangesRepository } from './modules/site';
import { sitemapsModule } from './modules/sitemaps';
import { clickTrackingModule } from './modules/tracking';
import { recordAnsweredContracts } from './modules/releases';
import { appSecret } from './plugins/app-secret';
import { registerZodCompilers } from './http/zod-type-provider';
import { refuseNulCharacters } from './plugins/refuse-nul-characters';
import { afterAnswer, type AfterAnswer } from './http/after-answer';
import { logSafeRequest } from './http/log-safe-request';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { shedLoad } from './plugins/shed-load';

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
    /** Sends due review requests (issue #55); tests run a round at once instead of waiting for the timer. */
    reviewRequests: ReviewRequestScheduler;
    /** Work routes go on with after answering (mailed links); tests and closing wait for it. */
    afterAnswer: AfterAnswer;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** pino options; false silences request logs (tests). */
  logger?: boolean | object;
  /** Where e-mail goes (tests that read it at once); by default the outbox, drained over SMTP or into the log. */
  mailer?: Mailer;
}

/** The Fastify app: shared plugins first, then one plugin per domain, the site's catch-all last. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof logger === 'object' ? logger : {}),
            serializers: { req: logSafeRequest },
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  });
  const { db } = database;
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeTable', routeTable);
  const later = afterAnswer(app.log);
  app.decorate('afterAnswer', later);
  app.addHook('onClose', () => later.settled());

  await app.register(fastifyCookie);
  // Uploads come one file per request; each route sets its own size limit (readUpload).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  // JSON and HTML go out compressed (the category tree is 75 KB raw); built assets are precompressed
  // files that already carry their encoding. Brotli at quality 4: small, and cheap per response.
  // Answers held whole up to 64 KB (a search page's JSON is 15 KB) are compressed in one call: a
  // stream per answer (the plugin's default past 8 KB on two cores) allocates a compressor and
  // keeps the answer alive across garbage collections, whose pauses then land on later requests.
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // Flushed at every write: a server-rendered page's head reaches the browser before its body is ready.
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
    },
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
  const pageChanges = watchPageChanges(
    app,
    database.engine === 'postgres' ? pageChangesRepository(db) : undefined,
  );
  // What the release command checks a remote's api-client contract against.
  recordAnsweredContracts(app, db, ANSWERED_CONTRACT_VERSIONS);
  const exchangeRates = cachedExchangeRates(db);
  const storage = fileMediaStorage(config.mediaDir);
  const productWidgets = productWidgetCache(db);
  const profileFigures = publicProfileFigures(db);
  forgetAnswersAtWrites(app, productWidgets.forgetAnswers);
  // Another process's write is known only to have happened, not what it touched: all of it is read afresh.
  pageChanges.onChange((where) => {
    // A write whose client left may land after its answer: whole widget answers are built afresh.
    if (where !== 'elsewhere') return productWidgets.forgetAnswers();
    productWidgets.forgetAll();
    profileFigures.forgetAll();
  });
  // Searches read an in-process index of the catalogue (docs/decisions.md, 26); it loads before the app serves.
  const loadStarted = performance.now();
  const searchIndex = await loadSearchIndex(db, {
    snapshotFile: config.searchIndexDir && path.join(config.searchIndexDir, SEARCH_INDEX_FILE),
    warn: (message) => app.log.warn(message),
  });
  app.log.info(
    { products: searchIndex.size, ms: Math.round(performance.now() - loadStarted) },
    'search index loaded',
  );

  await app.register(healthModule, { database });
  // Tests that read mail at once pass their own mailer; the outbox's worker is then not started.
  const outgoing = mailer ? { mailer, queued: () => {} } : startOutgoingMail(app, db, config);
  const sender = outgoing.mailer;
  const notifier = createNotifier({
    db,
    mailer: sender,
    secret: viewer.csrfSecret,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  const notifications = notificationEvents(db, notifier, config.publicOrigin);
  mailDisputeMoves(
    app,
    disputeMoveNotices(db, notifier, config.publicOrigin, app.log),
    pageChanges,
  );
  const passwords = configuredPasswordHashing(config);
  await app.register(authModule, {
    db,
    afterAnswer: later,
    viewer,
    mailer: sender,
    publicOrigin: config.publicOrigin,
    signUpsPerIp: config.signUpsPerIp,
    passwords,
  });
  await app.register(meModule, { db, exchangeRates });
  const categoryTree = cachedCategoryTree(db);
  await app.register(categoriesModule, { db, exchangeRates, searchIndex, categoryTree });
  await app.register(instantSearchModule, { db });
  await app.register(searchModule, { db, exchangeRates, searchIndex, categoryTree });
  await app.register(storeSearchModule, { db });
  await app.register(reviewWidgetsModule, { db, productWidgets });
  await app.register(reviewerModule, { db, sessions: viewer.sessions });
  await app.register(followsModule, { db, profileFigures });
  await app.register(galleryModule, { db });
  await app.register(questionsModule, { db, productWidgets, notifications });
  await app.register(homeModule, {
    db,
    exchangeRates,
    searchIndex,
    publicOrigin: config.publicOrigin,
  });
  await app.register(feedModule, { db, publicOrigin: config.publicOrigin });
  await app.register(peopleModule, { db });
  await app.register(reviewManagementModule, { db, productWidgets, profileFigures });
  await app.register(notificationsModule, { db, secret: viewer.csrfSecret });
  await app.register(shopRepliesModule, { db, notifications });
  await app.register(shopClaimsModule, {
    db,
    fetchOptions: { publicOrigin: config.publicOrigin, allowOrigins: config.outboundAllowOrigins },
  });
  await app.register(shopAdminModule, { db, mailer: sender, publicOrigin: config.publicOrigin });
  await app.register(shopInboxModule, { db });
  await app.register(ordersApiModule, {
    db,
    exchangeRates,
    requestsPerMinute: config.apiRequestsPerMinute,
  });
  await app.register(apiDocsModule, { publicOrigin: config.publicOrigin });
  await app.register(reviewRequestsModule, { db, viewer, secret: viewer.csrfSecret });
  const reviewRequests = startReviewRequestScheduler({
    db,
    secret: viewer.csrfSecret,
    publicOrigin: config.publicOrigin,
    log: app.log,
    mailQueued: outgoing.queued,
    intervalMs: config.reviewRequestIntervalMs,
  });
  app.decorate('reviewRequests', reviewRequests);
  app.addHook('onClose', () => reviewRequests.stop());
  await app.register(clickTrackingModule, { db });
  await app.register(profileModule, {
    db,
    storage,
    exchangeRates,
    profileFigures,
    viewer,
    mailer: sender,
    publicOrigin: config.publicOrigin,
    passwords,
  });
  const pages = pageLoader({ db, publicOrigin: config.publicOrigin, profileFigures });
  await app.register(writeReviewModule, { db, storage, productWidgets, profileFigures });
  await app.register(writeReviewJsonRoutes, { pages, publicOrigin: config.publicOrigin });
  await app.register(disputeModule, { db, storage });
  await app.register(reviewReportsModule, { db, notifications, productWidgets, profileFigures });
  await app.register(mediaModule, { db, storage });
  // Fixed paths, so they win over the site's catch-all page route (which answers unknown paths 404).
  await app.register(sitemapsModule, { db, publicOrigin: config.publicOrigin });
  await app.register(siteModule, { db, config, viewer, pages, pageChanges });
  return app;
}
