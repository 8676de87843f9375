/**
 * Writing values into nginx's syntax safely: every value the config takes from content or the
 * environment passes one of these, which refuse what nginx would read as syntax or variables.
 */

/**
 * A double-quoted nginx string. Variables (`$name`) only where `variables` is set, backslashes only
 * in regular expressions (`regex`), where nginx keeps `\.` as it is.
 * @throws Error for characters nginx would read as syntax or variables.
 */
export function quote(value: string, allow: { variables?: boolean; regex?: boolean } = {}): string {
  if (
    /["\n\r]/.test(value) ||
    (!allow.regex && value.includes('\\')) ||
    /\\["'\\ntr]/.test(value) ||
    (!allow.variables && value.includes('$') && !allow.regex)
  ) {
    throw new Error(`cannot be written into the nginx config: ${JSON.stringify(value)}`);
  }
  return `"${value}"`;
}

/** A URL path or redirect target used in a location or return: no spaces, quotes, braces, semicolons or variables. */
export function urlToken(value: string): string {
  if (!/^[^\s"'{};$\\]+$/.test(value))
    throw new Error(
      `redirect path cannot be written into the nginx config: ${JSON.stringify(value)}`,
    );
  return value;
}

/** `text` as a regular expression matching it literally. */
export const regexFor = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `lines` indented by `depth` levels of four spaces; empty lines stay empty. */
export const indent = (lines: string[], depth: number): string[] =>
  lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));

/** A block: `opening {`, its lines indented one level, `}`. */
export const block = (opening: string, lines: string[]): string[] => [
  `${opening} {`,
  ...indent(lines, 1),
  '}',
];

/** The smallest power of two at least `size` (nginx's hash sizes). */
export const powerOfTwoAtLeast = (size: number): number => 2 ** Math.ceil(Math.log2(size));
