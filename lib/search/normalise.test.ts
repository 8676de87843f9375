import { foldNorwegian, searchTerm, stemNorwegian, tokenize } from './normalise';

const terms = (text: string) => tokenize(text).map(searchTerm);

describe('foldNorwegian', () => {
  it('folds æ, ø and å to the spellings used without them', () => {
    expect(foldNorwegian('Svømmehall')).toBe('svommehall');
    expect(foldNorwegian('Åpningstider')).toBe('apningstider');
    expect(foldNorwegian('Vær')).toBe('vaer');
  });

  it('meets the older ASCII spellings aa and oe on the same form', () => {
    expect(foldNorwegian('Aapningstider')).toBe(foldNorwegian('Åpningstider'));
    expect(foldNorwegian('svoemmehall')).toBe(foldNorwegian('svømmehall'));
  });

  it('drops other accents and turns punctuation into spaces', () => {
    expect(foldNorwegian('Café «Kultur»-kveld!')).toBe('cafe kultur kveld');
  });
});

describe('stemNorwegian', () => {
  it('gives singular, plural and definite forms of a noun one stem', () => {
    const forms = ['konsert', 'konserter', 'konserten', 'konsertene'];
    expect(new Set(forms.map(stemNorwegian))).toEqual(new Set(['konsert']));
    expect(new Set(['film', 'filmer', 'filmen', 'filmene'].map(stemNorwegian))).toEqual(
      new Set(['film']),
    );
  });

  it('strips the definite ending of a folded compound', () => {
    expect(stemNorwegian('svommehallen')).toBe(stemNorwegian('svommehall'));
  });

  it('strips genitive s and derivational endings', () => {
    expect(stemNorwegian('kulturhusets')).toBe(stemNorwegian('kulturhus'));
    expect(stemNorwegian('hyggelig')).toBe('hygg');
  });

  it('leaves short words and numbers alone', () => {
    expect(stemNorwegian('kor')).toBe('kor');
    expect(stemNorwegian('2026')).toBe('2026');
  });
});

describe('searchTerm', () => {
  it('makes a query typed in ASCII meet the Norwegian text', () => {
    expect(terms('Svømmehallen er åpen')).toEqual(terms('svommehall er apen'));
    expect(searchTerm('svommehall')).toBe(searchTerm('Svømmehallen'));
  });

  it('drops tokens that fold to nothing', () => {
    expect(searchTerm('–')).toBeNull();
  });
});

describe('tokenize', () => {
  it('keeps æ, ø, å and digits inside words', () => {
    expect(tokenize('Sal 1: «Blåøyd»-premiere 2026')).toEqual([
      'Sal',
      '1',
      'Blåøyd',
      'premiere',
      '2026',
    ]);
  });
});
