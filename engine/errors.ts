/**
 * A content problem a person can act on: names the entry (file or id) and the field.
 * Thrown by the engine and the content adapters; never swallowed into empty data.
 */
export class ContentError extends Error {
  constructor(
    readonly entry: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${entry}: field \`${field}\` ${detail}`);
    this.name = 'ContentError';
  }
}
