/** Prints a grouping for the time-zone test (group-by-day.test.ts runs it under several TZ values). */
import { event } from '@/tests/fixtures';
import { groupByOsloDay } from './group-by-day';

const events = [
  '2026-11-21T23:30:00+01:00',
  '2026-11-22T00:15:00+01:00',
  '2027-03-28T01:30:00+01:00',
  '2027-03-28T03:30:00+02:00',
].map((start) => event('a', start));
console.log(
  JSON.stringify(groupByOsloDay(events).map((day) => `${day.key}: ${day.events.length}`)),
);
