import type { BlockProps } from '../types';

/**
 * Subscribe: a call to action that leads to an external checkout (gift cards). The link is the
 * path of the menu item the block names (docs/product.md, Pages and routes: "Gavekort (external gift-card checkout
 * link)"), so the menu and the page never disagree.
 * @throws Error when the menu item is missing (content validation leaves such blocks out).
 */
export function Subscribe({ block, context }: BlockProps<'subscribe'>) {
  const item = context.menu.find((entry) => entry.id === block.props.menuItem);
  if (!item)
    throw new Error(
      `subscribe block '${block.id}': menu item '${block.props.menuItem}' is missing`,
    );
  const headingId = `${block.id}-title`;
  return (
    <section className="callout" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title}</h2>
      <p>{block.props.text}</p>
      <a
        className="button"
        href={item.path}
        {...(item.openInNewWindow && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {block.props.label}
        {item.openInNewWindow && <span className="visually-hidden"> (åpnes i nytt vindu)</span>}
      </a>
    </section>
  );
}
