import { disputesSuite } from './disputes';
import { fuzzSuite } from './fuzz';
import { httpSuite } from './http';
import { indexScaleSuite } from './index-scale';
import { lighthouseSuite } from './lighthouse';
import { ordersSuite } from './orders';
import { overloadSuite } from './overload';
import { productSuite } from './product';
import { profileSuite } from './profile';
import { searchSuite } from './search';
import { serverStartSuite } from './server-start';
import { sitemapSuite } from './sitemap';
import { sizesSuite } from './sizes';
import { soakSuite } from './soak';
import { ssrSuite } from './ssr';
import { startupSuite } from './startup';
import { uploadsSuite } from './uploads';
import type { Suite } from './suite';

/**
 * Every suite, in the order they run: those that run alone first, then the build, then those that
 * measure the shared site. `--suite all` runs the ones marked inAll, in this order.
 */
export const SUITES: readonly Suite[] = [
  startupSuite,
  fuzzSuite,
  uploadsSuite,
  sitemapSuite,
  serverStartSuite,
  soakSuite,
  indexScaleSuite,
  overloadSuite,
  ordersSuite,
  sizesSuite,
  searchSuite,
  productSuite,
  profileSuite,
  disputesSuite,
  ssrSuite,
  lighthouseSuite,
  httpSuite,
];
