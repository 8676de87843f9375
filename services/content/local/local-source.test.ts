import { mkdtemp, mkdir, writeFile, cp, rm, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../validation';
import { localContentSource } from './local-source';

const ROOT = path.resolve(__dirname, '../../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
let dir: string;

/** A copy of the embedded content in a temporary folder, so a test can break one file. */
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  await cp(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  await mkdir(path.join(dir, 'page-definitions'));
  await cp(
    path.join(ROOT, 'page-definitions/kinoprogram.json'),
    path.join(dir, 'page-definitions/kinoprogram.json'),
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = (file: string, value: unknown) =>
  writeFile(path.join(dir, file), JSON.stringify(value));

describe('local content source', () => {
  it('rejects a malformed page definition with a message naming the file and the field, and keeps the rest', async () => {
    await write('page-definitions/broken.json', {
      id: 'broken',
      path: '/broken',
      title: 'Broken',
      layout: 'header-footer',
      pageType: 'ordinary',
      template: {
        rows: [
          {
            index: 0,
            container: true,
            columns: [
              { index: 0, span: { xs: 12, md: 13, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } },
            ],
          },
        ],
      },
      sources: [],
      blocks: [
        {
          id: 'p',
          component: 'program',
          place: { row: 0, column: 0, order: 0 },
          props: { variant: 'film' },
          data: { productions: 'films' },
        },
      ],
      meta: { nb: { title: { expression: 'x' } } },
    });
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    const messages = problems.map(formatProblem);
    expect(messages).toContain(
      'page-definitions/broken.json: field `template.rows[0].columns[0].span.md` Too big: expected number to be <=12',
    );
    expect(messages).toContain(
      "page-definitions/broken.json: field `blocks[0].data.productions` refers to unknown source 'films'",
    );
    expect(content.definitions.map((definition) => definition.id)).toEqual(['kinoprogram']);
  });

  it('rejects an in filter that reads no source declared before it, naming the file and the field', async () => {
    const kinoprogram = JSON.parse(
      await readFile(path.join(ROOT, 'page-definitions/kinoprogram.json'), 'utf8'),
    ) as { id: string; path: string; sources: { filters: { value: string }[] }[] };
    const [films, showtimes] = kinoprogram.sources;
    const inFilter = showtimes?.filters.find((filter) => filter.value === 'films.pageReference');
    if (!films || !showtimes || !inFilter) throw new Error('kinoprogram has no in filter');
    inFilter.value = 'showtimes.production.pageReference';
    await write('page-definitions/feil-kilde.json', {
      ...kinoprogram,
      id: 'feil-kilde',
      path: '/feil-kilde',
      sources: [films, showtimes],
    });
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    const filter = showtimes.filters.indexOf(inFilter);
    expect(problems.map(formatProblem)).toContain(
      `page-definitions/feil-kilde.json: field \`sources[1].filters[${filter}].value\` an \`in\` filter takes <source>.<dot-path> of a source declared before it, not 'showtimes.production.pageReference'`,
    );
    expect(content.definitions.map((definition) => definition.id)).toEqual(['kinoprogram']);
  });

  it('names an unknown block component and a misspelt key', async () => {
    const base = {
      id: 'x',
      path: '/x',
      title: 'X',
      layout: 'header-footer',
      pageType: 'ordinary',
      template: {
        rows: [
          {
            index: 0,
            container: true,
            columns: [
              { index: 0, span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } },
            ],
          },
        ],
      },
      sources: [],
      meta: { nb: { title: { expression: 'x' } } },
    };
    await write('page-definitions/x.json', {
      ...base,
      blocks: [{ id: 'a', component: 'carousel', place: { row: 0, column: 0, order: 0 } }],
    });
    await write('page-definitions/y.json', {
      ...base,
      id: 'y',
      path: '/y',
      blocks: [
        {
          id: 'a',
          component: 'title',
          hidden: true,
          place: { row: 0, column: 0, order: 0 },
          props: { text: 'Hei' },
        },
      ],
    });
    const { problems } = await localContentSource(dir).load({ now: NOW });
    const byEntry = (entry: string) =>
      problems.filter((problem) => problem.entry === entry).map((problem) => problem.field);
    expect(byEntry('page-definitions/x.json')).toEqual(['blocks[0].component']);
    expect(byEntry('page-definitions/y.json')).toEqual(['blocks[0]']);
    expect(
      problems.find((problem) => problem.entry === 'page-definitions/y.json')?.message,
    ).toMatch(/hidden/);
  });

  it('leaves out an article with an invalid slug and reports a file that is not JSON', async () => {
    const [first] = (await import('node:fs')).readdirSync(path.join(dir, 'content/articles'));
    const file = `content/articles/${first}`;
    const original = JSON.parse(
      (await import('node:fs')).readFileSync(path.join(dir, file), 'utf8'),
    ) as Record<string, unknown>;
    await write(file, { ...original, slug: 'Ugyldig Slug' });
    await writeFile(path.join(dir, 'content/articles/zz-broken.json'), '{ "title": ');
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    expect(problems.map((problem) => `${problem.entry} ${problem.field}`)).toEqual(
      expect.arrayContaining([`${file} slug`, 'content/articles/zz-broken.json (file)']),
    );
    expect(content.articles.some((article) => article.id === original.id)).toBe(false);
    expect(content.articles.length).toBeGreaterThan(0);
  });

  it('leaves out a film whose cover has no alt text, naming the file and field', async () => {
    const file = 'content/productions/hoyspent-dxm2601181.json';
    const original = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      id: string;
      assets: { alt: string }[];
    };
    await write(file, {
      ...original,
      assets: original.assets.map((asset, index) =>
        index === 0 ? { ...asset, alt: '  ' } : asset,
      ),
    });
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    expect(problems.map(formatProblem)).toContain(
      `${file}: field \`assets[0].alt\` is empty: a cover or article image needs a text saying what it shows (Contentful: the asset's description)`,
    );
    expect(content.productions.some((production) => production.id === original.id)).toBe(false);
    expect(content.productions.length).toBeGreaterThan(0);
  });

  it('keeps the gift-card block that names a menu item, and leaves out one that names an unknown item', async () => {
    const gavekort = JSON.parse(
      (await import('node:fs')).readFileSync(
        path.join(ROOT, 'page-definitions/gavekort.json'),
        'utf8',
      ),
    ) as { blocks: { id: string; props: Record<string, unknown> }[] };
    await write('page-definitions/gavekort.json', gavekort);
    const renamed = {
      ...gavekort,
      id: 'gavekort-2',
      path: '/gavekort-2',
      blocks: gavekort.blocks.map((block) =>
        block.id === 'subscribe'
          ? { ...block, props: { ...block.props, menuItem: 'finnes-ikke' } }
          : block,
      ),
    };
    await write('page-definitions/gavekort-2.json', renamed);
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    const blockIds = (id: string) =>
      content.definitions
        .find((definition) => definition.id === id)
        ?.blocks.map((block) => block.id);
    expect(blockIds('gavekort')).toEqual(['title', 'content', 'subscribe']);
    expect(blockIds('gavekort-2')).toEqual(['title', 'content']);
    expect(problems.map(formatProblem)).toContain(
      "page definition 'gavekort-2': field `blocks[2].props.menuItem` refers to unknown menu item 'finnes-ikke'; the block is left out",
    );
  });

  it('fails as a whole, naming the file and field, when the site config is invalid', async () => {
    await write('content/site.json', { title: 'Uten id' });
    await expect(localContentSource(dir).load({ now: NOW })).rejects.toThrow(
      /content\/site\.json: field `id`/,
    );
  });

  it('fills house facts into page texts and leaves out a page that quotes an unknown fact, naming it', async () => {
    const base = {
      path: '/x',
      title: 'X',
      layout: 'header-footer',
      pageType: 'ordinary',
      template: {
        rows: [
          {
            index: 0,
            container: true,
            columns: [
              { index: 0, span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } },
            ],
          },
        ],
      },
      sources: [],
    };
    const page = (id: string, html: string) => ({
      ...base,
      id,
      path: `/${id}`,
      blocks: [
        { id: 'c', component: 'content', place: { row: 0, column: 0, order: 0 }, props: { html } },
      ],
      meta: { nb: { title: { expression: '{{site.title}} | {{house.seniorkino.name}}' } } },
    });
    await write(
      'page-definitions/fakta.json',
      page(
        'fakta',
        '<p>{{house.seniorkino.name}} {{house.seniorkino.days}} kl. {{house.seniorkino.time}} i {{house.seniorkino.hall}}, {{house.seniorkino.price}} kr. Sal 2 har {{ house.sal2.seats }} seter.</p>',
      ),
    );
    await write('page-definitions/feil.json', page('feil', '<p>{{house.sal2.seter}}</p>'));
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    const fakta = content.definitions.find((definition) => definition.id === 'fakta');
    expect(fakta?.blocks[0]?.props).toEqual({
      html: '<p>Seniorkino annenhver tirsdag kl. 12:00 i Sal 1, 110 kr. Sal 2 har 64 seter.</p>',
    });
    expect(fakta?.meta.nb.title.expression).toBe('{{site.title}} | Seniorkino');
    expect(content.definitions.some((definition) => definition.id === 'feil')).toBe(false);
    expect(problems.map(formatProblem)).toContain(
      "page-definitions/feil.json: field `blocks[0].props.html` quotes unknown house fact '{{house.sal2.seter}}' (content/house.json)",
    );
  });

  it('fills series of several weekdays with their hours, price lists and hall opening hours', async () => {
    const house = JSON.parse(await readFile(path.join(dir, 'content/house.json'), 'utf8')) as {
      series: unknown[];
      priceLists: unknown[];
    };
    house.series.push({
      id: 'kveldsbad',
      name: 'Kveldsbad',
      weekdays: [1, 2, 3, 5],
      time: '23:30',
      lengthMinutes: 45,
      hall: 'svommehallen',
      prices: [
        { label: 'Voksen', amountKr: 80 },
        { label: 'Barn', amountKr: 40 },
      ],
    });
    house.priceLists.push({
      id: 'kurs',
      name: 'Kurs',
      prices: [
        { label: 'Ordinær', amountKr: 1400 },
        { label: 'Søsken', amountKr: 1100 },
      ],
    });
    await write('content/house.json', house);
    const html =
      '{{house.kveldsbad.Days}} {{house.kveldsbad.hours}} ({{house.kveldsbad.weekday}}), {{house.kveldsbad.price2}} kr; {{house.kurs.price}}/{{house.kurs.price2}}; {{house.storenhallen.openingHours}}';
    await write('page-definitions/kinoprogram.json', {
      ...JSON.parse(await readFile(path.join(ROOT, 'page-definitions/kinoprogram.json'), 'utf8')),
      title: html,
    });
    const { content, problems } = await localContentSource(dir).load({ now: NOW });
    expect(problems).toEqual([]);
    expect(content.definitions.find((definition) => definition.id === 'kinoprogram')?.title).toBe(
      'Hver mandag–onsdag og fredag 23:30–00:15 (mandag–onsdag og fredag), 40 kr; 1400/1100; mandag–fredag 07:30–22:30, lørdag og søndag 09:00–21:00',
    );
  });

  it('rejects a series whose weekdays are not ascending, naming the field', async () => {
    const house = JSON.parse(await readFile(path.join(dir, 'content/house.json'), 'utf8')) as {
      series: { weekdays: number[] }[];
    };
    const first = house.series[0];
    if (first) first.weekdays = [4, 2];
    await write('content/house.json', house);
    await expect(localContentSource(dir).load({ now: NOW })).rejects.toThrow(
      'content/house.json: field `series[0].weekdays` must be ascending, without repeats',
    );
  });

  it('fills the festival page with the festival of the house, and rejects a festival that ends before it starts', async () => {
    await cp(
      path.join(ROOT, 'page-definitions/nordiske-filmdager.json'),
      path.join(dir, 'page-definitions/nordiske-filmdager.json'),
    );
    const { content } = await localContentSource(dir).load({ now: NOW });
    const festival = content.definitions
      .find((definition) => definition.id === 'nordiske-filmdager')
      ?.blocks.find((block) => block.component === 'festival');
    expect(festival?.props).toEqual({
      title: 'Festivalprogram',
      name: 'Nordiske filmdager',
      from: '2026-12-01',
      to: '2026-12-31',
      dates: '1.–31. desember 2026',
      passes: ['Festivalpass, fem filmer: 500 kr', 'Festivalpass, alle filmene: 900 kr'],
    });

    const house = JSON.parse(await readFile(path.join(dir, 'content/house.json'), 'utf8')) as {
      festivals: { to: string }[];
    };
    const first = house.festivals[0];
    if (first) first.to = '2026-11-30';
    await write('content/house.json', house);
    await expect(localContentSource(dir).load({ now: NOW })).rejects.toThrow(
      'content/house.json: field `festivals[0].to` is before from (2026-12-01)',
    );
  });

  it('fails as a whole, naming the rule and field, when a schedule rule could yield nothing on some build weekday', async () => {
    const schedule = JSON.parse(
      (await import('node:fs')).readFileSync(path.join(ROOT, 'content/schedule.json'), 'utf8'),
    ) as { rules: Record<string, unknown>[] };
    schedule.rules[0] = { ...schedule.rules[0], fromDay: 13, toDay: 13 };
    await write('content/schedule.json', schedule);
    await expect(localContentSource(dir).load({ now: NOW })).rejects.toThrow(
      /content\/schedule\.json: field `rules\[0\]\.toDay` the window must hold at least 7 days/,
    );
  });
});

describe('the member screens', () => {
  const settings = (partnerId: number | undefined) => ({
    partnerId,
    urls: { 118: 'http://klubb.test/118', 178: 'http://klubb.test/178' },
  });
  const memberPaths = (definitions: { path: string }[]) =>
    definitions
      .map((definition) => definition.path)
      .filter((path) => path.startsWith('/filmklubb/'))
      .sort();

  it('are in a film-club build, each at the path of lib/member-pages.ts, and the build knows its film club', async () => {
    const { content, problems, filmclub } = await localContentSource(ROOT, {
      filmclub: settings(118),
    }).load({ now: NOW });
    expect(filmclub).toEqual({ partnerId: 118, baseUrl: 'http://klubb.test/118' });
    expect(problems).toEqual([]);
    expect(memberPaths(content.definitions)).toEqual([
      '/filmklubb/glemt-passord',
      '/filmklubb/logg-inn',
      '/filmklubb/min-liste',
      '/filmklubb/mine-billetter',
      '/filmklubb/registrer',
    ]);
  });

  it('are absent from the public build (the site partner 184), which has no film club', async () => {
    const { content, filmclub } = await localContentSource(ROOT, {
      filmclub: settings(undefined),
    }).load({ now: NOW });
    expect(content.definitions.some((definition) => definition.path === '/kinoprogram')).toBe(true);
    expect(filmclub).toBeNull();
    expect(memberPaths(content.definitions)).toEqual([]);
  });

  it('name their screen by key; a path written in the definition is refused, naming the file and field', async () => {
    await mkdir(path.join(dir, 'page-definitions/filmklubb'));
    const login = JSON.parse(
      await readFile(path.join(ROOT, 'page-definitions/filmklubb/logg-inn.json'), 'utf8'),
    ) as Record<string, unknown>;
    await write('page-definitions/filmklubb/logg-inn.json', {
      ...login,
      path: '/filmklubb/logg-inn',
    });
    const { content, problems } = await localContentSource(dir, { filmclub: settings(178) }).load({
      now: NOW,
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^page-definitions\/filmklubb\/logg-inn\.json: field `path` a member screen takes its path from lib\/member-pages\.ts/,
      ),
    ]);
    expect(memberPaths(content.definitions)).toEqual([]);
  });
});
