import Link from 'next/link';
import type { BlockProps } from '../types';

/** News subscribe: a call to sign up for the newsletter. */
export function NewsSubscribe({ block }: BlockProps<'newsSubscribe'>) {
  const headingId = `${block.id}-title`;
  return (
    <section className="callout" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title}</h2>
      <p>{block.props.text}</p>
      <Link className="button" href="/meld-deg-pa-vart-nyhetsbrev">Meld deg på nyhetsbrevet</Link>
    </section>
  );
}
