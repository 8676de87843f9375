import { festivalDates } from '@/lib/festival';
import type { Festival, Hall, House, PriceList, Series } from '@/lib/schemas';
import { capitalise } from '@/lib/time';
import type { ContentProblem } from '../content-source';

const WEEKDAY_NAMES = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
const PLACEHOLDER = /\{\{\s*house\.([^{}]*?)\s*\}\}/g;

type Facts = Record<string, string | number | undefined>;

/** `mandag–fredag 07:30–22:30, lørdag og søndag 09:00–21:00`: the hall's `hours` as text, else its `openingHours`. */
function openingText(hall: Hall): string | undefined {
  return (
    hall.hours
      ?.map((hours) => `${weekdayNames(hours.weekdays)} ${hours.open}–${hours.close}`)
      .join(', ') ?? hall.openingHours
  );
}

function hallFacts(hall: Hall): Facts {
  const opening = openingText(hall);
  return {
    name: hall.name,
    venue: hall.venue,
    seats: hall.seats,
    wheelchairPlaces: hall.wheelchairPlaces,
    openingHours: opening,
    OpeningHours: opening && capitalise(opening),
  };
}

/** `[1, 3, 5]` → `mandag, onsdag og fredag`; three or more days in a row → `mandag–fredag`. */
export function weekdayNames(weekdays: readonly number[]): string {
  const runs: number[][] = [];
  for (const day of weekdays) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number | undefined) => WEEKDAY_NAMES[(day ?? 1) - 1] ?? '';
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${name(run[0])}–${name(run.at(-1))}`] : run.map(name),
  );
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} og ${parts.at(-1) ?? ''}`
    : (parts[0] ?? '');
}

/** `08:30` plus 90 minutes → `10:00` (wall clock, wrapping at midnight). */
function clockPlus(clock: string, minutes: number): string {
  const [hours = 0, mins = 0] = clock.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `price` (the first, kr) and `price1`, `price2` … in the order of the list. */
function priceFacts(prices: PriceList['prices']): Facts {
  return Object.fromEntries([
    ['price', prices[0]?.amountKr],
    ...prices.map((price, index) => [`price${index + 1}`, price.amountKr]),
  ]) as Facts;
}

function seriesFacts(series: Series, house: House): Facts {
  const weekday = weekdayNames(series.weekdays);
  const days = `${series.everyOtherWeek ? 'annenhver' : 'hver'} ${weekday}`;
  const end =
    series.lengthMinutes === undefined ? undefined : clockPlus(series.time, series.lengthMinutes);
  return {
    name: series.name,
    weekday,
    Weekday: capitalise(weekday),
    days,
    Days: capitalise(days),
    time: series.time,
    end,
    hours: end === undefined ? undefined : `${series.time}–${end}`,
    hall: house.halls.find((hall) => hall.id === series.hall)?.name,
    ...priceFacts(series.prices),
  };
}

/** `from`, `to` (Oslo dates), `dates` (`1.–31. desember 2026`), `pass1` … (`Festivalpass, fem filmer: 500 kr`) and the passes' prices. */
function festivalFacts(festival: Festival): Facts {
  return {
    name: festival.name,
    from: festival.from,
    to: festival.to,
    dates: festivalDates(festival.from, festival.to),
    ...priceFacts(festival.passes),
    ...Object.fromEntries(
      festival.passes.map((pass, index) => [
        `pass${index + 1}`,
        `${pass.label}: ${pass.amountKr} kr`,
      ]),
    ),
  };
}

/** Every `house.<id>.<field>` a text may quote, e.g. `sal2.seats` → 64. */
export function houseFacts(house: House): Map<string, string> {
  const facts = new Map<string, string>();
  const add = (id: string, values: Facts) => {
    for (const [field, value] of Object.entries(values))
      if (value !== undefined) facts.set(`${id}.${field}`, String(value));
  };
  for (const hall of house.halls) add(hall.id, hallFacts(hall));
  for (const series of house.series) add(series.id, seriesFacts(series, house));
  for (const list of house.priceLists)
    add(list.id, { name: list.name, ...priceFacts(list.prices) });
  for (const festival of house.festivals) add(festival.id, festivalFacts(festival));
  return facts;
}

/**
 * The entry with every `{{house.<id>.<field>}}` replaced by its fact (the fields: docs/content.md),
 * so pages, articles and the schedule tell the same facts; each unknown one is pushed to
 * `problems`. Other `{{…}}` bindings are left for the engine.
 */
export function fillHouseFacts(
  value: unknown,
  facts: ReadonlyMap<string, string>,
  entry: string,
  problems: ContentProblem[],
  field = '',
): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (placeholder, key: string) => {
      const fact = facts.get(key);
      if (fact === undefined)
        problems.push({
          entry,
          field: field || '(file)',
          message: `quotes unknown house fact '${placeholder}' (content/house.json)`,
        });
      return fact ?? placeholder;
    });
  }
  if (Array.isArray(value))
    return value.map((item, index) =>
      fillHouseFacts(item, facts, entry, problems, `${field}[${index}]`),
    );
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillHouseFacts(item, facts, entry, problems, field ? `${field}.${key}` : key),
      ]),
    );
  }
  return value;
}
