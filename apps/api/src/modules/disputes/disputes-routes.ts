import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  arbitratorActionRequestSchema,
  disputeCreateRequestSchema,
  disputeCreateResponseSchema,
  disputeFileUploadResponseSchema,
  disputeIdParamsSchema,
  disputeMessageRequestSchema,
  disputePartyActionRequestSchema,
  disputeResponseSchema,
  shippingCountriesResponseSchema,
  type DisputeParty,
  type DisputePartyAction,
} from '@vouch/contracts';
import {
  ALL_COUNTRIES,
  counterOfferError,
  countryOptions,
  DISPUTE_FILE_CONTENT_TYPES,
  DISPUTE_LIMITS,
  disputeActionIsFor,
  disputeDecisionErrors,
  disputeDraftErrors,
  disputeFileKindOf,
  disputeMessageError,
  type DesiredOutcomeType,
  type DisputeAction,
  type DisputeOutcome,
  type DisputeType,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { SessionUser } from '../auth';
import {
  DISPUTE_FILES_FOLDER,
  type MediaStorage,
  stripPictureMetadata,
  readUpload,
  uploadAllowance,
} from '../media';
import { disputeAccess } from './dispute-access';
import { disputeFileUrl, disputeRepository, type DisputeParties } from './dispute-repository';
import type { HeldByAnother, MoveResult } from './dispute-move';
import { disputeWorkflow } from './dispute-workflow';

export interface DisputeModuleOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
}

const FILE_EXTENSIONS = { doc: 'doc', jpeg: 'jpg', pdf: 'pdf', png: 'png', tiff: 'tif' } as const;

/** Another arbitrator's case: not this arbitrator's to move or speak for until taken over. */
function heldByAnother(result: HeldByAnother): HttpError {
  return forbidden(
    'held_by_another',
    `${result.arbitrator} has this case. Take it over to act on it.`,
  );
}

/** Why a move was refused, in words the person who tried it can act on. */
function refusalOf(result: Exclude<MoveResult, { kind: 'moved' }>): HttpError {
  if (result.kind === 'held_by_another') return heldByAnother(result);
  if (result.kind === 'already_yours') return conflict('This case is already yours.');
  if (result.kind === 'not_held') return conflict('Nobody has this case yet: take it instead.');
  return conflict(
    `That is not possible while the dispute is "${result.status.replace(/_/g, ' ')}". Reload the page to see where it stands.`,
  );
}

/** A party's move tried by the other side: who may make it, in words. */
const PARTY_MOVE_OWNERS: Record<DisputePartyAction, string> = {
  withdraw: 'Only the reviewer can withdraw a dispute.',
  shop_accept: "Only the shop can accept the reviewer's request.",
  shop_offer: 'Only the shop can make an offer.',
  accept_offer: "Only the reviewer can accept the shop's offer.",
  refuse_offer: "Only the reviewer can refuse the shop's offer.",
};

/** What a party's move is recorded with when they wrote nothing. */
const PARTY_MOVE_NOTES: Record<DisputePartyAction, string> = {
  withdraw: 'Withdrawn by the reviewer',
  shop_accept: 'The shop accepted the request',
  shop_offer: 'The shop offered something else',
  accept_offer: "The reviewer accepted the shop's offer",
  refuse_offer: "The reviewer refused the shop's offer",
};

/**
 * Disputes (spec §7 `POST reviewer base/disputes`; the thread, moves and arbitration):
 * files go up one request each, then the dispute or message claims them. Parties are the
 * dispute's reviewer and its shop's members; arbitrators reach every dispute through their own
 * routes. Anyone else gets a 404 for a party route, so a dispute's existence stays private.
 */
