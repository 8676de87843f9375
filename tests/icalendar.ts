/*
 * A strict reader of iCalendar text (RFC 5545) for the tests: no iCalendar parser (ical.js,
 * node-ical) is installed, and the `ics` package only writes. It refuses what calendar apps may
 * choke on: a line not ended by CRLF, a line over 75 octets, a content line without a name and a
 * colon, BEGIN/END that do not pair.
 */

/** One property: its name, parameters (`VALUE=DURATION`) and value, unfolded. */
export interface ICalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A component (VCALENDAR, VEVENT, …) with its properties and nested components. */
export interface ICalComponent {
  name: string;
  properties: ICalProperty[];
  components: ICalComponent[];
}

const CONTENT_LINE = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^;:,"]*))*):(.*)$/;

/**
 * Every file the site makes folds at 75 octets (lib/calendar-event.ts `foldContentLine`).
 * @throws Error naming the line when the text is not valid iCalendar.
 */
export function parseICalendar(text: string): ICalComponent {
  if (!text.endsWith('\r\n')) throw new Error('the text does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  physical.forEach((line, index) => {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error(`line ${index + 1}: a bare LF or CR`);
    if (Buffer.byteLength(line) > 75) throw new Error(`line ${index + 1}: over 75 octets`);
  });
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('the text starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: ICalComponent[] = [];
  let root: ICalComponent | undefined;
  for (const line of lines) {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name = '', rawParams = '', value = ''] = match;
    if (name === 'BEGIN') {
      const component = { name: value, properties: [], components: [] };
      if (stack.length === 0 && root) throw new Error('a second top-level component');
      stack.at(-1)?.components.push(component);
      root ??= component;
      stack.push(component);
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} closes no BEGIN:${value}`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`a property outside any component: ${line}`);
      const params = Object.fromEntries(
        rawParams
          .split(';')
          .slice(1)
          .map((param) => param.split('=') as [string, string]),
      );
      current.properties.push({ name, params, value });
    }
  }
  if (!root || stack.length > 0) throw new Error('BEGIN and END do not pair');
  return root;
}

/** The value of a component's property (the first when repeated), or undefined. */
export const propertyOf = (component: ICalComponent, name: string): string | undefined =>
  component.properties.find((property) => property.name === name)?.value;
