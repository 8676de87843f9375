import { affectedPages, type EntityChange, type EntityModel, type PageRoute } from '@/engine';
import { osloDayKey } from '@/lib/time';
import type { ContentSet } from '@/lib/schemas';
import { readBuildRecord, SHARED_PARTS, type BuildRecord, type SharedPart } from './record';

/**
 * Above this share of the pages affected, a full build is as quick and simpler: the incremental
 * one would regenerate most pages and still link and check the rest.
 */
export const MOST_PAGES = 0.5;

/** What a content-only rebuild does: regenerate some pages over the live build, or a full build and why. */
export type RebuildPlan =
  | { kind: 'full'; why: string }
  | {
      kind: 'incremental';
      /** Paths to generate again (new pages included, the front page always, and at least one other), in page order. */
      regenerate: string[];
      /** Every page of the new build. */
      pages: number;
      /** Ids of events whose calendar file is written again: changed, added, or of a changed production. */
      events: Set<string>;
      /**
       * No production or event changed, was added or removed: every calendar file and
       * subscribable calendar (`abonner/*.ics`) is the live build's, since both are made from
       * the events, their productions and the site settings alone, at a clock of the same Oslo day.
       */
      calendarsUnchanged: boolean;
    };

const MODELS: readonly EntityModel[] = ['production', 'event', 'article'];

/** The entities whose hash differs, or that are only in one of the two records. */
export function entityChanges(
  live: BuildRecord['entities'],
  next: BuildRecord['entities'],
): EntityChange[] {
  return MODELS.flatMap((model) => {
    const before = live[model];
    const after = next[model];
    const changes: EntityChange[] = [];
    for (const [id, entity] of Object.entries(after)) {
      const old = before[id];
      if (!old) changes.push({ model, id, after: entity.values });
      else if (old.hash !== entity.hash)
        changes.push({ model, id, before: old.values, after: entity.values });
    }
    for (const [id, old] of Object.entries(before))
      if (!(id in after)) changes.push({ model, id, before: old.values });
    return changes;
  });
}

/**
 * Decides how a content-only rebuild makes its build from the live one (docs/architecture.md,
 * Incremental rebuilds): the pages the changed entities can affect (engine, `affectedPages`),
 * or a full build when it cannot decide: no record of the live build, other code or compile,
 * another shared part (site settings, menus, …), a build clock on another Oslo day (pages
 * older than a day), or most pages affected.
 * @param live the live build's record (null: none)
 * @param next the record the new build would write, with the current compile's `buildId`
 * @param routes every page of the new content (`pageRoutes`)
 */
export function planRebuild({
  live,
  next,
  content,
  routes,
}: {
  live: BuildRecord | null;
  next: BuildRecord;
  content: ContentSet;
  routes: ReadonlyMap<string, PageRoute>;
}): RebuildPlan {
  if (!live) return { kind: 'full', why: 'no record of the live build' };
  if (live.fingerprint !== next.fingerprint || live.buildId !== next.buildId)
    return { kind: 'full', why: 'code changed' };
  const parts = (Object.keys(SHARED_PARTS) as SharedPart[]).filter(
    (part) => live.shared[part] !== next.shared[part],
  );
  if (parts.length > 0)
    return { kind: 'full', why: `${parts.map((part) => SHARED_PARTS[part]).join(', ')} changed` };
  // The record keys entities by id: with two of one id, a change to one of them could go unseen.
  const counts = {
    production: content.productions,
    event: content.events,
    article: content.articles,
  };
  if (MODELS.some((model) => Object.keys(next.entities[model]).length !== counts[model].length))
    return { kind: 'full', why: 'two entities share an id' };
  if (osloDayKey(new Date(live.clock)) !== osloDayKey(new Date(next.clock)))
    return { kind: 'full', why: 'live build from another Oslo day' };
  const changes = entityChanges(live.entities, next.entities);
  const affected = new Set(
    affectedPages(content, routes, new Map(Object.entries(live.pages)), changes),
  );
  affected.add('/');
  // Next's export fails when the catch-all route gets no path: a change that touches no page but
  // the front page (or none: the same content published again) regenerates one more.
  const another = [...routes.keys()].find((page) => page !== '/');
  if (another && ![...affected].some((page) => page !== '/')) affected.add(another);
  const regenerate = [...routes.keys()].filter((page) => affected.has(page));
  if (regenerate.length > routes.size * MOST_PAGES)
    return {
      kind: 'full',
      why: `too many pages affected (${regenerate.length} of ${routes.size})`,
    };
  return {
    kind: 'incremental',
    regenerate,
    pages: routes.size,
    events: calendarEventsOf(content, changes),
    calendarsUnchanged: !changes.some(
      (change) => change.model === 'production' || change.model === 'event',
    ),
  };
}

/** Events changed or added, and every event of a changed production (its calendar file names the production). */
function calendarEventsOf(content: ContentSet, changes: readonly EntityChange[]): Set<string> {
  const ids = (model: EntityModel) =>
    new Set(
      changes.filter((change) => change.model === model && change.after).map((change) => change.id),
    );
  const events = ids('event');
  const productions = ids('production');
  const references = new Set(
    content.productions
      .filter((production) => productions.has(production.id))
      .map((production) => production.pageReference),
  );
  for (const event of content.events)
    if (references.has(event.production.pageReference)) events.add(event.id);
  return events;
}

/**
 * The plan of a build asked to be incremental (`true`) or told why it is full (a string): a
 * full build when it cannot reuse the compile (the code changed), else `planRebuild` against the
 * record of the live build in `live` (its real path; null: there is none).
 */
export async function planFor(
  incremental: true | string,
  {
    live,
    record,
    reusesCompile,
    content,
    routes,
  }: {
    live: string | null;
    record: BuildRecord;
    reusesCompile: boolean;
    content: ContentSet;
    routes: ReadonlyMap<string, PageRoute>;
  },
): Promise<RebuildPlan> {
  if (typeof incremental === 'string') return { kind: 'full', why: incremental };
  if (!reusesCompile) return { kind: 'full', why: 'code changed' };
  const liveRecord = live ? await readBuildRecord(live) : null;
  return planRebuild({ live: liveRecord, next: record, content, routes });
}
