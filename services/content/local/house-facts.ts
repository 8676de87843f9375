import type { Hall, House, Series } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';

const WEEKDAY_NAMES = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
const PLACEHOLDER = /\{\{\s*house\.([^{}]*?)\s*\}\}/g;

type Facts = Record<string, string | number | undefined>;

function hallFacts(hall: Hall): Facts {
  return { name: hall.name, venue: hall.venue, seats: hall.seats, wheelchairPlaces: hall.wheelchairPlaces };
}

function seriesFacts(series: Series, house: House): Facts {
  const weekday = WEEKDAY_NAMES[series.weekday - 1] ?? '';
  return {
    name: series.name,
    weekday,
    days: `${series.everyOtherWeek ? 'annenhver' : 'hver'} ${weekday}`,
    time: series.time,
    hall: house.halls.find((hall) => hall.id === series.hall)?.name,
    price: series.prices[0]?.amountKr,
  };
}

/** Every `house.<id>.<field>` a text may quote, e.g. `sal2.seats` → 64, `seniorkino.days` → `annenhver tirsdag`. */
export function houseFacts(house: House): Map<string, string> {
  const facts = new Map<string, string>();
  const add = (id: string, values: Facts) => {
    for (const [field, value] of Object.entries(values)) if (value !== undefined) facts.set(`${id}.${field}`, String(value));
  };
  for (const hall of house.halls) add(hall.id, hallFacts(hall));
  for (const series of house.series) add(series.id, seriesFacts(series, house));
  return facts;
}

/**
 * Replaces every `{{house.<id>.<field>}}` in the strings of a parsed JSON entry with the fact of
 * `content/house.json`, so pages, articles and the schedule tell the same facts. Hall fields:
 * `name`, `venue`, `seats`, `wheelchairPlaces`; series fields: `name`, `weekday` (`tirsdag`),
 * `days` (`annenhver tirsdag` / `hver onsdag`), `time` (`12:00`), `hall` (its name), `price`
 * (first price, kr). Other `{{…}}` bindings are left for the engine.
 * @returns the entry with the facts filled in; each unknown placeholder is pushed to `problems`
 *   as `entry`, the field's path and the placeholder.
 */
export function fillHouseFacts(value: unknown, facts: ReadonlyMap<string, string>, entry: string, problems: ContentProblem[], field = ''): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (placeholder, key: string) => {
      const fact = facts.get(key);
      if (fact === undefined) problems.push({ entry, field: field || '(file)', message: `quotes unknown house fact '${placeholder}' (content/house.json)` });
      return fact ?? placeholder;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillHouseFacts(item, facts, entry, problems, `${field}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillHouseFacts(item, facts, entry, problems, field ? `${field}.${key}` : key)]));
  }
  return value;
}
