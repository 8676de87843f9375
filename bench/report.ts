/**
 * The shape of `npm run bench` (issue 7): a report of sections, each with tables of figures,
 * written as Markdown and JSON under `bench/results/`. Every section module in `bench/sections/`
 * exports a `BenchSectionRunner`; `bench/sections/index.ts` lists them in report order.
 */

import type { Config } from '@/lib/config';

/** One table of figures; cells are numbers (with the unit in the column name) or text. */
export interface BenchTable {
  /** Caption, e.g. `next build, embedded content and synthetic productions`. */
  caption: string;
  /** Column names with units, e.g. `wall time (s)`. */
  columns: string[];
  rows: (string | number)[][];
}

/** One part of the report, e.g. `Build`, `JavaScript`, `Lighthouse`, `Serving`, `Search`. */
export interface BenchSection {
  title: string;
  tables: BenchTable[];
  /** How to read the figures, and anything unusual about this run. */
  notes: string[];
}

/** What a section gets from the runner. */
export interface BenchContext {
  /** The project root. */
  root: string;
  /** A scratch folder for this run (builds, copies); removed afterwards. */
  workDir: string;
  /** Progress line to stderr. */
  log(message: string): void;
  /** The configuration the bench entry parsed from its environment (lib/config). */
  config: Config;
}

/** Runs one section. @throws Error when its figures cannot be measured (the runner reports it and goes on). */
export type BenchSectionRunner = (context: BenchContext) => Promise<BenchSection>;

/** Renders sections as Markdown, one `##` heading and table per section/table. */
export function renderMarkdown(title: string, sections: readonly BenchSection[]): string {
  const lines = [`# ${title}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const table of section.tables) {
      lines.push(
        `**${table.caption}**`,
        '',
        `| ${table.columns.join(' | ')} |`,
        `|${table.columns.map(() => '---').join('|')}|`,
      );
      for (const row of table.rows) lines.push(`| ${row.join(' | ')} |`);
      lines.push('');
    }
    for (const note of section.notes) lines.push(`- ${note}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
