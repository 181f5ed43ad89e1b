import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { escapeHtml } from '../../http/escape-html';
import type {
  HttpMethod,
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiOperation,
} from './openapi-types';
import {
  type ComponentLink,
  refName,
  isReference,
  inlineHtml,
  descriptionHtml,
  alternatives,
  typeHtml,
  describedHtml,
  fieldRows,
  reachableComponents,
} from './schema-html';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { max-width: 64rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
pre { padding: 0.75rem 1rem; border-radius: 6px; background: #f3f4f6; white-space: pre-wrap; overflow-wrap: anywhere; }
table { width: 100%; margin: 0.5rem 0 1.5rem; border-collapse: collapse; }
th, td { padding: 0.4rem 0.6rem; border: 1px solid #d1d5db; text-align: left; vertical-align: top; }
thead th { background: #f3f4f6; }
figure { margin: 0.5rem 0 1.5rem; }
figcaption { font-weight: 600; }
.operation { margin-top: 2.5rem; border-top: 2px solid #d1d5db; }
.method { padding: 0.1rem 0.45rem; border-radius: 4px; color: #fff; font-size: 0.8em; }
.method-post { background: #1d4ed8; }
.method-get { background: #047857; }
.limits { color: #4b5563; }
@media (prefers-color-scheme: dark) {
  pre, thead th { background: #1f2937; }
  th, td, .operation { border-color: #4b5563; }
  .limits { color: #9ca3af; }
}
`;

/** The page runs nothing and loads nothing: its one inline style is allowed by its hash, not by 'unsafe-inline'. */
export const API_DOCS_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const anchorOf = (scope: string, name: string) => `${scope}-${name}`;

/** A component's heading, its description and its fields (or the schemas it is one of). */
function componentHtml(
  document: OpenApiDocument,
  name: string,
  scope: string,
  level: number,
  link: ComponentLink,
): string {
  const schema = document.components.schemas[name] ?? {};
  const id = escapeHtml(anchorOf(scope, name));
  const parts = [`<h${level} id="${id}">${escapeHtml(name)}</h${level}>`];
  if (schema.description) parts.push(`<p>${inlineHtml(schema.description)}</p>`);
  const branches = alternatives(schema);
  if (branches) parts.push(`<p>One of: ${branches.map((b) => typeHtml(b, link)).join(', ')}.</p>`);
  const rows = fieldRows(schema);
  if (rows.length > 0)
    parts.push(
      `<table aria-labelledby="${id}">`,
      '<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>',
      '<tbody>',
      ...rows.map(
        (row) =>
          `<tr><th scope="row"><code>${escapeHtml(row.path)}</code></th><td>${typeHtml(row.schema, link)}</td><td>${row.required ? 'yes' : 'no'}</td><td>${describedHtml(row.schema)}</td></tr>`,
      ),
      '</tbody></table>',
    );
  return parts.join('\n');
}

function examplesHtml(media: OpenApiMediaType): string {
  return Object.values(media.examples ?? {})
    .map(
      (example) =>
        `<figure><figcaption>Example: ${escapeHtml(example.summary)}</figcaption><pre><code>${escapeHtml(JSON.stringify(example.value, null, 2))}</code></pre></figure>`,
    )
    .join('\n');
}

function securityHtml(document: OpenApiDocument, operation: OpenApiOperation): string {
  const needs = operation.security.flatMap((requirement) =>
    Object.entries(requirement).map(([name, scopes]) => {
      const scheme = document.components.securitySchemes[name];
      const how =
        scheme?.scheme === 'bearer'
          ? `An API key sent as <code>Authorization: Bearer ${escapeHtml(scheme.bearerFormat)}</code>`
          : escapeHtml(name);
      const scopeList = scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ');
      return scopes.length > 0 ? `${how}, with the scope ${scopeList}.` : `${how}.`;
    }),
  );
  return needs.length > 0 ? `<p>${needs.join(' Or: ')}</p>` : '<p>None.</p>';
}

function parametersHtml(document: OpenApiDocument, operation: OpenApiOperation): string {
  const rows = operation.parameters.map((item) => {
    const parameter = isReference(item) ? document.components.parameters[refName(item.$ref)] : item;
    if (!parameter) throw new Error('The document refers to a parameter it does not hold.');
    const described = describedHtml({ ...parameter.schema, description: parameter.description });
    return `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td><td>${typeHtml(parameter.schema, () => null)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${described}</td></tr>`;
  });
  return [
    '<table aria-label="Parameters">',
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>',
    `<tbody>${rows.join('\n')}</tbody></table>`,
  ].join('\n');
}

function responsesHtml(
  document: OpenApiDocument,
  operation: OpenApiOperation,
  link: ComponentLink,
): string {
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const headers = Object.entries(response.headers ?? {}).map(([name, item]) => {
      const header = isReference(item) ? document.components.headers[refName(item.$ref)] : item;
      return `<br>Header <code>${escapeHtml(name)}</code>: ${inlineHtml(header?.description ?? '')}`;
    });
    const body = Object.values(response.content ?? {})
      .map((media) => typeHtml(media.schema, link))
      .join(' or ');
    return `<tr><th scope="row">${escapeHtml(status)} ${escapeHtml(STATUS_CODES[status] ?? '')}</th><td>${inlineHtml(response.description)}${headers.join('')}</td><td>${body || 'none'}</td></tr>`;
  });
  return [
    '<table aria-label="Responses">',
    '<thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead>',
    `<tbody>${rows.join('\n')}</tbody></table>`,
  ].join('\n');
}

const successes = (operation: OpenApiOperation) =>
  Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
const refusals = (operation: OpenApiOperation) =>
  Object.entries(operation.responses).filter(([status]) => !status.startsWith('2'));
const mediaOf = (responses: [string, { content?: Record<string, OpenApiMediaType> }][]) =>
  responses.flatMap(([, response]) => Object.values(response.content ?? {}));

function operationHtml(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OpenApiOperation,
  sharedLink: ComponentLink,
): string {
  const scope = operation.operationId;
  const requestMedia = Object.values(operation.requestBody?.content ?? {});
  const requestNames = reachableComponents(
    document,
    requestMedia.map((media) => media.schema),
  );
  const successMedia = mediaOf(successes(operation));
  const answerNames = reachableComponents(
    document,
    successMedia.map((media) => media.schema),
  ).filter((name) => !requestNames.includes(name));
  const here = new Set([...requestNames, ...answerNames]);
  const link: ComponentLink = (name) =>
    here.has(name) ? `#${anchorOf(scope, name)}` : sharedLink(name);
  const components = (names: string[]) =>
    names.map((name) => componentHtml(document, name, scope, 4, link));

  const parts = [
    `<section class="operation" aria-labelledby="${escapeHtml(scope)}">`,
    `<h2 id="${escapeHtml(scope)}"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>`,
    `<p><strong>${escapeHtml(operation.summary)}.</strong></p>`,
    descriptionHtml(operation.description),
    '<h3>Authentication</h3>',
    securityHtml(document, operation),
    '<h3>Parameters</h3>',
    parametersHtml(document, operation),
  ];
  if (operation.requestBody)
    parts.push(
      '<h3>Request body</h3>',
      `<p>${inlineHtml(operation.requestBody.description)} As JSON (<code>Content-Type: application/json</code>): ${requestMedia.map((media) => typeHtml(media.schema, link)).join(' or ')}.</p>`,
      ...requestMedia.map(examplesHtml),
      ...components(requestNames),
    );
  parts.push('<h3>Responses</h3>', responsesHtml(document, operation, link));
  if (answerNames.length > 0 || successMedia.some((media) => media.examples))
    parts.push(
      '<h3>Answer body</h3>',
      ...successMedia.map(examplesHtml),
      ...components(answerNames),
    );
  parts.push('</section>');
  return parts.filter((part) => part !== '').join('\n');
}

interface PageOperation {
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
}

/**
 * The document as a page a shop's developer can read: each operation with its authentication,
 * parameters, request fields and answers, and the error body once at the end. No script and no
 * other file: every string from the document is escaped.
 */
export function apiDocsPage(document: OpenApiDocument, options: { documentPath: string }): string {
  const operations: PageOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [HttpMethod, OpenApiOperation][]).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
  const errorNames = reachableComponents(
    document,
    operations.flatMap(({ operation }) =>
      mediaOf(refusals(operation)).map((media) => media.schema),
    ),
  );
  const sharedLink: ComponentLink = (name) =>
    errorNames.includes(name) ? `#${anchorOf('errors', name)}` : null;
  const { info } = document;
  const servers = document.servers.map((server) => `<code>${escapeHtml(server.url)}</code>`);
  const schemes = Object.values(document.components.securitySchemes).map((scheme) =>
    descriptionHtml(scheme.description),
  );

  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(info.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(info.title)} <small>version ${escapeHtml(info.version)}</small></h1>`,
    descriptionHtml(info.description),
    `<p>Every address below starts with ${servers.join(' or ')}. The same, for programs and code generators: <a href="${escapeHtml(options.documentPath)}">the OpenAPI ${escapeHtml(document.openapi)} document</a>.</p>`,
    '<nav aria-label="Operations"><ul>',
    ...operations.map(
      ({ path, method, operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></a>: ${escapeHtml(operation.summary)}</li>`,
    ),
    '</ul></nav>',
    '<h2>Authentication</h2>',
    ...schemes,
    ...operations.map(({ path, method, operation }) =>
      operationHtml(document, path, method, operation, sharedLink),
    ),
    '<section class="operation" aria-labelledby="errors">',
    '<h2 id="errors">Errors</h2>',
    '<p>Every refusal answers with this body, whatever its status.</p>',
    ...errorNames.map((name) => componentHtml(document, name, 'errors', 3, sharedLink)),
    '</section>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
