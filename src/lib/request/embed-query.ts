// A widget's options, parsed by zod against what that widget takes (src/config/embed.ts). Unlike a
// page, which ignores a parameter it does not read, a widget refuses one: its options come from a
// partner's snippet, and a typo there should show as a 400 in the frame, not as a widget quietly
// drawn without the option (ADR 050).
import { z } from 'zod';
import { EMBED_OPTION_FIELDS, EMBED_WIDGETS, type EmbedWidgetId } from '../../config/embed';
import { MAX_QUERY_LENGTH } from '../../config/path-rules';
import type { RouteQuery } from './route-query';

const schemas = new Map<EmbedWidgetId, z.ZodType<Record<string, string | undefined>>>();

function schemaOf(widget: EmbedWidgetId) {
  let schema = schemas.get(widget);
  if (!schema) {
    const { options, required } = EMBED_WIDGETS[widget];
    const isRequired = (name: string) => (required as readonly string[]).includes(name);
    schema = z.strictObject(Object.fromEntries(options.map((name) => {
      const field = EMBED_OPTION_FIELDS[name];
      return [name, isRequired(name) ? field : z.optional(field)];
    })));
    schemas.set(widget, schema);
  }
  return schema;
}

/** A name as the refusal quotes it: short, and only letters a partner could have typed. */
const quoted = (name: string) => JSON.stringify(name.slice(0, 40).replace(/[^\w.-]/g, '?'));

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown option ${issue.keys.map(quoted).join(', ')}`;
  const name = quoted(String(issue.path[0] ?? ''));
  if (issue.code === 'invalid_type') return `option ${name} is required`;
  if (issue.code === 'invalid_value') return `option ${name} must be one of ${issue.values.join(', ')}`;
  return `option ${name} must be ${issue.message}`;
}

/** The widget's options out of the query, or the 400 it is, with the reason in plain words. */
export function parseEmbedQuery(search: string, query: URLSearchParams, widget: EmbedWidgetId): RouteQuery {
  if (search.length > MAX_QUERY_LENGTH) return { values: {}, refusal: 'Bad Request: query too long' };
  const names = [...query.keys()];
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) return { values: {}, refusal: `Bad Request: option ${quoted(twice)} is given twice` };
  const parsed = schemaOf(widget).safeParse(Object.fromEntries(query));
  if (!parsed.success) return { values: {}, refusal: `Bad Request: ${describe(parsed.error.issues[0]!)}` };
  const values = Object.fromEntries(Object.entries(parsed.data).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { values };
}
