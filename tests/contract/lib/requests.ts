// Builds an HTTP request (light-my-request options) from an operation's examples, so that every
// operation is exercised with the data the contract itself documents.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exampleBody, exampleParams, fillPath, repoRoot } from './openapi.js';

type Json = Record<string, any>;

/** 1x1 transparent PNG: the sample for image uploads. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Bytes for an uploaded file named in an example: tests/fixtures/<name> if present, else a sample. */
export function sampleFile(name: string): Buffer {
  const fixture = path.join(repoRoot, 'tests/fixtures', path.basename(name));
  if (existsSync(fixture)) return readFileSync(fixture);
  if (/\.(png|jpe?g|bmp)$/i.test(name)) return PNG_1PX;
  return Buffer.from(`sample file ${name}\n`);
}

function resolve(doc: Json, value: Json): Json {
  if (typeof value?.$ref !== 'string') return value;
  return value.$ref
    .slice(2)
    .split('/')
    .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node: Json, key: string) => node?.[key], doc);
}

function isFileSchema(schema: Json | undefined): boolean {
  return Boolean(schema && (schema.contentMediaType || schema.format === 'binary'));
}

export function multipart(fields: Json, fileFields: Set<string>): { payload: Buffer; contentType: string } {
  const boundary = '----zhsqContractBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (fileFields.has(name)) {
      const filename = String(value);
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        sampleFile(filename),
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A request as data: query and path values, and the body by media type (files named by their field). */
export interface RequestInput {
  query: Record<string, string>;
  path: Record<string, string>;
  body?: { mediaType: string; value: Json };
}

/**
 * The operation's example request as data. Without a token it carries no credential at all, in the
 * query or in the body; with one, the token replaces the example's session id wherever it is carried.
 */
export function exampleInput(info: { op: Json }, token?: string): RequestInput {
  const query = exampleParams(info.op, 'query');
  if (!token) delete query.sessionId;
  else if ('sessionId' in query) query.sessionId = token;
  const example = exampleBody(info.op);
  if (!example) return { query, path: exampleParams(info.op, 'path') };
  const { sessionId, ...rest } = example.value;
  void sessionId;
  const value = token
    ? 'sessionId' in example.value
      ? { ...example.value, sessionId: token }
      : example.value
    : rest;
  return { query, path: exampleParams(info.op, 'path'), body: { mediaType: example.mediaType, value } };
}

export function requestFromExamples(
  doc: Json,
  info: { method: string; path: string; op: Json },
  prefix: string,
  token?: string,
): BuiltRequest {
  return encodeRequest(doc, info, exampleInput(info, token), prefix, token);
}

/** The wire form of a request: query string, DOOR-Authorization, and the body in its media type. */
export function encodeRequest(
  doc: Json,
  info: { method: string; path: string; op: Json },
  input: RequestInput,
  prefix: string,
  token?: string,
): BuiltRequest {
  const query = new URLSearchParams(input.query);
  const url = prefix + fillPath(info.path, input.path) + (query.size ? `?${query}` : '');
  const headers: Record<string, string> = token ? { 'DOOR-Authorization': token } : {};
  const body = input.body;
  if (!body) return { method: info.method, url, headers };
  if (body.mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(
      Object.entries(body.value).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    return {
      method: info.method,
      url,
      headers: { ...headers, 'content-type': body.mediaType },
      payload: form.toString(),
    };
  }
  if (body.mediaType === 'multipart/form-data') {
    const schema = resolve(doc, info.op.requestBody.content['multipart/form-data'].schema);
    const files = new Set(
      Object.entries<Json>(schema.properties ?? {})
        .filter(([, s]) => isFileSchema(resolve(doc, s)))
        .map(([k]) => k),
    );
    const { payload, contentType } = multipart(body.value, files);
    return { method: info.method, url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  return {
    method: info.method,
    url,
    headers: { ...headers, 'content-type': body.mediaType },
    payload: JSON.stringify(body.value),
  };
}
