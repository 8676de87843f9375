import { htmlToPlainText } from '@/lib/sanitize';
import { getPath } from './dot-path';

/** Names a binding expression can read: page sources by name, plus `site` and `params`. */
export type BindingScope = Record<string, unknown>;

type FilterFn = (value: unknown, arg: string | undefined) => unknown;

/** Plain text of an HTML fragment (the `text` filter). */
export const htmlToText = htmlToPlainText;

/** Shortens text to at most `max` characters at a word boundary, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const asText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  return typeof value === 'object' ? '' : String(value);
};

/** The filters an expression may apply, in a fixed table: nothing else can run. */
const FILTERS: Record<string, FilterFn> = {
  text: (value) => htmlToText(asText(value)),
  truncate: (value, arg) => truncate(asText(value), Number(arg ?? 160)),
  join: (value, arg) => (Array.isArray(value) ? value.map(asText).join(arg ?? ', ') : value),
  first: (value) => (Array.isArray(value) ? value[0] : value),
  lower: (value) => asText(value).toLocaleLowerCase('nb'),
  default: (value, arg) => (asText(value) === '' ? (arg ?? '') : value),
};

function splitOutsideQuotes(expression: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of expression) {
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}

const unquote = (text: string): string | null => {
  const match = /^(["'])(.*)\1$/s.exec(text);
  return match ? (match[2] ?? '') : null;
};

/**
 * Evaluates one expression: a dot-path into the scope or a quoted literal, followed by filters
 * (`production.contents.summary | text | truncate:155`). Interpreted from a fixed grammar,
 * never with `eval`. An unknown filter throws an Error naming it.
 */
export function evaluateExpression(expression: string, scope: BindingScope): unknown {
  const [head = '', ...filters] = splitOutsideQuotes(expression, '|');
  const literal = unquote(head);
  let value: unknown = literal ?? getPath(scope, head);
  for (const filter of filters) {
    const colon = filter.indexOf(':');
    const name = colon < 0 ? filter : filter.slice(0, colon).trim();
    const rawArg = colon < 0 ? undefined : filter.slice(colon + 1).trim();
    const fn = FILTERS[name];
    if (!fn) throw new Error(`unknown filter '${name}' in binding expression '${expression}'`);
    value = fn(value, rawArg === undefined ? undefined : (unquote(rawArg) ?? rawArg));
  }
  return value;
}

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/**
 * Renders a binding template (docs/product.md, Entities: meta bindings): text with `{{expression}}` placeholders.
 * A template that is one placeholder alone yields the raw value (a list of assets for the image
 * binding); otherwise the values are joined into a string.
 */
export function renderTemplate(template: string, scope: BindingScope): unknown {
  const whole = /^\{\{([^{}]*)\}\}$/.exec(template.trim());
  if (whole) return evaluateExpression(whole[1] ?? '', scope);
  return template.replace(PLACEHOLDER, (_, expression: string) =>
    asText(evaluateExpression(expression.trim(), scope)),
  );
}
