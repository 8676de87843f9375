import path from 'node:path';
import type { ContentfulConfig } from '@/lib/config';
import type { Production } from '@/lib/schemas';
import { localContentSource } from '../local/local-source';
import { contentfulContentSource } from './contentful-source';
import {
  articleEntry,
  entries,
  imageAsset,
  localize,
  localizedEntries,
  startCdaServer,
  structureEntry,
  type CdaServer,
} from '@/testing/cda-server';

/** What a problem names (entry, field, reason), without the status page's extra fields (source, id, type, code, title). */
const named = (problems: readonly { entry: string; field: string; message: string }[]) =>
  problems.map(({ entry, field, message }) => ({ entry, field, message }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const base = localContentSource(path.resolve(__dirname, '../../..'));
const ASKEREGN = 'askeregn-dxm2701026';

let server: CdaServer;
beforeEach(async () => {
  server = await startCdaServer();
});
afterEach(() => server.close());

const load = (locale = 'nb') => {
  const config: ContentfulConfig = {
    space: 'kulturhuset',
    accessToken: 'token-123',
    environment: 'master',
    host: server.host,
    locale,
  };
  return contentfulContentSource(config, base, { timeoutMs: 2000, retries: 0 }).load({ now: NOW });
};
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
const productionOf = (content: { productions: Production[] }) =>
  content.productions.find((production) => production.pageReference === ASKEREGN);

describe('contentful content source: productions’ editorial texts (productionText)', () => {
  it('overrides the summary, body, credits and images the entry fills in and keeps the programme’s facts', async () => {
    const local = productionOf((await base.load({ now: NOW })).content);
    expect(local?.title).toBe('Askeregn');
    server.answer(
      entries(
        [
          structureEntry('productionText', 'askeregn-tekst', {
            production: 'DXM2701026',
            summary: 'Ny ingress fra redaksjonen.',
            body: '<p>Ny omtale.</p>',
            cast: ['Ny Skuespiller'],
            image: assetLink('scene'),
            imageFocalPoint: { x: 0.2, y: 0.8 },
          }),
        ],
        [imageAsset('hero'), imageAsset('scene')],
      ),
    );
    const { content, problems } = await load();
    expect(problems).toEqual([]);
    const production = productionOf(content);
    expect(production).toMatchObject({
      title: 'Askeregn',
      contents: { summary: 'Ny ingress fra redaksjonen.', body: '<p>Ny omtale.</p>' },
      features: {
        cast: ['Ny Skuespiller'],
        director: local?.features.director,
        ageRating: local?.features.ageRating,
      },
    });
    expect(production?.assets).toEqual([
      {
        type: 'first_image',
        url: 'https://images.ctfassets.net/space/scene/abc/scene.jpg',
        alt: 'Beskrivelse av scene',
        width: 1600,
        height: 900,
        focalPoint: { x: 0.2, y: 0.8 },
      },
      ...(local?.assets.filter((asset) => asset.type === 'poster') ?? []),
    ]);
  });

  it('names entries that match no production, repeat one, or break it, and keeps the programme’s texts', async () => {
    server.answer(
      entries([
        structureEntry('productionText', 'ukjent', { production: 'finnes-ikke-x1', summary: 'x' }),
        structureEntry('productionText', 'tom-ingress', { production: ASKEREGN, summary: 42 }),
        structureEntry('productionText', 'dobbel', { production: ASKEREGN, summary: 'To' }),
        structureEntry('productionText', 'uten-kobling', { summary: 'Hvem?' }),
      ]),
    );
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(named(problems)).toEqual([
      {
        entry: "contentful productionText 'ukjent'",
        field: 'production',
        message: "'finnes-ikke-x1' matches no production in the programme; ignored",
      },
      {
        entry: "contentful productionText 'dobbel'",
        field: 'production',
        message: `'${ASKEREGN}' already has the text of entry 'tom-ingress'; ignored`,
      },
      {
        entry: "contentful productionText 'uten-kobling'",
        field: 'production',
        message: expect.stringContaining('is required'),
      },
      {
        entry: "contentful productionText 'tom-ingress'",
        field: 'summary',
        message: expect.stringContaining("keeps the programme's texts"),
      },
    ]);
    expect(productionOf(content)).toEqual(productionOf(local.content));
  });

  it('names an image asset without alt text on the entry’s field `image.alt`', async () => {
    const bare = imageAsset('bare');
    server.answer(
      entries(
        [
          structureEntry('productionText', 'uten-alt', {
            production: ASKEREGN,
            image: assetLink('bare'),
          }),
        ],
        [{ ...bare, fields: { file: bare.fields.file } }],
      ),
    );
    const { problems } = await load();
    expect(named(problems)).toEqual([
      {
        entry: "contentful productionText 'uten-alt'",
        field: 'image.alt',
        message: expect.stringContaining('is empty'),
      },
    ]);
  });
});

describe('contentful content source: site settings (siteSettings)', () => {
  it('lays the entry’s fields over site.json, keeping the embedded value of a bad field', async () => {
    const local = (await base.load({ now: NOW })).content.site;
    server.answer(
      entries([
        structureEntry('siteSettings', 'innstillinger', {
          title: 'Kulturhuset i Gran',
          ticketingUrl: 'https://billett.example.no',
          location: { ...local.location, postalCode: '27500' },
        }),
        structureEntry('siteSettings', 'andre', { title: 'Annen' }),
      ]),
    );
    const { content, problems } = await load();
    expect(content.site).toEqual({
      ...local,
      title: 'Kulturhuset i Gran',
      ticketingUrl: 'https://billett.example.no',
    });
    expect(named(problems)).toEqual([
      {
        entry: "contentful siteSettings 'andre'",
        field: 'sys.id',
        message: "is a second siteSettings entry; only 'innstillinger' is read",
      },
      {
        entry: "contentful siteSettings 'innstillinger'",
        field: 'location.postalCode',
        message: expect.stringContaining('the embedded value is kept'),
      },
    ]);
  });
});

describe('CONTENTFUL_LOCALE=nb-NO end to end', () => {
  const NB_NO = 'nb-NO';
  const english = {
    title: 'English title',
    summary: 'English',
    label: 'English menu',
    description: 'English description',
  };
  const space = () =>
    localizedEntries(
      [NB_NO, 'en-US'],
      [
        localize(articleEntry('a1', { summary: 'Norsk ingress' }), NB_NO, english),
        localize(
          structureEntry('menuItem', 'kino', {
            label: 'Kino',
            path: '/kinoprogram',
            place: 'header',
            order: 1,
          }),
          NB_NO,
          english,
        ),
        localize(
          structureEntry('menuItem', 'filmer', {
            label: 'Filmoversikt',
            path: '/filmoversikt',
            place: 'header',
            order: 2,
            parent: { sys: { type: 'Link', linkType: 'Entry', id: 'kino' } },
          }),
          NB_NO,
          english,
        ),
        localize(
          structureEntry('footerSection', 'adresse', {
            title: 'Besøksadresse',
            order: 1,
            items: [{ type: 'text', value: 'Prestegårdsvegen 2', order: 1 }],
          }),
          NB_NO,
          english,
        ),
        localize(
          structureEntry('siteSettings', 'innstillinger', {
            description: 'Norsk beskrivelse av huset.',
          }),
          NB_NO,
          english,
        ),
        localize(
          structureEntry('productionText', 'askeregn', {
            production: ASKEREGN,
            summary: 'Norsk ingress om Askeregn.',
            image: assetLink('scene'),
          }),
          NB_NO,
          english,
        ),
      ],
      [
        localize(imageAsset('hero'), NB_NO, english),
        localize(imageAsset('scene'), NB_NO, { description: 'English alt' }),
      ],
    );

  it('reads every field, linked entry and asset in nb-NO', async () => {
    server.answer(space());
    const { content, problems } = await load(NB_NO);
    expect(problems.filter((problem) => problem.entry.startsWith('contentful'))).toEqual([]);
    expect(
      server.requests
        .filter((url) => url.pathname.endsWith('/entries'))
        .map((url) => url.searchParams.get('locale')),
    ).toEqual(Array(5).fill(NB_NO));
    expect(
      content.articles.map((article) => [article.title, article.summary, article.image.alt]),
    ).toEqual([['Artikkel a1', 'Norsk ingress', 'Beskrivelse av hero']]);
    expect(content.menu.map((item) => [item.label, item.parent])).toEqual([
      ['Kino', null],
      ['Filmoversikt', 'kino'],
    ]);
    expect(content.footer.map((section) => section.title)).toEqual(['Besøksadresse']);
    expect(content.site.description).toBe('Norsk beskrivelse av huset.');
    expect(productionOf(content)).toMatchObject({
      contents: { summary: 'Norsk ingress om Askeregn.' },
      assets: [
        expect.objectContaining({ type: 'first_image', alt: 'Beskrivelse av scene' }),
        expect.anything(),
      ],
    });
  });

  it('fails the build in one line when CONTENTFUL_LOCALE is not a locale of the space', async () => {
    server.answer(space());
    await expect(load('nb')).rejects.toThrow(/HTTP 400 BadRequest: Unknown locale: nb/);
  });
});
