/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Availability } from '@/lib/schemas';
import { LIVE, showLiveAvailability } from './live-status';
import { LiveStatusText } from './live-status-text';

const event = (availability: Availability) => ({
  id: 'ev-1',
  startTime: '2026-11-26T20:30:00+01:00',
  availability,
  ticketUrl: 'https://billett.example.no/ev-1',
});

const shown = (container: HTMLElement) => container.querySelector(`[${LIVE.event}]`) as Element;

describe('LiveStatusText', () => {
  it('links a showing on sale to its ticket, named by film, day and time', () => {
    render(
      <LiveStatusText className="s" event={event('available')} title="Høyspent" rental={false} />,
    );
    expect(screen.getByText('Ledige billetter')).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Kjøp billett til Høyspent, torsdag 26. november kl. 20:30',
      }),
    ).toHaveAttribute('href', 'https://billett.example.no/ev-1');
  });

  it('gives a showing sold out at build time no ticket link', () => {
    render(
      <LiveStatusText className="s" event={event('soldout')} title="Høyspent" rental={false} />,
    );
    expect(screen.getByText('Utsolgt')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('in a chip says nothing of a showing on sale, and names a sold-out one', () => {
    const { rerender } = render(
      <LiveStatusText
        className="s"
        event={event('available')}
        title="Høyspent"
        rental={false}
        compact
      />,
    );
    expect(screen.getByText('Ledige billetter')).not.toBeVisible();
    expect(
      screen.getByRole('link', { name: /^Kjøp billett til Høyspent, torsdag/ }),
    ).toHaveTextContent(/^Kjøp/);
    rerender(
      <LiveStatusText className="s" event={event('few')} title="Høyspent" rental={false} compact />,
    );
    expect(screen.getByText('Få billetter igjen')).toBeVisible();
  });

  it('offers a free hall hour to book, and a taken one not at all', () => {
    const { rerender } = render(
      <LiveStatusText className="s" event={event('available')} title="Storenhallen" rental />,
    );
    expect(
      screen.getByRole('link', { name: 'Bestill Storenhallen, torsdag 26. november kl. 20:30' }),
    ).toBeVisible();
    rerender(<LiveStatusText className="s" event={event('soldout')} title="Storenhallen" rental />);
    expect(screen.getByText('Opptatt')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('showLiveAvailability', () => {
  it('turns a showing on sale into a sold-out one in place, and back', () => {
    const { container } = render(
      <LiveStatusText className="s" event={event('available')} title="Høyspent" rental={false} />,
    );
    const status = screen.getByText('Ledige billetter');
    const text = status.firstChild;
    showLiveAvailability(shown(container), 'soldout');
    expect(status).toHaveTextContent('Utsolgt');
    expect(status).toHaveClass('availability--soldout');
    expect(status.firstChild).toBe(text);
    expect(screen.queryByRole('link')).toBeNull();
    showLiveAvailability(shown(container), 'few');
    expect(status).toHaveTextContent('Få billetter igjen');
    expect(screen.getByRole('link', { name: /^Kjøp billett til Høyspent/ })).toBeVisible();
  });

  it('shows a chip’s status only when there is something to say', () => {
    const { container } = render(
      <LiveStatusText
        className="s"
        event={event('soldout')}
        title="Høyspent"
        rental={false}
        compact
      />,
    );
    showLiveAvailability(shown(container), 'available');
    expect(screen.getByText('Ledige billetter')).not.toBeVisible();
    expect(screen.getByRole('link', { name: /^Kjøp billett til Høyspent/ })).toBeVisible();
  });

  it('says "Opptatt", not "Utsolgt", of a hall hour taken live', () => {
    const { container } = render(
      <LiveStatusText className="s" event={event('available')} title="Storenhallen" rental />,
    );
    showLiveAvailability(shown(container), 'soldout');
    expect(screen.getByText('Opptatt')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
