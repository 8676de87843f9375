import type { BlockProps } from '../types';

/** Quick links: a short list of the most useful destinations. */
export function QuickLinks({ block }: BlockProps<'quickLinks'>) {
  const headingId = `${block.id}-title`;
  return (
    <nav className="quick-links" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title ?? 'Snarveier'}</h2>
      <ul>
        {block.props.links.map((link) => (
          <li key={link.href + link.label}>
            {link.href.startsWith('/') ? (
              <a href={link.href}>{link.label}</a>
            ) : (
              <a href={link.href}>{link.label}</a>
            )}
            {link.description && (
              <span className="quick-links__description">{link.description}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
