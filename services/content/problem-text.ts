import { DATE_NOT_IN_PROGRAMME } from './article-dates';
import type { ContentProblem } from './content-source';

/** The subject of a sentence about an entry of each content type, in Norwegian (definite form). */
const CONTENT_TYPE_NAMES: Readonly<Record<string, { subject: string; type: string }>> = {
  article: { subject: 'Artikkelen', type: 'artikkel' },
  production: { subject: 'Produksjonen', type: 'produksjon' },
  event: { subject: 'Forestillingen', type: 'forestilling' },
  pageDefinition: { subject: 'Sidedefinisjonen', type: 'sidedefinisjon' },
  menuItem: { subject: 'Menypunktet', type: 'menypunkt' },
  footerSection: { subject: 'Bunntekstdelen', type: 'bunntekstdel' },
};

/** The fields editors know, by the name they see in Norwegian. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'tittel',
  summary: 'ingress',
  slug: 'adresse (slug)',
  content: 'brødtekst',
  image: 'bilde',
  imageFocalPoint: 'bildets fokuspunkt',
  thumbnail: 'miniatyrbilde',
  author: 'forfatter',
  category: 'kategori',
  order: 'rekkefølge',
  createdAt: 'opprettet-dato',
  updatedAt: 'endret-dato',
  date: 'dato',
  start: 'starttid',
  path: 'adresse',
  definition: 'sidedefinisjon',
  parent: 'overordnet menypunkt',
  items: 'lenker',
  productions: 'produksjoner',
  newsEndsOn: 'nyhet til og med',
  alt: 'alternativ tekst',
};

const DATE_FIELDS = /(?:^|\.)(?:createdAt|updatedAt|date|start|end|publishedAt|[a-z]*Date)$/;

/** `assets[0].alt` → `alt`; `blocks[2].props.html` → `html`. */
const lastName = (field: string): string =>
  field
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? field;

/** A known Norwegian name, else the field as written. */
export const fieldName = (field: string): string => FIELD_NAMES[lastName(field)] ?? field;

/** `artikkel`, or as written when unknown. */
export const contentTypeName = (contentType: string | undefined): string =>
  (contentType && CONTENT_TYPE_NAMES[contentType]?.type) ?? contentType ?? 'oppføring';

/** What is wrong in plain Norwegian, without the entry (`mangler ingress`), for the editors' status page. */
export function norwegianReason({ field, code, message }: ContentProblem): string {
  const name = fieldName(field);
  if (code === 'missing') return `mangler ${name}`;
  if (code === DATE_NOT_IN_PROGRAMME)
    return `nevner ${message.match(/«[^»]+»/)?.[0] ?? 'en dato'} i feltet «${name}», men ingen av forestillingene den handler om, er den dagen i programmet`;
  if (code === 'invalid_date' || (DATE_FIELDS.test(field) && code === 'invalid_type'))
    return `har en ugyldig dato i feltet «${name}»`;
  if (/which is missing, unpublished or (?:deleted|left out)/.test(message))
    return `lenker i feltet «${name}» til noe som mangler, ikke er publisert eller er slettet`;
  if (/^(?:is empty|must not be empty)/.test(message)) return `mangler ${name}`;
  if (code === 'invalid_value')
    return `har en verdi i feltet «${name}» som ikke er blant de tillatte`;
  if (code === 'too_big') return `har for lang tekst eller for mange verdier i feltet «${name}»`;
  if (code === 'too_small') return `har for kort tekst eller for få verdier i feltet «${name}»`;
  if (code === 'unrecognized_keys') return 'har felt nettstedet ikke kjenner';
  if (/is not unique|duplicate|twice/i.test(message))
    return `har samme ${name} som en annen oppføring`;
  return `har en ugyldig verdi i feltet «${name}»`;
}

/** `Artikkelen «Julekonsert» mangler ingress`; without a title, by its id or file. */
export function norwegianProblem(problem: ContentProblem): string {
  const known = problem.contentType ? CONTENT_TYPE_NAMES[problem.contentType] : undefined;
  const subject = known?.subject ?? 'Oppføringen';
  const who = problem.title
    ? `«${problem.title}»`
    : problem.id
      ? `med id ${problem.id}`
      : problem.entry;
  return `${subject} ${who} ${norwegianReason(problem)}`;
}
