/**
 * The site's content model in an empty Contentful space (docs/content.md, Contentful: content
 * types and fields). Written for the `contentful-migration` tool:
 *
 *   npx contentful-migration --space-id <space> --environment-id master \
 *     --management-token <CMA token> contentful/migrations/001-content-model.js
 *
 * (or `contentful space migration …` with the Contentful CLI). It creates the content types the
 * adapter in `services/content/contentful/` reads, with the validations of the site's own schemas
 * (`lib/schemas/`), so the web app refuses most bad entries before the build has to. Fields are not
 * localized: the site reads one locale, CONTENTFUL_LOCALE (the space's default, e.g. `nb-NO`).
 * Run it once per environment; it fails on a content type that already exists.
 * API: https://github.com/contentful/contentful-migration#reference-documentation
 */

/** Lower-case letters and digits in groups joined by `-` or `_` (lib/schemas/common.ts, slugSchema). */
const SLUG = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';
/** A site path or an https URL (lib/schemas/navigation.ts, menuItemSchema.path). */
const SITE_PATH_OR_HTTPS = '^(?:/|https://)';
const HTTPS_URL = '^https://';

const image = { linkMimetypeGroup: ['image'] };
const imageField = (name, required = false) => ({
  name,
  type: 'Link',
  linkType: 'Asset',
  required,
  validations: [image],
});
const focalPoint = { name: 'Fokuspunkt (JSON { "x": 0..1, "y": 0..1 })', type: 'Object' };

/** @param {import('contentful-migration').default} migration */
module.exports = function contentModel(migration) {
  const article = migration.createContentType('article', {
    name: 'Artikkel',
    displayField: 'title',
    description: 'Artikler, nyheter og faste sider under /article/<slug>.',
  });
  article.createField('title', { name: 'Tittel', type: 'Symbol', required: true });
  article.createField('slug', {
    name: 'Slug',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: SLUG } }],
  });
  article.createField('summary', { name: 'Ingress', type: 'Text' });
  article.createField('content', { name: 'Innhold', type: 'RichText', required: true });
  article.createField('image', imageField('Bilde', true));
  article.createField('imageFocalPoint', focalPoint);
  article.createField('thumbnail', imageField('Miniatyrbilde'));
  article.createField('author', { name: 'Forfatter', type: 'Symbol', required: true });
  article.createField('category', {
    name: 'Kategori',
    type: 'Symbol',
    required: true,
    validations: [{ in: ['culture', 'article', 'news', 'cinema'] }],
  });
  article.createField('order', { name: 'Rekkefølge', type: 'Integer', required: true });

  const page = migration.createContentType('pageDefinition', {
    name: 'Sidedefinisjon',
    displayField: 'name',
    description:
      'En side som i page-definitions/*.json; erstatter den innebygde med samme sti eller id.',
  });
  page.createField('name', { name: 'Navn (bare for redaktører)', type: 'Symbol' });
  page.createField('definition', { name: 'Definisjon (JSON)', type: 'Object', required: true });

  const menuItem = migration.createContentType('menuItem', {
    name: 'Menypunkt',
    displayField: 'label',
  });
  menuItem.createField('label', { name: 'Tekst', type: 'Symbol', required: true });
  menuItem.createField('path', {
    name: 'Sti eller https-adresse',
    type: 'Symbol',
    required: true,
    validations: [{ regexp: { pattern: SITE_PATH_OR_HTTPS } }],
  });
  menuItem.createField('place', {
    name: 'Plassering',
    type: 'Symbol',
    required: true,
    validations: [{ in: ['header', 'footer'] }],
  });
  menuItem.createField('order', { name: 'Rekkefølge', type: 'Integer', required: true });
  menuItem.createField('parent', {
    name: 'Overordnet menypunkt',
    type: 'Link',
    linkType: 'Entry',
    validations: [{ linkContentType: ['menuItem'] }],
  });
  menuItem.createField('openInNewWindow', { name: 'Åpne i nytt vindu', type: 'Boolean' });

  const footerSection = migration.createContentType('footerSection', {
    name: 'Bunntekstseksjon',
    displayField: 'title',
  });
  footerSection.createField('title', { name: 'Tittel', type: 'Symbol', required: true });
  footerSection.createField('order', { name: 'Rekkefølge', type: 'Integer', required: true });
  footerSection.createField('items', {
    name: 'Punkter (JSON-liste)',
    type: 'Object',
    required: true,
  });

  const settings = migration.createContentType('siteSettings', {
    name: 'Nettstedsinnstillinger',
    displayField: 'title',
    description: 'Én oppføring; feltene erstatter de samme feltene i content/site.json.',
  });
  settings.createField('title', { name: 'Nettstedets navn', type: 'Symbol' });
  settings.createField('description', { name: 'Beskrivelse', type: 'Text' });
  settings.createField('ticketingUrl', {
    name: 'Billettsalg (https)',
    type: 'Symbol',
    validations: [{ regexp: { pattern: HTTPS_URL } }],
  });
  settings.createField('giftCardUrl', {
    name: 'Gavekort (https)',
    type: 'Symbol',
    validations: [{ regexp: { pattern: HTTPS_URL } }],
  });
  settings.createField('analyticsTrackingId', { name: 'Analyse-id', type: 'Symbol' });
  settings.createField('facebookPixelId', { name: 'Facebook-piksel', type: 'Symbol' });
  settings.createField('facebookVerificationCode', {
    name: 'Facebook-verifisering',
    type: 'Symbol',
  });
  settings.createField('location', { name: 'Adresse og kart (JSON)', type: 'Object' });
  settings.createField('productionTypes', {
    name: 'Produksjonstyper (JSON-liste)',
    type: 'Object',
  });

  const text = migration.createContentType('productionText', {
    name: 'Produksjonstekst',
    displayField: 'production',
    description:
      'Redaksjonell tekst til en produksjon fra billettsystemet; utfylte felt erstatter programmets.',
  });
  text.createField('production', {
    name: 'Produksjon (sidereferanse eller katalognummer)',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }],
  });
  text.createField('summary', { name: 'Ingress', type: 'Text' });
  text.createField('body', { name: 'Omtale', type: 'RichText' });
  text.createField('director', { name: 'Regi', type: 'Symbol' });
  text.createField('performer', { name: 'Medvirkende (utøver)', type: 'Symbol' });
  text.createField('cast', { name: 'Skuespillere', type: 'Array', items: { type: 'Symbol' } });
  text.createField('image', imageField('Bilde'));
  text.createField('imageFocalPoint', focalPoint);
  text.createField('poster', imageField('Plakat'));
};
