import fc from 'fast-check';
import { z } from 'zod';

/** fast-check's seed for the strings drawn to match a pattern: every run sends the same requests. */
const SEED = 20_261_122;

/** Texts that commonly fit a field's pattern: dates, a colour, an image path, a boolean in a query. */
const PLAUSIBLE_TEXTS = [
  '1990-01-01',
  '2026-11-20',
  '2026-11-20T03:00:00.000Z',
  '#f5c453',
  '/images/fuzz.png',
  'fuzz.example.com',
  'true',
];
/** A fixed UUID (v4), for the request ids forms make. */
const UUID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

/**
 * A value the schema accepts, built from the schema alone. The fuzz starts every request from one
 * and breaks a single field, so each bad value travels as far into the server as it can. Numbers
 * prefer 999999 (no record has that id): a request that slipped through would find nothing to
 * change. Falls back to the first candidate when none is accepted.
 */
export function sampleOf(schema: z.ZodType): unknown {
  let first: unknown;
  let seen = false;
  for (const candidate of candidatesOf(schema)) {
    if (schema.safeParse(candidate).success) return candidate;
    if (!seen) [first, seen] = [candidate, true];
  }
  return first;
}

/** Candidates in order of preference, drawn lazily: patterns are sampled only when needed. */
function* candidatesOf(schema: z.ZodType): Generator<unknown> {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    yield Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, sampleOf(field)]));
  } else if (schema instanceof z.ZodNullable) {
    // Null first: a nullable pair (a schedule's start and end) is then valid together.
    yield null;
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    yield* candidatesOf(schema.def.innerType as z.ZodType);
  } else if (schema instanceof z.ZodPipe) {
    yield* candidatesOf(schema.def.in as z.ZodType);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.ZodType[]) yield* candidatesOf(option);
  } else if (schema instanceof z.ZodEnum) {
    yield* schema.options;
  } else if (schema instanceof z.ZodLiteral) {
    yield* schema.values;
  } else if (schema instanceof z.ZodBoolean) {
    yield true;
  } else if (schema instanceof z.ZodArray) {
    yield [sampleOf(schema.element as z.ZodType)];
  } else if (schema instanceof z.ZodNumber) {
    yield* [999_999, 1, 10_000, 0, -1];
    // A range that holds none of those (hours from 24 up, say): its own lower bound.
    if (schema.minValue !== null && Number.isFinite(schema.minValue)) yield schema.minValue;
  } else if (schema.def.type === 'string') {
    // String formats (uuid, datetime) are classes of their own, not subclasses of ZodString.
    yield* textCandidates(schema as unknown as TextSchema);
  } else {
    yield {};
  }
}

type TextSchema = z.ZodType & { minLength: number | null; maxLength: number | null; format: string | null };

function* textCandidates(schema: TextSchema): Generator<unknown> {
  if (schema.format === 'uuid') yield UUID;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  yield '하늘fuzz'.repeat(Math.ceil(Math.max(min, 1) / 6)).slice(0, Math.max(max, 1));
  yield* PLAUSIBLE_TEXTS;
  yield* patternMatches(schema);
}

/** Strings matching the schema's patterns (formats and regexes), drawn with the fixed seed. */
function patternMatches(schema: z.ZodType): string[] {
  const patterns: RegExp[] = [];
  const { pattern, checks = [] } = schema.def as { pattern?: RegExp; checks?: z.core.$ZodCheck[] };
  if (pattern) patterns.push(pattern);
  for (const check of checks) {
    const def = check._zod.def as { pattern?: RegExp };
    if (def.pattern) patterns.push(def.pattern);
  }
  return patterns.flatMap((regex) => {
    try {
      return fc.sample(fc.stringMatching(regex), { seed: SEED, numRuns: 30 });
    } catch {
      // fast-check cannot draw every regex (lookaheads); the plausible texts cover those fields.
      return [];
    }
  });
}
