export { countDeskItems } from './desk-count';
export { disputePages } from './dispute-pages';
export { disputeRepository } from './dispute-repository';
export { disputeModule } from './disputes-routes';
