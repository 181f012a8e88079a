// The building blocks of schemas.ts: how a tolerant field, a wrapped answer, JSON text, an id,
// a date and an image are read.
import { z } from 'zod';

/** A `?` field of the contract: null survives here and becomes undefined in reshape/. */
export function acceptMissing<T extends z.ZodType>(schema: T) {
  return schema.nullish().catch(undefined);
}

/** For meta blobs only: keeps the readable items of a list and drops the rest. */
export function keepReadableItems<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((value): z.output<T>[] => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** JSON text becomes its value; unreadable text becomes undefined; anything else passes. */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Accepts either the bare answer or the provider's `{ data: answer }` wrapping. */
export function unwrapData<T>(schema: z.ZodType<T>): z.ZodType<T> {
  const wrapped = z.object({ data: z.unknown() }).transform((answer) => answer.data).pipe(schema);
  return z.union([schema, wrapped]);
}

// Competition 0 (King of Kings) is a real id, so ids start at 0.
export const IdSchema = z.number().int().nonnegative();
export const DateTextSchema = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'Not a date');
/** Images arrive as a URL or as `{ url }`; both read as the URL. */
export const ImageSchema = z.union([z.string(), z.object({ url: z.string() }).transform((image) => image.url)]);
/** Which table positions a legend colour marks: `1`, `"1-4"`; always read as text. */
export const PlacementSchema = z.union([z.number(), z.string()]).transform(String);
export const GenderSchema = z.enum(['male', 'female', 'both']);
export const PlayerRoleSchema = z.enum(['goalkeeper', 'defender', 'midfielder', 'forward']);

// The `?` fields that recur across the contract.
export const MaybeText = acceptMissing(z.string());
export const MaybeNumber = acceptMissing(z.number());
export const MaybeBoolean = acceptMissing(z.boolean());
export const MaybeId = acceptMissing(IdSchema);
export const MaybeDate = acceptMissing(DateTextSchema);
export const MaybeImage = acceptMissing(ImageSchema);
/** Jersey numbers sometimes arrive as text. */
export const MaybeJersey = acceptMissing(z.coerce.number().int().nonnegative());
