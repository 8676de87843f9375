import type { BlockProps } from '../types';

/**
 * Subscribe: an external checkout link, the path of the menu item it names, so both agree.
 * @throws Error when the menu item is missing.
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
