/**
 * Articles name their event (docs/content.md, Articles and their events): the productions an
 * article is about and the last day it is news. Run after 001-content-model.js, once per
 * environment, with the same tool:
 *
 *   npx contentful-migration --space-id <space> --environment-id master \
 *     --management-token <CMA token> contentful/migrations/002-article-events.js
 *
 * API: https://github.com/contentful/contentful-migration#reference-documentation
 */

/** A production's page reference (lib/schemas/common.ts, slugSchema). */
const SLUG = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';

/** @param {import('contentful-migration').default} migration */
module.exports = function articleEvents(migration) {
  const article = migration.editContentType('article');
  article.createField('productions', {
    name: 'Produksjoner artikkelen handler om (sidereferanse, f.eks. julekonsert-med-gran-musikkorps-gm3j8k)',
    type: 'Array',
    items: { type: 'Symbol', validations: [{ regexp: { pattern: SLUG } }] },
  });
  article.createField('newsEndsOn', { name: 'Nyhet til og med (dato)', type: 'Date' });
};
