import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentfulConfig } from '@/lib/config';
import { localContentSource } from '../local/local-source';
import { contentfulContentSource } from './contentful-source';
import {
  articleEntry,
  entries,
  startCdaServer,
  structureEntry,
  type CdaServer,
} from '@/testing/cda-server';

const ROOT = path.resolve(__dirname, '../../..');
const NOW = new Date('2026-11-21T09:00:00+01:00');
const base = localContentSource(ROOT);
const betaDefinition = JSON.parse(
  readFileSync(path.join(ROOT, 'page-definitions/beta.json'), 'utf8'),
) as Record<string, unknown>;

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
  return contentfulContentSource(config, base, { timeoutMs: 30_000, retries: 0 }).load({
    now: NOW,
  });
};
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const menuItem = (id: string, fields: Record<string, unknown> = {}) =>
  structureEntry('menuItem', id, {
    label: `Meny ${id}`,
    path: `/${id}`,
    place: 'header',
    order: 1,
    ...fields,
  });

describe('contentful content source: site structure the space may hold', () => {
  it('keeps the embedded menu, footer and page definitions when the space defines none of them', async () => {
    server.answer(entries([articleEntry('a1')]));
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(problems).toEqual([]);
    expect(content.menu).toEqual(local.content.menu);
    expect(content.footer).toEqual(local.content.footer);
    expect(content.definitions.map((definition) => definition.path).sort()).toEqual(
      local.content.definitions.map((definition) => definition.path).sort(),
    );
  });

  it('replaces the menu with the space’s menu items, nesting children by their parent link', async () => {
    server.answer(
      entries([
        articleEntry('a1'),
        menuItem('kino', { label: 'Kino', path: '/kinoprogram', order: 2 }),
        menuItem('filmer', { label: 'Filmoversikt', path: '/filmoversikt', parent: link('kino') }),
        menuItem('personvern', {
          label: 'Personvern',
          path: '/article/personvernerklaering',
          place: 'footer',
        }),
      ]),
    );
    const { content, problems } = await load();
    // The gift-card page takes its checkout link from the menu item `gavekort`, which this menu lacks.
    expect(problems).toEqual([
      {
        entry: "page definition 'gavekort'",
        field: 'blocks[2].props.menuItem',
        message: "refers to unknown menu item 'gavekort'; the block is left out",
        kept: true,
      },
    ]);
    expect(content.menu).toEqual([
      {
        id: 'kino',
        label: 'Kino',
        path: '/kinoprogram',
        parent: null,
        place: 'header',
        locale: 'nb',
        order: 2,
        openInNewWindow: false,
      },
      {
        id: 'filmer',
        label: 'Filmoversikt',
        path: '/filmoversikt',
        parent: 'kino',
        place: 'header',
        locale: 'nb',
        order: 1,
        openInNewWindow: false,
      },
      {
        id: 'personvern',
        label: 'Personvern',
        path: '/article/personvernerklaering',
        parent: null,
        place: 'footer',
        locale: 'nb',
        order: 1,
        openInNewWindow: false,
      },
    ]);
  });

  it('names a bad menu item by entry id and field, leaves it and its children out, and keeps the rest', async () => {
    server.answer(
      entries([
        menuItem('ok'),
        menuItem('bad', { path: 'javascript:alert(1)' }),
        menuItem('child', { parent: link('bad') }),
        menuItem('lost', { parent: link('unpublished') }),
      ]),
    );
    const { content, problems } = await load();
    expect(content.menu.map((item) => item.id)).toEqual(['ok']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entry: "contentful menuItem 'bad'",
          field: 'path',
          message: 'must be a site path or an https URL',
        }),
        expect.objectContaining({
          entry: "contentful menuItem 'child'",
          field: 'parent',
          message: expect.stringContaining("'bad'"),
        }),
        expect.objectContaining({
          entry: "contentful menuItem 'lost'",
          field: 'parent',
          message: expect.stringContaining("'unpublished'"),
        }),
      ]),
    );
  });

  it('keeps the embedded menu when every menu item of the space is invalid, and says why', async () => {
    server.answer(entries([menuItem('bad', { label: '' })]));
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(content.menu).toEqual(local.content.menu);
    expect(problems).toEqual([
      expect.objectContaining({
        entry: "contentful menuItem 'bad'",
        field: 'label',
        message: expect.any(String),
      }),
    ]);
  });

  it('replaces the footer with the space’s footer sections', async () => {
    const items = [{ type: 'text', value: 'Prestegårdsvegen 2, 2750 Gran', order: 1 }];
    server.answer(
      entries([
        structureEntry('footerSection', 'adresse', { title: 'Besøksadresse', order: 1, items }),
        structureEntry('footerSection', 'tom', {
          title: 'Uten punkter',
          order: 2,
          items: 'ikke en liste',
        }),
      ]),
    );
    const { content, problems } = await load();
    expect(content.footer).toEqual([{ title: 'Besøksadresse', locale: 'nb', order: 1, items }]);
    expect(problems).toEqual([
      expect.objectContaining({
        entry: "contentful footerSection 'tom'",
        field: 'items',
        message: expect.any(String),
      }),
    ]);
  });

  it('replaces the embedded page definition with the same path and keeps the others', async () => {
    const edited = { ...betaDefinition, title: 'Beta fra Contentful' };
    server.answer(entries([structureEntry('pageDefinition', 'beta-cms', { definition: edited })]));
    const [{ content, problems }, local] = await Promise.all([load(), base.load({ now: NOW })]);
    expect(problems).toEqual([]);
    expect(
      content.definitions
        .filter((definition) => definition.path === '/beta')
        .map((definition) => definition.title),
    ).toEqual(['Beta fra Contentful']);
    expect(content.definitions).toHaveLength(local.content.definitions.length);
  });

  it('names a malformed page definition by entry id and field under `definition`, and builds the embedded one', async () => {
    server.answer(
      entries([
        structureEntry('pageDefinition', 'beta-cms', {
          definition: { ...betaDefinition, layout: 'sidebar' },
        }),
        structureEntry('pageDefinition', 'tekst', { definition: 'not json' }),
      ]),
    );
    const { content, problems } = await load();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entry: "contentful pageDefinition 'beta-cms'",
          field: 'definition.layout',
          message: expect.any(String),
        }),
        expect.objectContaining({
          entry: "contentful pageDefinition 'tekst'",
          field: 'definition',
          message: 'must be a JSON object holding a page definition',
        }),
      ]),
    );
    expect(content.definitions.find((definition) => definition.path === '/beta')?.title).toBe(
      betaDefinition.title,
    );
  });

  it('asks the space for the configured locale (CONTENTFUL_LOCALE) and still labels the content nb', async () => {
    server.answer(entries([articleEntry('a1')]));
    const { content } = await load('nb-NO');
    const entryRequests = server.requests.filter((url) => url.pathname.endsWith('/entries'));
    expect(entryRequests.map((url) => url.searchParams.get('locale'))).toEqual(['nb-NO']);
    expect(content.articles[0]?.node_locale).toBe('nb');
  });
});
