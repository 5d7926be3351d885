import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText, isMultilineField, type UnsafeTextReason } from '@aabhushan/shared/rules/safe-text';
import { INVALID_INPUT_CODE } from '@aabhushan/shared/schemas/request-messages';
import { fail } from '../lib/envelope';

/**
 * One input boundary for the whole API: before any schema or route runs, text that carries
 * control characters or broken Unicode, or is longer than any field of the store allows, is
 * refused with 400 and a sentence naming where it was. Nothing behind it (validation, the
 * database) ever sees such text. Field schemas keep their own, tighter limits.
 */
export const MAX_PARAMETER_LENGTH = 1_000;
export const MAX_HEADER_LENGTH = 8_192;
export const MAX_BODY_TEXT_LENGTH = 200_000;
export const MAX_BODY_DEPTH = 20;

export const BODY_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;

type Place = 'path parameter' | 'query parameter' | 'header' | 'field';

const REASONS: Record<UnsafeTextReason, string> = {
  control: 'contains a control character, which is not allowed',
  'broken-unicode': 'contains broken Unicode (an unpaired surrogate or a replacement character)',
};

function placeName(place: Place, name: string): string {
  return place === 'field' ? `The field "${name}"` : `The ${place} "${name}"`;
}

/** The refusal for one text, or undefined when it may pass. */
function checkText(place: Place, name: string, text: string, maxLength: number, multiline = false): string | undefined {
  if (text.length > maxLength) return `${placeName(place, name)} is too long (at most ${maxLength.toLocaleString('en-IN')} characters).`;
  const reason = findUnsafeText(text, { multiline });
  return reason && `${placeName(place, name)} ${REASONS[reason]}.`;
}

function checkFlat(place: Place, values: unknown, maxLength: number): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [name, value] of Object.entries(values)) {
    const nameProblem = checkText(place, name.slice(0, 40), name, maxLength);
    if (nameProblem) return nameProblem;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue;
      const problem = checkText(place, name, item, maxLength);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Walks a JSON body without recursion: every key and string value, and the nesting depth. */
function checkBody(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; multiline: boolean; depth: number }> = [{ value: body, path: '', multiline: false, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, multiline, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = checkText('field', path || 'body', value, MAX_BODY_TEXT_LENGTH, multiline);
      if (problem) return problem;
      continue;
    }
    // Bytes (an uploaded picture) are checked by the route that takes them, not read as text.
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return BODY_TOO_DEEP_MESSAGE;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]`, multiline, depth: depth + 1 }));
      continue;
    }
    for (const [name, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${name}` : name;
      const nameProblem = checkText('field', itemPath.slice(0, 80), name, MAX_PARAMETER_LENGTH);
      if (nameProblem) return nameProblem;
      pending.push({ value: item, path: itemPath, multiline: multiline || isMultilineField(name), depth: depth + 1 });
    }
  }
  return undefined;
}

/** The refusal for a request's input, or undefined when it may pass to validation. */
export function findInputProblem(request: Pick<FastifyRequest, 'params' | 'query' | 'headers' | 'body' | 'method'>): string | undefined {
  return (
    checkFlat('path parameter', request.params, MAX_PARAMETER_LENGTH) ??
    checkFlat('query parameter', request.query, MAX_PARAMETER_LENGTH) ??
    checkFlat('header', request.headers, MAX_HEADER_LENGTH) ??
    (request.method === 'GET' || request.method === 'HEAD' ? undefined : checkBody(request.body))
  );
}

/** Only the API and media answer from input; pages are the storefront's (modules/pages/pages.plugin.ts). */
const GUARDED = /^\/(api|media)\//;

export const inputBoundaryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (!GUARDED.test(request.url)) return;
    // A body on a GET or HEAD means nothing: it is ignored, never validated or stored.
    if (request.method === 'GET' || request.method === 'HEAD') request.body = undefined;
    const problem = findInputProblem(request);
    if (problem) return reply.status(400).send(fail(problem, INVALID_INPUT_CODE));
  });
});
