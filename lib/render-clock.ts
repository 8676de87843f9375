import { osloDay, osloWallTimeToIso } from './time';

/**
 * An island's render clock (ISO 8601, UTC): the latest instant at or before `buildNow` at which
 * its render can change. The islands that follow the showing clock (ticket list, programme
 * filters, schedule days) render from it on the server and while hydrating, instead of the build
 * clock, so every build whose render would be the same writes the same bytes
 * (docs/architecture.md, Deterministic output).
 *
 * An island's render depends on the clock only through the Oslo day (`I dag`, `I morgen`) and
 * through `changes`: the instants (epoch ms) at which one of the rows it was given changes (a
 * showing counts as past, a day is over), each the first instant of the new render. So it renders
 * the same at this clock as at `buildNow`: the start of `buildNow`'s Oslo day, or the latest of
 * `changes` at or before `buildNow`, whichever is later. Pure.
 * @throws RangeError when `buildNow` is no date.
 */
export function renderClock(buildNow: string, changes: Iterable<number>): string {
  const now = Date.parse(buildNow);
  if (Number.isNaN(now)) throw new RangeError(`render clock: '${buildNow}' is no date and time`);
  let clock = Date.parse(osloWallTimeToIso(osloDay(new Date(now)), '00:00'));
  for (const change of changes) if (change <= now && change > clock) clock = change;
  return new Date(clock).toISOString();
}
