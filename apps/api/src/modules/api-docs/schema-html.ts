import { escapeHtml } from '../../http/escape-html';
import type { JsonSchema, OpenApiDocument, OpenApiReference } from './openapi-types';

/** Where a component's field table is on the page, if it is there. */
export type ComponentLink = (name: string) => string | null;

export const asSchema = (schema: unknown): JsonSchema =>
  typeof schema === 'object' && schema !== null ? (schema as JsonSchema) : {};
export const refName = (ref: string) => ref.split('/').at(-1) ?? ref;
export const isReference = (item: object): item is OpenApiReference => '$ref' in item;
export const formatNumber = (value: number) => value.toLocaleString('en');

/** Inline `code` spans as <code>, the rest as text: the document's descriptions are CommonMark. */
export function inlineHtml(text: string): string {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

/** Paragraphs and fenced code blocks, the only blocks the document's descriptions use. */
export function descriptionHtml(text: string): string {
  return text
    .split(/```[^\n]*\n([\s\S]*?)\n```/)
    .flatMap((part, index) =>
      index % 2 === 1
        ? [`<pre><code>${escapeHtml(part)}</code></pre>`]
        : part
            .split(/\n{2,}/)
            .map((paragraph) => paragraph.trim())
            .filter((paragraph) => paragraph !== '')
            .map((paragraph) => `<p>${inlineHtml(paragraph)}</p>`),
    )
    .join('\n');
}

export function alternatives(schema: JsonSchema): JsonSchema[] | null {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches ? branches.map(asSchema) : null;
}

export const isNull = (schema: JsonSchema) => schema.type === 'null';

/** The one schema a nullable one stands for (`anyOf: [X, {type: null}]`), or the schema itself. */
export function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = alternatives(schema)?.filter((branch) => !isNull(branch));
  return branches?.length === 1 ? { ...branches[0], description: schema.description } : schema;
}

export function typeHtml(schema: JsonSchema, link: ComponentLink): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const href = link(name);
    return href ? `<a href="${escapeHtml(href)}">${escapeHtml(name)}</a>` : escapeHtml(name);
  }
  const branches = alternatives(schema);
  if (branches) return branches.map((branch) => typeHtml(branch, link)).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.map(escapeHtml).join(' or ');
  if (schema.type === 'array') return `array of ${typeHtml(asSchema(schema.items), link)}`;
  if (
    schema.type === 'object' &&
    !schema.properties &&
    typeof schema.additionalProperties === 'object'
  )
    return `object mapping names to ${typeHtml(schema.additionalProperties, link)}`;
  const type = escapeHtml(schema.type ?? 'any');
  return typeof schema.format === 'string' ? `${type} (${escapeHtml(schema.format)})` : type;
}

export function range(
  min: number | undefined,
  max: number | undefined,
  unit: string,
): string | null {
  if (min !== undefined && max !== undefined)
    return `${formatNumber(min)} to ${formatNumber(max)}${unit}`;
  if (min !== undefined) return `at least ${formatNumber(min)}${unit}`;
  if (max !== undefined) return `at most ${formatNumber(max)}${unit}`;
  return null;
}

/** The schema's rules in words: lengths, ranges, patterns, allowed values, default (null shows in the type). */
function limits(schema: JsonSchema): string[] {
  const branches = alternatives(schema);
  if (branches) {
    const values = branches.filter((branch) => !isNull(branch));
    if (values.length === 1) return limits(values[0]!);
    return values.flatMap((branch) => {
      const rules = limits(branch);
      return rules.length > 0 ? [`as ${String(branch.type ?? 'other')}: ${rules.join(', ')}`] : [];
    });
  }
  const rules = [
    schema.enum ? `one of ${schema.enum.map(String).join(', ')}` : null,
    range(schema.minLength, schema.maxLength, ' characters'),
    range(
      typeof schema.minimum === 'number' ? schema.minimum : undefined,
      typeof schema.maximum === 'number' ? schema.maximum : undefined,
      '',
    ),
    range(schema.minItems, schema.maxItems, ' items'),
    // A format (date-time, uri) says it in words; its generated pattern would only bury that.
    schema.pattern && !schema.format ? `matches ${schema.pattern}` : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
  ];
  return rules.filter((rule) => rule !== null);
}

export function describedHtml(schema: JsonSchema): string {
  const rules = limits(schema);
  return [
    schema.description ? inlineHtml(schema.description) : '',
    rules.length > 0 ? `<span class="limits">${escapeHtml(rules.join('; '))}</span>` : '',
  ]
    .filter((part) => part !== '')
    .join('<br>');
}

export interface FieldRow {
  path: string;
  schema: JsonSchema;
  required: boolean;
}

/** An object's fields, with those of objects written inline under them (`customer.email`, `orders[].id`). */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = asSchema(property);
    const path = `${prefix}${name}`;
    const value = withoutNull(field);
    const items = value.type === 'array' ? withoutNull(asSchema(value.items)) : null;
    const nested = value.properties
      ? fieldRows(value, `${path}.`)
      : items?.properties
        ? fieldRows(items, `${path}[].`)
        : [];
    return [{ path, schema: field, required: required.has(name) }, ...nested];
  });
}

/** The names of the components a schema refers to, at any depth, first seen first. */
export function referencedNames(schema: unknown, names: string[] = []): string[] {
  if (Array.isArray(schema)) {
    for (const item of schema) referencedNames(item, names);
  } else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        if (!names.includes(refName(value))) names.push(refName(value));
      } else referencedNames(value, names);
    }
  }
  return names;
}

/** The schema components reachable from some schemas, through each other, in the order met. */
export function reachableComponents(document: OpenApiDocument, roots: JsonSchema[]): string[] {
  const reached: string[] = [];
  const visit = (schema: unknown) => {
    for (const name of referencedNames(schema)) {
      if (reached.includes(name) || !document.components.schemas[name]) continue;
      reached.push(name);
      visit(document.components.schemas[name]);
    }
  };
  roots.forEach(visit);
  return reached;
}
