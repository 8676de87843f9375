import { affectedPages, filterValuesOf, listPagePaths, pageRoutes } from '@/engine';
import { localContentSource } from '@/services/content';
import { syntheticContent } from '@/bench/synthetic-content';
import { rm } from 'node:fs/promises';
async function main() {
  const dir = await syntheticContent(process.cwd(), 1000);
  const { content } = await localContentSource(dir).load({ now: new Date('2026-11-26T10:00:00Z') });
  const t = Date.now();
  const routes = pageRoutes(content, listPagePaths(content));
  const before = new Map([...routes].map(([p, r]) => [p, r.definition]));
  const id = content.productions.find((p) => p.pageReference === 'dragevokterens-datter-dxm2601225')!.id;
  const v = filterValuesOf(content);
  const changes = [{ model: 'production' as const, id, before: v.production.get(id), after: v.production.get(id) },
    ...content.events.filter((e) => e.production.pageReference === 'dragevokterens-datter-dxm2601225').map((e) => ({ model: 'event' as const, id: e.id, before: v.event.get(e.id), after: v.event.get(e.id) }))];
  const pages = affectedPages(content, routes, before, changes);
  console.log(`${routes.size} pages, ${content.events.length} events, ${changes.length} changes, ${Date.now() - t} ms`);
  console.log(pages.join(' '));
  await rm(dir, { recursive: true, force: true });
}
main();