export async function disputeModule(
  app: FastifyInstance,
  options: DisputeModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const disputes = disputeRepository(options.db);
  const workflow = disputeWorkflow(options.db);
  const uploads = uploadAllowance(options.db);

  const access = disputeAccess(options.db);
  const signedIn = (request: FastifyRequest) => access.signedIn(request.viewer.user);

  const detailOf = async (publicId: string, role: DisputeParty, userId: string) => ({
    dispute: await disputes.detail((await disputes.parties(publicId))!, role, userId),
  });

  app.get('/shipping_countries.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return shippingCountriesResponseSchema.parse({
      shipping_countries: countryOptions().filter((country) => country.code !== ALL_COUNTRIES),
    });
  });

  routes.post(
    '/reviews/reviewer/dispute_files',
    { schema: { response: { 200: disputeFileUploadResponseSchema } } },
    async (request) => {
      const user = signedIn(request);
      const file = await uploads.counted(user.id, () =>
        readUpload(request, DISPUTE_LIMITS.fileBytes),
      );
      const kind = disputeFileKindOf(file.bytes);
      const notSupported = () =>
        badRequest(`"${file.filename}" is not a PDF, Word document, JPEG, PNG or TIFF file.`, {
          file: 'Not a supported file',
        });
      if (!kind) throw notSupported();
      // Pictures lose their EXIF (a phone's GPS position among it) before the shop and arbitrators see them.
      const bytes =
        kind === 'pdf' || kind === 'doc'
          ? file.bytes
          : await stripPictureMetadata(file.bytes, kind);
      if (!bytes) throw notSupported();
      const key = `${DISPUTE_FILES_FOLDER}/${randomBytes(12).toString('base64url')}.${FILE_EXTENSIONS[kind]}`;
      await options.storage.put(key, bytes);
      const publicId = await workflow.recordFile(user.id, {
        file_name: file.filename,
        kind,
        content_type: DISPUTE_FILE_CONTENT_TYPES[kind],
        byte_size: bytes.length,
        storage_key: key,
      });
      return {
        file: {
          public_id: publicId,
          file_name: file.filename,
          kind,
          byte_size: bytes.length,
          url: disputeFileUrl(publicId),
        },
      };
    },
  );

  routes.post(
    '/reviews/reviewer/disputes',
    {
      schema: { body: disputeCreateRequestSchema, response: { 200: disputeCreateResponseSchema } },
    },
    async (request) => {
      const user = signedIn(request);
      if (!user.tos_accepted)
        throw forbidden('terms_required', 'Please accept the terms before you open a dispute.');
      const errors = disputeDraftErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
      const result = await workflow.create(user.id, {
        ...request.body,
        dispute_type: request.body.dispute_type as DisputeType,
        desired_outcome_type: request.body.desired_outcome_type as DesiredOutcomeType,
      });
      if (result.kind === 'order_not_found')
        throw notFound('We could not find that order among yours.');
      if (result.kind === 'product_not_in_order')
        throw badRequest('That product is not part of the order you chose.', {
          source_id: 'Choose the order with this product',
        });
      if (result.kind === 'file_not_found')
        throw badRequest('A file of this dispute is no longer there. Attach it again.', {
          file_ids: 'Attach it again',
        });
      if (result.kind === 'already_open')
        throw conflict(
          'You already have an open dispute about this order. Add to it from its page.',
          { dispute_public_id: result.public_id },
        );
      return { dispute: { public_id: result.public_id, status: result.status } };
    },
  );

  routes.post(
    '/reviews/profile/disputes/:disputeId/messages',
    {
      schema: {
        params: disputeIdParamsSchema,
        body: disputeMessageRequestSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) => {
      const { user, parties, role } = await access.asParty(
        request.viewer.user,
        request.params.disputeId,
      );
      return postMessage(parties, role, user, request.body);
    },
  );

  routes.post(
    '/reviews/profile/disputes/:disputeId/actions',
    {
      schema: {
        params: disputeIdParamsSchema,
        body: disputePartyActionRequestSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) => {
      const { user, parties, role } = await access.asParty(
        request.viewer.user,
        request.params.disputeId,
      );
      const { action, note, offer } = request.body;
      if (!disputeActionIsFor(action satisfies DisputeAction, role))
        throw forbidden('not_your_move', PARTY_MOVE_OWNERS[action]);
      const offerError = action === 'shop_offer' ? counterOfferError(offer) : null;
      if (offerError) throw badRequest(offerError, { offer: offerError });
      const result = await workflow.move(parties.id, {
        action,
        actor: role,
        userId: user.id,
        note: note.trim() || PARTY_MOVE_NOTES[action],
        ...(action === 'shop_offer' ? { offer: offer.trim() } : {}),
      });
      if (result.kind !== 'moved') throw refusalOf(result);
      return detailOf(parties.public_id, role, user.id);
    },
  );

  routes.post(
    '/reviews/arbitrator/:disputeId/messages',
    {
      schema: {
        params: disputeIdParamsSchema,
        body: disputeMessageRequestSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) => {
      const { user, parties } = await access.asArbitrator(
        request.viewer.user,
        request.params.disputeId,
      );
      return postMessage(parties, 'arbitrator', user, request.body);
    },
  );

  routes.post(
    '/reviews/arbitrator/:disputeId/decisions',
    {
      schema: {
        params: disputeIdParamsSchema,
        body: arbitratorActionRequestSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) => {
      const { user, parties } = await access.asArbitrator(
        request.viewer.user,
        request.params.disputeId,
      );
      const { action, note, outcome, remedy, reason } = request.body;
      if ((action === 'ask_reviewer' || action === 'ask_shop') && !note.trim())
        throw badRequest('Say what information you need.', {
          note: 'Say what information you need',
        });
      let decision: { outcome: DisputeOutcome; remedy: string; reason: string } | undefined;
      if (action === 'decide') {
        const errors = disputeDecisionErrors({ outcome, reason, remedy });
        if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
        decision = {
          outcome: outcome as DisputeOutcome,
          remedy: remedy.trim(),
          reason: reason.trim(),
        };
      }
      const result = await workflow.move(parties.id, {
        action,
        actor: 'arbitrator',
        userId: user.id,
        note: note.trim(),
        decision,
      });
      if (result.kind !== 'moved') throw refusalOf(result);
      return detailOf(parties.public_id, 'arbitrator', user.id);
    },
  );

  async function postMessage(
    parties: DisputeParties,
    role: DisputeParty,
    user: SessionUser,
    body: { body: string; file_ids: string[] },
  ) {
    const error = disputeMessageError(body);
    if (error) throw badRequest(error, { body: error });
    const result = await workflow.postMessage(
      parties.id,
      { role, userId: user.id },
      body.body,
      body.file_ids,
    );
    if (result.kind === 'file_not_found')
      throw badRequest('A file of this message is no longer there. Attach it again.', {
        file_ids: 'Attach it again',
      });
    if (result.kind === 'finished') throw conflict('This dispute is over: its thread is closed.');
    if (result.kind === 'held_by_another') throw heldByAnother(result);
    return detailOf(parties.public_id, role, user.id);
  }

  app.get<{ Params: { publicId: string } }>(
    '/reviews/disputes/files/:publicId',
    async (request, reply) => {
      const user = signedIn(request);
      const file = await disputes.file(request.params.publicId.slice(0, 100));
      // Until a dispute claims it (its shop is known then), a file is its uploader's alone: arbitrators see evidence, not drafts.
      const allowed =
        file &&
        (String(file.uploaded_by) === String(user.id) ||
          (file.shop_id !== null &&
            (user.role === 'arbitrator' ||
              String(file.user_id) === String(user.id) ||
              (await disputes.isShopMember(file.shop_id, user.id)))));
      const stored = allowed ? await options.storage.open(file.storage_key) : null;
      if (!file || !stored) throw notFound('There is no such file among your disputes.');
      // Evidence is private and opened as what its bytes are: never cached by others, never sniffed into HTML.
      // Pictures (re-encoded on upload) show in the page; a PDF or Word file, which can carry scripts
      // and links, is saved to open in its own program, never run by the browser on our origin.
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${file.content_type.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .header('content-length', stored.size)
        .type(file.content_type)
        .send(stored.stream());
    },
  );
}
