import type { FastifyInstance } from 'fastify';
import { API_DOCS_PAGE_CONTENT_SECURITY_POLICY, apiDocsPage } from './api-docs-page';
import { openApiDocument } from './openapi-document';

export interface ApiDocsModuleOptions {
  /** The site's origin (`https://vouch.example`): the document's server, and the examples' addresses. */
  publicOrigin: string;
}

export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';
export const API_DOCS_PAGE_PATH = '/api/v1/docs';

/** The document changes only with a deploy; five minutes spares the server a code generator's bursts. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Issue 55 item 3: the shop API described, `/api/v1/openapi.json` for programs and
 * `/api/v1/docs` for people. Both are made once, when the module is registered.
 */
export async function apiDocsModule(
  app: FastifyInstance,
  options: ApiDocsModuleOptions,
): Promise<void> {
  const document = openApiDocument(options.publicOrigin);
  const documentJson = JSON.stringify(document);
  const page = apiDocsPage(document, { documentPath: OPENAPI_DOCUMENT_PATH });

  app.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/json; charset=utf-8')
      .send(documentJson),
  );
  app.get(API_DOCS_PAGE_PATH, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      // Set before the app's hook, which gives anything without a policy one that allows no style.
      .header('content-security-policy', API_DOCS_PAGE_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(page),
  );
}
