import type { BlockProps } from '../types';

/** Subscribe: a call to action that leads to an external checkout (gift cards). */
export function Subscribe({ block }: BlockProps<'subscribe'>) {
  const headingId = `${block.id}-title`;
  return (
    <section className="callout" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title}</h2>
      <p>{block.props.text}</p>
      <a className="button" href={block.props.href} target="_blank" rel="noopener noreferrer">
        {block.props.label}
        <span className="visually-hidden"> (åpnes i nytt vindu)</span>
      </a>
    </section>
  );
}
