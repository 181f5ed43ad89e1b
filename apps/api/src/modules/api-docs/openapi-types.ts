import type { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** A `$ref` to another part of the document (`#/components/<kind>/<name>`); a type, not an interface, so it may stand where a JSON schema does. */
export type OpenApiReference = { $ref: string };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: string;
}

export interface OpenApiHeader {
  description: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
  examples?: Record<string, { summary: string; value: unknown }>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader | OpenApiReference>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  /** The `bearerAuth` scheme with the scope the key needs. */
  security: Record<string, string[]>[];
  parameters: (OpenApiParameter | OpenApiReference)[];
  requestBody?: {
    required: boolean;
    description: string;
    content: Record<string, OpenApiMediaType>;
  };
  responses: Record<string, OpenApiResponse>;
}

export type HttpMethod = 'get' | 'post';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }
    >;
    parameters: Record<string, OpenApiParameter>;
    headers: Record<string, OpenApiHeader>;
  };
}
