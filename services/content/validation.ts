import type { z } from 'zod';
import type { ContentProblem } from './content-source';

/** `blocks[2].data.productions` from a zod issue path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>(
      (text, key) =>
        typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
      '',
    ) || '(root)'
  );
}

/** A missing value (undefined, or an empty required text) is `missing`, which problem-text.ts words apart. */
function issueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && / received (?:undefined|null)$/.test(issue.message))
    return 'missing';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return 'missing';
  if (issue.code === 'invalid_type' && / received NaN$/.test(issue.message)) return 'invalid_date';
  return issue.code;
}

/** A zod error as problems naming the entry and each field. */
export function problemsOf(entry: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    entry,
    field: fieldPath(issue.path),
    message: issue.message,
    code: issueCode(issue),
  }));
}

/** One line per problem: `content/articles/x.json: field \`slug\` must be …`. */
export const formatProblem = (problem: ContentProblem): string =>
  `${problem.entry}: field \`${problem.field}\` ${problem.message}`;

/** The parsed entry, or undefined after recording its problems, so one bad entry is left out. */
export function validateEntry<T>(
  schema: z.ZodType<T>,
  value: unknown,
  entry: string,
  problems: ContentProblem[],
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...problemsOf(entry, result.error));
  return undefined;
}
