import { buildPath, bySpecificity, matchRoute } from './routes';

describe('matchRoute', () => {
  it('matches a static path exactly, ignoring a trailing slash', () => {
    expect(matchRoute('/kinoprogram', '/kinoprogram')).toEqual({});
    expect(matchRoute('/kinoprogram', '/kinoprogram/')).toEqual({});
    expect(matchRoute('/kinoprogram', '/kulturprogram')).toBeNull();
  });

  it('takes parameters from :param segments, URI-decoded', () => {
    expect(matchRoute('/article/:article', '/article/personvernerklaering')).toEqual({
      article: 'personvernerklaering',
    });
    expect(matchRoute('/:production', '/s%C3%B8ster-dxm1')).toEqual({ production: 'søster-dxm1' });
  });

  it('does not match paths of another length', () => {
    expect(matchRoute('/:production', '/article/x')).toBeNull();
    expect(matchRoute('/article/:article', '/article')).toBeNull();
    expect(matchRoute('/', '/kino')).toBeNull();
    expect(matchRoute('/', '/')).toEqual({});
  });
});

describe('bySpecificity', () => {
  it('puts static paths before patterns and longer static prefixes first', () => {
    const sorted = [
      '/:production',
      '/article/:article',
      '/article/info-om-cookies',
      '/kinoprogram',
    ].sort(bySpecificity);
    expect(sorted.slice(0, 2).sort()).toEqual(['/article/info-om-cookies', '/kinoprogram']);
    expect(sorted.slice(2)).toEqual(['/article/:article', '/:production']);
  });
});

describe('buildPath', () => {
  it('fills parameters and refuses a missing one', () => {
    expect(buildPath('/article/:article', { article: 'a b' })).toBe('/article/a%20b');
    expect(() => buildPath('/:culture', {})).toThrow(/no value for parameter :culture/);
  });
});
