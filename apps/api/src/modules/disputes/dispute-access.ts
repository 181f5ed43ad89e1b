import type { Kysely } from 'kysely';
import type { DisputeParty } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { forbidden, notFound, unauthorized } from '../../http/http-error';
import type { SessionUser } from '../auth';
import { disputeRepository, type DisputeParties } from './dispute-repository';
import { disputeWorkflow } from './dispute-workflow';

export interface PartyAccess {
  user: SessionUser;
  parties: DisputeParties;
  role: DisputeParty;
}

/**
 * Who may see and act on a dispute: its reviewer and its shop's members on the party routes (anyone
 * else gets a 404, so a dispute's existence stays private), arbitrators on theirs (anyone else a 403).
 * Each look at a dispute first sends overdue ones to review, so nobody sees a deadline that has passed.
 */
export function disputeAccess(db: Kysely<Database>) {
  const disputes = disputeRepository(db);
  const workflow = disputeWorkflow(db);

  function signedIn(user: SessionUser | null): SessionUser {
    if (!user) throw unauthorized('Sign in to see and answer your disputes.');
    return user;
  }

  function arbitrator(user: SessionUser | null): SessionUser {
    const signed = signedIn(user);
    if (signed.role !== 'arbitrator')
      throw forbidden('arbitrators_only', 'Only arbitrators can see and decide disputes here.');
    return signed;
  }

  return {
    signedIn,
    arbitrator,

    async asParty(viewer: SessionUser | null, publicId: string): Promise<PartyAccess> {
      const user = signedIn(viewer);
      await workflow.expireShopDeadlines();
      const parties = await disputes.parties(publicId);
      if (parties?.user_id === String(user.id)) return { user, parties, role: 'reviewer' };
      if (parties && (await disputes.isShopMember(parties.shop_id, user.id)))
        return { user, parties, role: 'shop' };
      throw notFound('We could not find that dispute among yours.');
    },

    async asArbitrator(viewer: SessionUser | null, publicId: string): Promise<PartyAccess> {
      const user = arbitrator(viewer);
      await workflow.expireShopDeadlines();
      const parties = await disputes.parties(publicId);
      if (!parties) throw notFound('There is no such dispute.');
      return { user, parties, role: 'arbitrator' };
    },
  };
}
