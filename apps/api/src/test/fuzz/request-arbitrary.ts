import fc from 'fast-check';
import { encodeForUrl, hostileString, hostileUrlText, nestedJson } from './hostile-values';
import { valueFor, type JsonSchema } from './schema-arbitrary';

/** One operation of the OpenAPI document, as far as the generator reads it. */
export interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** `/api/public/product/:slug` -> `/api/public/product/{slug}` (the OpenAPI document's spelling). */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A path segment: a real value of the store (so deeper code runs), plain text, or hostile text. */
function pathSegment(realValues: readonly string[]): fc.Arbitrary<string> {
  const real = realValues.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...realValues).map(encodeForUrl) }] : [];
  return fc.oneof(...real, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map(encodeForUrl) }, { weight: 3, arbitrary: hostileUrlText });
}

function pathFor(url: string, realValues: readonly string[]): fc.Arbitrary<string> {
  const parts = url.split('/').map((part) => (part.startsWith(':') || part === '*' ? pathSegment(realValues) : fc.constant(part)));
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

/** Declared query parameters (each present or not, sometimes repeated) plus unknown ones. */
function queryFor(operation: Operation | undefined): fc.Arbitrary<string> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const pairs = declared.map((parameter) =>
    fc.option(
      fc.oneof(
        { weight: 2, arbitrary: valueFor(parameter.schema ?? {}).map((value) => [[parameter.name, typeof value === 'string' ? encodeForUrl(value) : encodeForUrl(JSON.stringify(value) ?? '')]]) },
        { weight: 1, arbitrary: fc.tuple(hostileUrlText, hostileUrlText).map(([a, b]) => [[parameter.name, a], [parameter.name, b]]) },
      ),
      { freq: 2 },
    ),
  );
  const unknown = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'page[]', 'a.b'), hostileUrlText), { maxLength: 2 });
  return fc.tuple(fc.tuple(...pairs), unknown).map(([chosen, extra]) => {
    const all = [...chosen.filter((pair) => pair !== null).flat(), ...extra] as Array<[string, string]>;
    return all.length === 0 ? '' : `?${all.map(([name, value]) => `${encodeForUrl(name)}=${value}`).join('&')}`;
  });
}

/** Header values a client can put on the wire (printable; long ones included). */
const headerText = fc.oneof(
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '?')),
  fc.constantFrom(1_000, 9_000).map((length) => 'h'.repeat(length)),
);

function headersFor(authorization: string | undefined): fc.Arbitrary<Record<string, string>> {
  const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded');
  const bogusAuthorization = fc.oneof(fc.constant('Bearer '), fc.constant('Basic YTpi'), headerText.map((text) => `Bearer ${text}`));
  return fc
    .record(
      {
        'content-type': contentType,
        authorization: authorization ? fc.oneof({ weight: 4, arbitrary: fc.constant(authorization) }, { weight: 1, arbitrary: bogusAuthorization }) : bogusAuthorization,
        'accept-language': headerText,
        'x-forwarded-for': headerText,
        'x-extra': headerText,
        'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'zstd', 'identity'),
      },
      { requiredKeys: authorization ? ['authorization'] : [] },
    )
    .map((headers) => headers as Record<string, string>);
}

/** A JSON body of the declared shape (or anything hostile), malformed JSON, or nothing. */
function bodyFor(operation: Operation | undefined): fc.Arbitrary<string | undefined> {
  const schema = operation?.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{', '{"a":', 'null', '[]', '"text"', '1e999', '{"a":1,"a":2}') },
    { weight: 1, arbitrary: fc.constantFrom(50, 5_000, 50_000).map(nestedJson) },
    { weight: 1, arbitrary: hostileString.map((text) => JSON.stringify({ [text.slice(0, 20)]: text })) },
  );
}

/** A random client address, so rate limits rarely hide the answer under test. */
const remoteAddress = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Requests for one registered route, shaped by its OpenAPI operation when it has one. */
export function requestsFor(
  route: { method: string; url: string },
  operation: Operation | undefined,
  { authorization, realValues }: { authorization?: string; realValues: readonly string[] },
): fc.Arbitrary<FuzzRequest> {
  const takesBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .record({
      path: pathFor(route.url, realValues),
      query: queryFor(operation),
      headers: headersFor(authorization),
      payload: takesBody ? bodyFor(operation) : fc.option(bodyFor(operation), { freq: 4 }).map((body) => body ?? undefined),
      remoteAddress,
    })
    .map(({ path, query, headers, payload, remoteAddress: address }) => ({ method: route.method, url: `${path}${query}`, headers, payload, remoteAddress: address }));
}
