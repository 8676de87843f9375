import { z } from 'zod';
import { errors } from './respond';

/** skip/take of a paged call; take at most 100 (the site asks 10 or 20, docs/product.md, Constants). */
const pagingSchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * One page of `items` as `{ Items, Total }` (services/filmclub/wire.ts pagedSchema), after the
 * `skip` and `take` query parameters; malformed ones answer 400 INVALID_INPUT.
 */
export function paged<T>(
  request: Request,
  items: readonly T[],
  defaultTake = 10,
): { Items: T[]; Total: number } | Response {
  const query = new URL(request.url).searchParams;
  const parsed = pagingSchema.safeParse({
    skip: query.get('skip') ?? undefined,
    take: query.get('take') ?? defaultTake,
  });
  if (!parsed.success) return errors.invalidInput('skip og take må være hele tall (take 1-100).');
  const { skip, take } = parsed.data;
  return { Items: items.slice(skip, skip + take), Total: items.length };
}
