/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import QRCode from 'qrcode';
import type { Ticket } from '@/lib/schemas';
import { pageOf } from '@/tests/saga-harness';
import {
  savedTicketsShown,
  ticketsFailed,
  ticketsReceived,
  ticketsRequested,
} from '@/store/tickets/tickets-slice';
import { loggedIn, renderWithStore } from '../member-shared/test-helpers';
import { MyTickets } from './my-tickets.client';

// jsdom lacks TextEncoder, which qrcode needs for payloads outside the alphanumeric set (urls).
Object.assign(globalThis, { TextEncoder });

/** Waits until the QR code's SVG is drawn. */
const drawn = (qr: HTMLElement) =>
  screen.findByText((_, element) => element === qr && element.querySelector('svg') !== null);

const TICKET: Ticket = {
  movieId: 'DXM2601249',
  movieTitle: 'Brev fra Lyon',
  notes: 'Husk å ta med legitimasjon',
  qrCode: 'KH-118-T000123-2026-11-28T18:00-SAL1-R5S7-8',
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: '2026-11-28T19:52:00+01:00',
  image: '/images/productions/brev-fra-lyon-dxm2601249-poster.svg',
  sal: 'Sal 1',
  seatsInfo: { info: 'Rad 5, seter 7, 8', rows: [{ row: '5', seats: ['7', '8'] }] },
};

describe('my tickets', () => {
  it('asks a visitor who is not logged in to log in', () => {
    window.history.replaceState(null, '', '/filmklubb/mine-billetter');
    const { dispatchedTypes } = renderWithStore(<MyTickets headingLevel={2} />);
    expect(screen.getByText('Logg inn for å se billettene dine.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
      'href',
      '/filmklubb/logg-inn?tilbake=%2Ffilmklubb%2Fmine-billetter',
    );
    expect(dispatchedTypes()).not.toContain(ticketsRequested.type);
  });

  it('fetches the tickets and shows the loading state meanwhile', () => {
    const { dispatchedTypes } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    expect(dispatchedTypes()).toContain(ticketsRequested.type);
    expect(screen.getByRole('status')).toHaveTextContent('Henter billettene dine …');
  });

  it('when the tickets call fails, shows the saved tickets with their QR codes, why, when they were last updated, and can try again', async () => {
    const { store, dispatchedTypes } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(
        savedTicketsShown({
          items: [TICKET],
          savedAt: Date.parse('2026-11-21T16:05:00Z'),
          error: {
            message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
            status: 500,
            code: 'server',
          },
        }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere. Billettene under ble sist oppdatert lørdag 21. november kl. 17:05.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      await screen.findByRole('img', { name: 'QR-kode for billetten til Brev fra Lyon' }),
    ).toHaveAttribute('data-qr-payload', TICKET.qrCode);
    const before = dispatchedTypes().filter((type) => type === ticketsRequested.type).length;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(dispatchedTypes().filter((type) => type === ticketsRequested.type)).toHaveLength(
      before + 1,
    );
  });

  it('shows a ticket with Oslo time, screen, seats, notes and a QR code of its payload', async () => {
    const { store } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(ticketsReceived(pageOf([TICKET])));
    });
    expect(screen.getByRole('heading', { name: 'Brev fra Lyon' })).toBeInTheDocument();
    expect(screen.getByText('lørdag 28. november kl. 18:00')).toHaveAttribute(
      'datetime',
      TICKET.startTime,
    );
    expect(screen.getByText('Sal 1')).toBeInTheDocument();
    expect(screen.getByText('Rad 5: sete 7, 8')).toBeInTheDocument();
    expect(screen.getByText('Husk å ta med legitimasjon')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plakat for Brev fra Lyon' })).toHaveAttribute(
      'width',
      '120',
    );
    const qr = await screen.findByRole('img', { name: 'QR-kode for billetten til Brev fra Lyon' });
    expect(qr).toHaveAttribute('data-qr-payload', TICKET.qrCode);
    await drawn(qr);
    const expected = await QRCode.toString(TICKET.qrCode ?? '', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    const reference = document.createElement('div');
    reference.innerHTML = expected;
    expect(qr.innerHTML).toBe(reference.innerHTML);
  });

  it('encodes the QR url when the ticket has no code', async () => {
    const { store } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(
        ticketsReceived(
          pageOf([{ ...TICKET, qrCode: null, qrUrl: 'https://kino.example/qr/123' }]),
        ),
      );
    });
    const qr = await screen.findByRole('img', { name: /^QR-kode/ });
    expect(qr).toHaveAttribute('data-qr-payload', 'https://kino.example/qr/123');
    await drawn(qr);
  });

  it('says so when there are no tickets', () => {
    const { store } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(ticketsReceived(pageOf([])));
    });
    expect(screen.getByText(/Du har ingen billetter her ennå/)).toBeInTheDocument();
  });

  it('shows the error and asks again on "Prøv igjen"', () => {
    const { store, dispatchedTypes } = renderWithStore(<MyTickets headingLevel={2} />, loggedIn());
    act(() => {
      store.dispatch(
        ticketsFailed({
          message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
          status: 500,
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vi fikk ikke hentet billettene dine. Filmklubben har tekniske problemer',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(dispatchedTypes().filter((type) => type === ticketsRequested.type)).toHaveLength(2);
  });
});
