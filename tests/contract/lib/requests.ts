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

export function requestFromExamples(
  doc: Json,
  info: { method: string; path: string; op: Json },
  prefix: string,
  token?: string,
): BuiltRequest {
  const query = new URLSearchParams(exampleParams(info.op, 'query'));
  // Without a token the request carries no credential at all, in the query or in the body; with one,
  // the token replaces the example's session id wherever the example carries it.
  if (!token) query.delete('sessionId');
  else if (query.has('sessionId')) query.set('sessionId', token);
  const url = prefix + fillPath(info.path, exampleParams(info.op, 'path')) + (query.size ? `?${query}` : '');
  const headers: Record<string, string> = token ? { 'DOOR-Authorization': token } : {};
  const example = exampleBody(info.op);
  if (!example) return { method: info.method, url, headers };
  const { sessionId, ...rest } = example.value;
  const value = token
    ? 'sessionId' in example.value
      ? { ...example.value, sessionId: token }
      : example.value
    : rest;
  const body = { mediaType: example.mediaType, value };
  void sessionId;
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
