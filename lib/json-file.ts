import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/**
 * `text` parsed as JSON and checked against `schema`; `name` (a file path, an object's URL) heads
 * the error, so an operator knows which file to mend.
 * @throws Error `<name>: <path of the first issue> <its message>` when the value does not fit the
 *   schema, or `<name>: not JSON (…)` when the text does not parse.
 */
export function parseJsonText<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
  name: string,
): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name}: not JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${name}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * The JSON file `file`, checked against `schema`.
 * @throws the read's own error when the file cannot be read (its `code`, such as `ENOENT`, kept for
 *   callers to whom a missing file is no error); Error naming `file` and the first issue's path
 *   when it is not JSON or does not fit the schema (see {@link parseJsonText}).
 */
export async function readJsonFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseJsonText(await readFile(file, 'utf8'), schema, file);
}
