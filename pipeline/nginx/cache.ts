import { CACHE_RULES } from '@/policy/cache-policy';
import { block, quote, regexFor } from './syntax';

/** `map $uri $cache_control`: the Cache-Control of each served file, by the rules the site server uses (policy/cache-policy.ts). */
export const cacheControlMap = (): string[] => [
  '# Cache rules of policy/cache-policy.ts, by the file served.',
  ...block('map $uri $cache_control', [
    `default ${quote(CACHE_RULES.other.value)};`,
    ...CACHE_RULES.noCache.paths.map(
      (file) => `${quote(file)} ${quote(CACHE_RULES.noCache.value)};`,
    ),
    `${quote(`~^${regexFor(CACHE_RULES.immutable.pathPrefix)}`, { regex: true })} ${quote(CACHE_RULES.immutable.value)};`,
    `${quote(`~*\\.(?:${CACHE_RULES.revalidate.extensions.join('|')})$`, { regex: true })} ${quote(CACHE_RULES.revalidate.value)};`,
  ]),
];
