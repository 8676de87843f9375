/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MEMBER_PAGES } from '@/lib/member-pages';
import { safeReturnPath, withReturnPath } from '@/lib/return-path';
import { LoginLink } from './login-link.client';

const PATH = '/brev-fra-lyon-dxm2601249';
jest.mock('next/navigation', () => ({ usePathname: () => '/brev-fra-lyon-dxm2601249' }));

describe('the header’s pre-rendered «Logg inn»', () => {
  it('carries the page’s path in the format the login page reads (lib/return-path.ts)', () => {
    render(<LoginLink />);
    const href = screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href') ?? '';
    expect(href).toBe(withReturnPath(MEMBER_PAGES.login, PATH));
    const back = new URL(href, 'https://www.kulturhuset.no').searchParams;
    expect(safeReturnPath(back.get('tilbake'))).toBe(PATH);
  });
});
