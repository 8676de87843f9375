import { articleEvents } from '@/lib/article-end';
import { htmlToPlainText } from '@/lib/sanitize';
import type { Article, Event, Production } from '@/lib/schemas';
import { osloDay } from '@/lib/time';
import type { ContentProblem } from './content-source';

const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];

/** `13. desember` */
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})\\.\\s+(${MONTHS.join('|')})\\b`, 'gi');

/** The problem code the status page words (problem-text.ts). */
export const DATE_NOT_IN_PROGRAMME = 'date_not_in_programme';

/** Each day and month the text states, in order, once each. */
export function statedDays(text: string): { text: string; day: number; month: number }[] {
  const found = new Map<string, { text: string; day: number; month: number }>();
  for (const match of text.matchAll(DAY_MONTH)) {
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
    const day = Number(match[1]);
    const key = `${day}.${month}`;
    if (!found.has(key)) found.set(key, { text: `${day}. ${MONTHS[month - 1]}`, day, month });
  }
  return [...found.values()];
}

/**
 * The articles with references to no production dropped (docs/content.md, Articles and their
 * events); a stated day no named production plays on is reported and the article kept.
 */
export function checkArticleProductions(
  articles: readonly Article[],
  productions: readonly Production[],
  events: readonly Event[],
  problems: ContentProblem[],
): Article[] {
  const references = new Set(productions.map((production) => production.pageReference));
  return articles.map((article) => {
    if (!article.productions) return article;
    const entry = { entry: `article '${article.id}'`, id: article.id, title: article.title };
    const known = article.productions.filter((reference, index) => {
      if (references.has(reference)) return true;
      problems.push({
        ...entry,
        contentType: 'article',
        field: `productions[${index}]`,
        message: `refers to unknown production '${reference}', which is missing, unpublished or left out`,
        kept: true,
      });
      return false;
    });
    const days = new Set(
      articleEvents({ productions: known }, events).map((event) => {
        const { day, month } = osloDay(new Date(event.startTime));
        return `${day}.${month}`;
      }),
    );
    for (const field of ['title', 'summary', 'content'] as const) {
      const text = field === 'content' ? htmlToPlainText(article.content) : (article[field] ?? '');
      for (const stated of statedDays(text)) {
        if (days.has(`${stated.day}.${stated.month}`)) continue;
        problems.push({
          ...entry,
          contentType: 'article',
          field,
          code: DATE_NOT_IN_PROGRAMME,
          message: `states «${stated.text}», a day none of its productions' events falls on`,
          kept: true,
        });
      }
    }
    return { ...article, productions: known };
  });
}
