/**
 * The note under a list of rental hours (issue 11, item 5): free hours are booked right here,
 * other or regular hours through the hall's rental page. `where` names the list on the page
 * (`tabellen`, `lista under`); `bookingUrl` is the hall's rental page.
 */
export function RentalNote({
  bookingUrl,
  where,
  className,
}: {
  bookingUrl: string;
  where: string;
  className: string;
}) {
  return (
    <p className={className}>
      Ledige timer bestiller du direkte i {where}. Vil du leie fast eller på andre tider, les om{' '}
      <a href={bookingUrl}>utleie</a>.
    </p>
  );
}
