import { parseSitePath } from './request-path';

describe('parseSitePath', () => {
  it('gives the path and query of an ordinary request', () => {
    expect(parseSitePath('/kinoprogram?dag=2')).toEqual({
      pathname: '/kinoprogram',
      search: '?dag=2',
    });
    expect(parseSitePath('/')).toEqual({ pathname: '/', search: '' });
  });

  it('resolves dot segments and encodes what a Location header cannot hold', () => {
    expect(parseSitePath('/a/../kino/./program/')).toEqual({
      pathname: '/kino/program/',
      search: '',
    });
    expect(parseSitePath('/svømme hall')?.pathname).toBe('/sv%C3%B8mme%20hall');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '//x//evil.example/',
    '/.//evil.example/',
    '/a/..//evil.example',
    '/\\/evil.example',
    'http://evil.example/',
    '*',
    '',
  ])(
    'refuses %j, which a browser could read as another host or which is no path of this site',
    (target) => {
      expect(parseSitePath(target)).toBeUndefined();
    },
  );

  it.each(['%09', '%0d', '%0A', '%0b', '%0c', '%1f', '%7F', '%00'])(
    'refuses a path with the control character %s (a browser drops or keeps it in a Location: issue 26)',
    (control) => {
      expect(parseSitePath('/kinoprogram')).toBeDefined();
      expect(parseSitePath(`/${control}/evil.example/`)).toBeUndefined();
      expect(parseSitePath(`/kino${control}program`)).toBeUndefined();
      expect(parseSitePath(`/kinoprogram?q=a${control}b`)).toBeDefined();
    },
  );

  it('keeps inner double slashes, which stay on this site', () => {
    expect(parseSitePath('/x//evil.example/')?.pathname).toBe('/x//evil.example/');
  });
});
