/** The note under rental hours: free ones are booked here, others through `bookingUrl`. */
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
