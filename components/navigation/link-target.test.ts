/** @jest-environment jsdom */
import { linkNavigationTarget } from './link-target';

const HERE = new URL('http://localhost/om-kinoen');

/** The target of a click on the first link of `html`, as the site's click handler sees it. */
function clickTarget(html: string, init: MouseEventInit = {}, here = HERE): string | null {
  document.body.innerHTML = html;
  const link = document.body.querySelector('a') as HTMLAnchorElement;
  let target: string | null = 'not clicked';
  const listener = (event: MouseEvent) => {
    target = linkNavigationTarget(event, here);
    event.preventDefault();
  };
  window.addEventListener('click', listener, true);
  (link.firstElementChild ?? link).dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  window.removeEventListener('click', listener, true);
  return target;
}

describe('which link clicks the site navigates itself', () => {
  it('takes a plain click on an internal page link, also on an element inside it', () => {
    expect(clickTarget('<a href="/kinoprogram">Kinoprogram</a>')).toBe('/kinoprogram');
    expect(clickTarget('<a href="/article/x?side=2#svar"><span>Les</span></a>')).toBe(
      '/article/x?side=2#svar',
    );
    expect(clickTarget('<a href="http://localhost/utleie">Utleie</a>')).toBe('/utleie');
  });

  it('leaves new tabs, downloads, modifier clicks and other buttons to the browser', () => {
    expect(clickTarget('<a href="/kinoprogram" target="_blank">x</a>')).toBeNull();
    expect(clickTarget('<a href="/kinoprogram" download>x</a>')).toBeNull();
    // The island boundary's way out after an error: a full load, not the client router.
    expect(clickTarget('<a href="/" data-full-load>x</a>')).toBeNull();
    expect(clickTarget('<a href="/kinoprogram">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickTarget('<a href="/kinoprogram">x</a>', { metaKey: true })).toBeNull();
    expect(clickTarget('<a href="/kinoprogram">x</a>', { shiftKey: true })).toBeNull();
    expect(clickTarget('<a href="/kinoprogram">x</a>', { button: 1 })).toBeNull();
  });

  it('leaves other sites, files and the current page alone', () => {
    expect(clickTarget('<a href="https://billett.kulturhuset.no/gavekort">x</a>')).toBeNull();
    expect(clickTarget('<a href="mailto:post@kulturhuset.no">x</a>')).toBeNull();
    expect(clickTarget('<a href="/kalender/uke.ics">x</a>')).toBeNull();
    expect(clickTarget('<a href="/_next/static/chunks/a.js">x</a>')).toBeNull();
    expect(clickTarget('<a href="#innhold">x</a>')).toBeNull();
    expect(clickTarget('<a href="/om-kinoen">x</a>')).toBeNull();
    expect(clickTarget('<a href="/kinoprogram" rel="external">x</a>')).toBeNull();
  });

  it('leaves a click that another handler already took', () => {
    document.body.innerHTML = '<a href="/kinoprogram">x</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    event.preventDefault();
    document.body.querySelector('a')?.dispatchEvent(event);
    expect(linkNavigationTarget(event, HERE)).toBeNull();
  });
});
