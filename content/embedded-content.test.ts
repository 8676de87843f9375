import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPagePaths, resolvePage } from '@/engine';
import type { ContentSet, ImageAsset } from '@/lib/schemas';
import { formatProblem, localContentSource } from '@/services/content';
import { formatClock, formatDayLong } from '@/lib/time';

const ROOT = path.resolve(__dirname, '..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let content: ContentSet;
let problems: string[];

beforeAll(async () => {
  const loaded = await localContentSource(ROOT).load({ now: NOW });
  content = loaded.content;
  problems = loaded.problems.map(formatProblem);
});

/** docs/product.md, Information pages plus the camp, events-awareness and beta pages (docs/product.md, Redirects, titles and slugs). */
const STATIC_PATHS = [
  '/vare-samarbeidspartnere', '/kulturhusvenner', '/apningstider', '/apningstider-svommehall', '/om-kulturhuset', '/om-kinoen', '/kontakt-oss',
  '/prestegarden-arena', '/selskap', '/billettinfo', '/utleie', '/utleiereglement', '/programoversikt', '/seniorkino', '/praktisk-informasjon',
  '/kinobursdag', '/kinoreklame', '/storenhallen', '/storenhallen_beta', '/bestillingsinfo', '/utsmykking', '/kultursalen', '/om-gsk', '/babykino',
  '/gavekort', '/retningslinjer', '/innsamling-til-flygel', '/kurs-konferanse', '/fysiosvomming', '/den-store-kinodagen', '/nordiske-filmdager',
  '/sommerleir', '/arrangementsinfo', '/beta',
];
const PROGRAMME_PATHS = ['/', '/kinoprogram', '/kommende-filmer', '/filmoversikt', '/kulturprogram', '/billetter-svommehall', '/aktivitetskalender', '/nyheter', '/search', '/meld-deg-pa-vart-nyhetsbrev'];

describe('the embedded content', () => {
  it('loads without a single problem', () => {
    expect(problems).toEqual([]);
  });

  it('has a page for every path of docs/product.md, Pages and routes and the two fixed articles', () => {
    const paths = new Set(listPagePaths(content));
    for (const expected of [...STATIC_PATHS, ...PROGRAMME_PATHS, '/article/personvernerklaering', '/article/info-om-cookies']) expect(paths).toContain(expected);
  });

  it('has at least 20 articles over the categories culture, article, news and cinema', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(content.articles.map((article) => article.category))).toEqual(new Set(['culture', 'article', 'news', 'cinema']));
  });

  it('has at least 30 productions: films showing and coming, and culture of every type the spec names', () => {
    expect(content.productions.length).toBeGreaterThanOrEqual(30);
    const films = content.productions.filter((production) => production.object === 'movie');
    expect(films.filter((film) => film.objectClass === 'movie').length).toBeGreaterThanOrEqual(8);
    expect(films.filter((film) => film.objectClass === 'movie_coming').length).toBeGreaterThanOrEqual(3);
    expect(films.every((film) => /-dxm\d+$/.test(film.pageReference) && film.ediNumber && film.features.ageRating && film.features.lengthMinutes)).toBe(true);
    const types = new Set(content.productions.map((production) => production.typeText));
    for (const type of ['Bad', 'Idrett', 'Håndballkamp', 'Festivaler', 'Idrettsal leie', 'Konsert', 'Teater', 'Standup']) expect(types).toContain(type);
    expect(content.productions.filter((production) => production.classTitle === 'På kino nå').length).toBeGreaterThanOrEqual(3);
  });

  it('generates showtimes over the coming weeks at every venue, none before the build clock', () => {
    expect(content.events.every((event) => Date.parse(event.startTime) >= NOW.getTime() - 24 * 3600_000)).toBe(true);
    const venues = new Set(content.events.map((event) => event.location.name));
    for (const venue of ['Sal 1', 'Sal 2', 'Kultursalen', 'Svømmehallen', 'Storenhallen', 'Prestegården arena']) expect(venues).toContain(venue);
    const lastDay = Math.max(...content.events.map((event) => Date.parse(event.startTime)));
    expect(lastDay - NOW.getTime()).toBeGreaterThan(21 * 24 * 3600_000);
    for (const production of content.productions) {
      expect({ production: production.pageReference, events: content.events.some((event) => event.production.pageReference === production.pageReference) }).toEqual({ production: production.pageReference, events: true });
    }
  });

  it('has an image file drawn at the stated size for every asset', () => {
    const assets: ImageAsset[] = [
      ...content.productions.flatMap((production) => production.assets),
      ...content.articles.flatMap((article) => [article.image, ...(article.thumbnail ? [article.thumbnail] : [])]),
    ];
    for (const asset of assets) {
      const svg = readFileSync(path.join(ROOT, 'public', asset.url), 'utf8');
      expect({ url: asset.url, size: /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1, 3).join('x') }).toEqual({ url: asset.url, size: `${asset.width}x${asset.height}` });
      expect(asset.alt.length).toBeGreaterThan(3);
    }
  });

  it('links only to pages that exist (or are redirected)', () => {
    const paths = new Set([...listPagePaths(content), ...content.redirects.map((redirect) => redirect.from)]);
    const html = [
      ...content.articles.map((article) => [`article ${article.slug}`, article.content] as const),
      ...content.definitions.flatMap((definition) => definition.blocks.map((block) => [`page ${definition.id}`, JSON.stringify(block.props)] as const)),
      ...content.footer.flatMap((section) => section.items.map((item) => ['footer', `href="${item.href ?? ''}"`] as const)),
      ...content.menu.map((item) => ['menu', `href="${item.path}"`] as const),
    ];
    const broken = html.flatMap(([where, text]) =>
      [...text.matchAll(/href=\\?"(\/[^"\\#?]*)/g)].map((match) => match[1] ?? '').filter((href) => !paths.has(href)).map((href) => `${where} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('titles pages "Kulturhuset | page" and only articles "article | Kulturhuset" (docs/product.md, Redirects, titles and slugs)', () => {
    const film = content.productions.find((production) => production.pageReference === 'hoyspent-dxm2601181');
    const concert = content.productions.find((production) => production.object === 'culture' && production.typeText === 'Konsert');
    expect(film?.title).toBe('Høyspent');
    expect(resolvePage(content, `/${film?.parentSlug ?? ''}`)?.meta.title).toBe('Kulturhuset | Høyspent');
    expect(resolvePage(content, `/${concert?.pageReference ?? ''}`)?.meta.title).toBe(`Kulturhuset | ${concert?.title ?? ''}`);
    expect(resolvePage(content, '/kinoprogram')?.meta.title).toBe('Kulturhuset | Kinoprogram');
    expect(resolvePage(content, '/seniorkino')?.meta.title).toBe('Kulturhuset | Seniorkino');
    expect(resolvePage(content, '/article/personvernerklaering')?.meta.title).toBe('Personvernerklæring | Kulturhuset');
  });

  it('tells one set of facts: texts quote content/house.json, and the schedule runs the series they describe', () => {
    const texts = [
      ...content.articles.map((article) => `${article.summary ?? ''} ${article.content}`),
      ...content.productions.map((production) => JSON.stringify(production.contents)),
      ...content.definitions.map((definition) => JSON.stringify([definition.blocks, definition.meta])),
    ].join(' ');
    expect(texts).toContain('annenhver tirsdag kl. 12:00 i Sal 1');
    expect(texts).toContain('hver onsdag kl. 11:00 i Sal 2');
    expect(texts).toContain('film annenhver torsdag fram til jul');
    for (const contradiction of ['{{house.', 'annenhver torsdag kl. 12:00', 'annenhver onsdag', 'Storen HK', '120 seter', 'seks rullestolplasser', 'mellom 8 og 12 år', '8 til 12 år', 'billetten, som koster 100', 'annenhver tirsdag fram', 'betaler du 80 kroner']) {
      expect({ contradiction, found: texts.includes(contradiction) }).toEqual({ contradiction, found: false });
    }
    const senior = content.events.filter((event) => event.tags.includes('seniorkino'));
    const baby = content.events.filter((event) => event.tags.includes('babykino'));
    expect(senior.length).toBeGreaterThan(0);
    expect(baby.length).toBeGreaterThan(0);
    for (const event of senior) expect([formatDayLong(event.startTime).split(' ')[0], formatClock(event.startTime), event.location.name, event.prices[0]?.amountKr]).toEqual(['tirsdag', '12:00', 'Sal 1', 110]);
    for (const event of content.events.filter((candidate) => candidate.tags.includes('filmklubb'))) expect([formatDayLong(event.startTime).split(' ')[0], formatClock(event.startTime), event.prices[0]?.amountKr]).toEqual(['torsdag', '19:00', 90]);
    for (const event of baby) expect([formatDayLong(event.startTime).split(' ')[0], formatClock(event.startTime), event.location.name, event.prices[0]?.amountKr]).toEqual(['onsdag', '11:00', 'Sal 2', 120]);
  });

  it('tells the pool sessions, hall rental and match prices once: the programme sells what the pages say', () => {
    const htmlOf = (id: string) => {
      const definition = content.definitions.find((candidate) => candidate.id === id);
      return (definition?.blocks ?? []).map((block) => ('html' in block.props && typeof block.props.html === 'string' ? block.props.html : '')).join(' ');
    };
    const eventsOf = (pageReference: string) => content.events.filter((event) => event.production.pageReference === pageReference);
    const sessions = (pageReference: string) =>
      [...new Set(eventsOf(pageReference).map((event) => `${formatDayLong(event.startTime).split(' ')[0] ?? ''} ${formatClock(event.startTime)}–${formatClock(event.endTime ?? '')}`))].sort();
    const prices = (pageReference: string) => [...new Set(eventsOf(pageReference).map((event) => event.prices.map((price) => price.amountKr).join('/')))];
    const row = (title: string, days: string, hours: string) => `<tr><th scope="row">${title}</th><td>${days}</td><td>${hours}</td></tr>`;

    // The generated pool sessions …
    expect(sessions('offentlig-bading-b4t7qa')).toEqual(['lørdag 11:00–13:00', 'søndag 11:00–13:00', 'tirsdag 17:00–19:00', 'torsdag 17:00–19:00']);
    expect(sessions('familiebading-fb3k9m')).toEqual(['lørdag 14:00–16:00']);
    expect(sessions('morgensvomming-ms6w2p')).toEqual(['fredag 06:30–08:00', 'mandag 06:30–08:00', 'onsdag 06:30–08:00']);
    expect(prices('offentlig-bading-b4t7qa')).toEqual(['95/55/65']);
    expect(prices('familiebading-fb3k9m')).toEqual(['290/95/55']);
    expect(prices('morgensvomming-ms6w2p')).toEqual(['95/65']);
    // … are the ones both opening-hours pages list, with the same prices.
    for (const id of ['apningstider-svommehall', 'apningstider']) {
      const html = htmlOf(id);
      expect(html).toContain(row('Offentlig bading', 'Tirsdag og torsdag', '17:00–19:00'));
      expect(html).toContain(row('Offentlig bading', 'Lørdag og søndag', '11:00–13:00'));
      expect(html).toContain(row('Familiebading', 'Lørdag', '14:00–16:00'));
      expect(html).toContain(row('Morgensvømming', 'Mandag, onsdag og fredag', '06:30–08:00'));
    }
    for (const price of ['<th scope="row">Voksen</th><td>95 kr</td>', '<th scope="row">Barn (3–17 år)</th><td>55 kr</td>', '<th scope="row">Honnør</th><td>65 kr</td>', 'på familiebading</th><td>290 kr</td>']) {
      expect(htmlOf('apningstider-svommehall')).toContain(price);
    }
    const production = (reference: string) => JSON.stringify(content.productions.find((candidate) => candidate.pageReference === reference)?.contents);
    expect(production('offentlig-bading-b4t7qa')).toContain('tirsdag og torsdag 17:00–19:00 og lørdag og søndag 11:00–13:00');
    expect(production('familiebading-fb3k9m')).toContain('Hver lørdag kl. 14:00');
    expect(production('morgensvomming-ms6w2p')).toContain('kl. 06:30 mandag, onsdag og fredag');
    expect(htmlOf('om-gsk')).toContain('offentlig bading tirsdag og torsdag 17:00–19:00');

    // Hall rental: the hours sold online cost what /storenhallen, its beta page and the production say.
    expect(eventsOf('leie-av-storenhallen-ls2h7k').length).toBeGreaterThan(0);
    expect(prices('leie-av-storenhallen-ls2h7k')).toEqual(['950/380/400/150']);
    for (const id of ['storenhallen', 'storenhallen_beta']) {
      expect(htmlOf(id)).toContain('<td>400 kr</td><td>150 kr</td>');
      expect(htmlOf(id)).toContain('<td>950 kr</td><td>380 kr</td>');
      expect(htmlOf(id)).toContain('500 sitteplasser');
      expect(htmlOf(id)).toContain('Bestill');
    }
    expect(production('leie-av-storenhallen-ls2h7k')).toContain('Hel hall koster 950 kr og en tredjedel 380 kr per time');
    expect(htmlOf('utleie')).toContain('tribune med 500 seter');
    expect(htmlOf('storenhallen')).toContain('Mandag–fredag 07:30–22:30, lørdag og søndag 09:00–21:00.');
    expect(htmlOf('apningstider')).toContain('Mandag–fredag 07:30–22:30, lørdag og søndag 09:00–21:00.');

    // Handball: the article quotes the ticket price of the generated matches and no dates of its own.
    const handball = content.articles.find((article) => article.slug === 'handball-hjemmekamper-i-storenhallen');
    const matches = content.events.filter((event) => event.production.pageReference.startsWith('gran-hk-'));
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) expect(match.prices.map((price) => [price.label, price.amountKr])).toEqual([['Voksen', 100], ['Barn under 12 år', 0]]);
    expect(handball?.content).toContain('Billetter koster 100 kroner for voksne, og barn under 12 år går gratis');
    expect(handball?.content).not.toMatch(/\d+\. (desember|januar|februar)/);

    // The Christmas concert: the article quotes the prices the programme sells, and leaves the dates to it.
    const concert = content.events.filter((event) => event.production.pageReference === 'julekonsert-med-gran-musikkorps-gm3j8k');
    expect(concert.length).toBe(2);
    expect(prices('julekonsert-med-gran-musikkorps-gm3j8k')).toEqual(['250/100']);
    const christmas = content.articles.find((article) => article.slug === 'julekonsert-i-kultursalen');
    expect(christmas?.content).toContain('Billettene koster 250 kroner for voksne og 100 kroner for barn til og med 16 år.');
    expect(christmas?.content).not.toMatch(/\d+\. desember|kl\. \d/);

    // Cinema prices: every film showing costs what /billettinfo lists (3D is 20 kr more, as /kinobursdag says).
    const filmPrices = new Set(content.events.filter((event) => event.format !== undefined && event.location.venue === 'Kinoen' && !event.tags.some((tag) => ['seniorkino', 'babykino', 'filmklubb'].includes(tag))).map((event) => `${event.format ?? ''} ${event.prices.map((price) => price.amountKr).join('/')}`));
    expect([...filmPrices].sort()).toEqual(['2D 130/110', '2D 150/110', '3D 170/130']);
    for (const price of ['Voksen</th><td>150 kr', 'Barn under 16 år</th><td>110 kr', 'uføretrygdede)</th><td>110 kr', '3D-visning, voksen</th><td>170 kr', '3D-visning, barn og honnør</th><td>130 kr', 'Barne- og familiefilm, voksen</th><td>130 kr', 'Barne- og familiefilm, barn</th><td>110 kr']) {
      expect(htmlOf('billettinfo')).toContain(price);
    }
    expect(htmlOf('kinobursdag')).toContain('130 kr på barne- og familiefilmer. For 3D-visninger kommer et tillegg på 20 kr per barn.');

    // Den store kinodagen and Nordiske filmdager: the pages say what their articles say, or link to them.
    const cinemaDay = content.definitions.find((definition) => definition.id === 'den-store-kinodagen');
    expect(JSON.stringify([cinemaDay?.blocks, cinemaDay?.meta])).toContain('alle kinobilletter til 60 kroner');
    expect(htmlOf('den-store-kinodagen')).toContain('Alle billetter koster 60 kroner');
    expect(content.articles.find((article) => article.slug === 'den-store-kinodagen')?.content).toContain('alle billetter koster 60 kroner');
    expect(htmlOf('nordiske-filmdager')).toContain('href="/article/nordiske-filmdager-i-desember"');

    // Seats in the rental table are the seats of the halls.
    expect(htmlOf('utleie')).toContain('<td>420 seter, eller 250 ved bord på flatt gulv</td>');
    expect(htmlOf('utleie')).toContain('<th scope="row">Sal 1</th><td>180 seter</td>');
    expect(htmlOf('utleie')).toContain('<th scope="row">Sal 2</th><td>64 seter</td>');

    const texts = [...content.articles.map((article) => `${article.summary ?? ''} ${article.content}`), ...content.productions.map((entry) => JSON.stringify(entry.contents)), ...content.definitions.map((definition) => JSON.stringify([definition.blocks, definition.meta]))].join(' ');
    for (const contradiction of ['16:00–20:00', '06:30–08:30', '10:00–15:00', 'Siste inngang er 30 minutter', 'Vannet holder 30 grader', 'under 16 år går gratis', 'bookes', 'skilleduk', 'Ledige enkelttimer kan bestilles hele året på', '280 kroner', 'Søndag 13. desember', 'Tillegg for 3D-visning', 'halv pris', 'tre uker før', 'slippes i løpet av vinteren']) {
      expect({ contradiction, found: texts.includes(contradiction) }).toEqual({ contradiction, found: false });
    }
  });

  it('sells no pool session on the Christmas days the Christmas article says are closed', async () => {
    const { content: christmas } = await localContentSource(ROOT).load({ now: new Date('2026-12-15T09:00:00+01:00') });
    const pool = christmas.events.filter((event) => event.location.name === 'Svømmehallen');
    const days = new Set(pool.map((event) => `${event.startTime.slice(0, 10)} ${event.production.pageReference.replace(/-[a-z0-9]+$/, '')}`));
    expect(days).toContain('2026-12-27 offentlig-bading');
    expect(days).toContain('2027-01-02 familiebading');
    expect(days).toContain('2027-01-04 morgensvomming');
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']) expect(pool.filter((event) => event.startTime.startsWith(day))).toEqual([]);
    expect([...days].filter((key) => key.endsWith('morgensvomming') && key >= '2026-12-23' && key < '2027-01-04')).toEqual([]);
    const article = christmas.articles.find((candidate) => candidate.slug === 'endrede-apningstider-i-svommehallen-i-jula')?.content ?? '';
    for (const closed of ['Torsdag 24. til lørdag 26. desember:</strong> stengt', 'Fredag 1. januar (første nyttårsdag):</strong> stengt', 'Morgensvømmingen tar juleferie fra 23. desember og er tilbake mandag 4. januar']) expect(article).toContain(closed);
  });

  it('keeps the cookie info page text the same as the cookie article', () => {
    const page = resolvePage(content, '/article/info-om-cookies');
    const block = page?.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks)).find((candidate) => candidate.component === 'content');
    const article = content.articles.find((candidate) => candidate.slug === 'info-om-cookies');
    expect(block?.component === 'content' && block.props.html).toBe(article?.content);
  });
});
