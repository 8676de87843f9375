/** The JSON the content files hold, read without a schema: drawing needs only a few fields. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
