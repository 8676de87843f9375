import { evaluateExpression, htmlToText, renderTemplate, truncate } from './bindings';

const scope = {
  site: { title: 'Kulturhuset' },
  production: {
    title: 'Fjellet',
    contents: { summary: '<p>En film om <strong>fjell</strong> &amp; hav.</p>' },
    features: { genres: ['Drama', 'Eventyr'] },
  },
};

describe('binding expressions', () => {
  it('interpolates dot-paths into a title template', () => {
    expect(renderTemplate('{{production.title}} | {{site.title}}', scope)).toBe(
      'Fjellet | Kulturhuset',
    );
  });

  it('applies filters in order: text, truncate, join, default', () => {
    expect(renderTemplate('{{production.contents.summary | text}}', scope)).toBe(
      'En film om fjell & hav.',
    );
    expect(renderTemplate('{{production.features.genres | join:", "}}', scope)).toBe(
      'Drama, Eventyr',
    );
    expect(renderTemplate('{{production.missing | default:"Ingen"}}', scope)).toBe('Ingen');
    expect(truncate('Et langt sammendrag om en film som varer', 20)).toBe('Et langt sammendrag…');
  });

  it('yields the raw value when the template is a single placeholder', () => {
    expect(renderTemplate('{{production.features.genres}}', scope)).toEqual(['Drama', 'Eventyr']);
  });

  it('never executes code: an expression is only a path, a literal and listed filters', () => {
    expect(
      evaluateExpression('constructor.constructor("return process")()', scope),
    ).toBeUndefined();
    expect(renderTemplate('{{ site.constructor }}', scope)).toBeUndefined();
    expect(renderTemplate('x{{ site.__proto__ }}', scope)).toBe('x');
    expect(() => evaluateExpression('site.title | eval', scope)).toThrow("unknown filter 'eval'");
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<h2>Hei</h2><p>på&nbsp;deg</p>')).toBe('Hei på deg');
  });
});
