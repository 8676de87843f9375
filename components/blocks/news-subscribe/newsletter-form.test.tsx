/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter';
import { NewsletterForm } from './newsletter-form.client';

type Answer = { status: number; body: unknown } | 'network-error';
let answers: Answer[] = [];
const sent: unknown[] = [];

// jsdom has no fetch of its own; this stands in for the network at the fetch boundary.
beforeEach(() => {
  answers = [];
  sent.length = 0;
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const answer = answers.shift() ?? {
      status: 201,
      body: { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed },
    };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { status: answer.status, json: async () => answer.body } as Response;
  });
});

const email = () => screen.getByLabelText('E-postadresse');
/** The text of every alert region (the error summary and the server's error are separate regions). */
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((region) => region.textContent ?? '')
    .join(' ');
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Meld meg på' })));

describe('newsletter form', () => {
  it('is a real form that posts to the site server, with the consent text tied to the field', () => {
    const { container } = render(<NewsletterForm />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(email()).toHaveAccessibleDescription(/bare til å sende deg nyhetsbrevet/);
    expect(screen.getByRole('link', { name: 'personvernerklæringen' })).toHaveAttribute(
      'href',
      '/article/personvernerklaering',
    );
  });

  it('keeps the honeypot away from people and screen readers', () => {
    render(<NewsletterForm />);
    expect(screen.queryByLabelText('La dette feltet stå tomt')).not.toBeVisible();
    expect(screen.getAllByRole('textbox')).toEqual([email()]);
  });

  it('shows an invalid address beside the field and in a focused summary, and sends nothing', async () => {
    render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: 'ola@' } });
    await submit();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(
      expect.stringContaining(NEWSLETTER_MESSAGES.emailInvalid),
    );
    expect(alerts()).toContain(NEWSLETTER_MESSAGES.emailInvalid);
    expect(document.activeElement).toContainElement(
      screen.getByRole('link', { name: NEWSLETTER_MESSAGES.emailInvalid }),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('asks in Norwegian to confirm by mail once the server has taken the sign-up', async () => {
    render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: ' Ola@Example.no ' } });
    await submit();
    expect(sent).toEqual([{ email: 'Ola@Example.no', website: '' }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Takk! Sjekk e-posten din og bekreft påmeldingen. Du får nyhetsbrevet når du har bekreftet.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it.each([
    [
      'the provider failed',
      { status: 502, body: { status: 'unavailable', message: NEWSLETTER_MESSAGES.unavailable } },
      NEWSLETTER_MESSAGES.unavailable,
    ],
    [
      'the limit was reached',
      {
        status: 429,
        body: { status: 'rate-limited', message: NEWSLETTER_MESSAGES.tooManyRequests },
      },
      NEWSLETTER_MESSAGES.tooManyRequests,
    ],
    ['the network failed', 'network-error' as const, NEWSLETTER_MESSAGES.offline],
  ])('keeps what was typed and says so in Norwegian when %s', async (_name, answer, message) => {
    answers = [answer];
    render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: 'kari@example.no' } });
    await submit();
    expect(alerts()).toContain(message);
    expect(email()).toHaveValue('kari@example.no');
    expect(screen.getByRole('button', { name: 'Meld meg på' })).toBeEnabled();
  });
});
