import type { ReactNode } from 'react';

/** The frame of a member block: a section under its own heading when the block has a title. */
export function MemberBlockFrame({
  id,
  title,
  children,
}: {
  id: string;
  title?: string;
  children: ReactNode;
}) {
  if (!title) return children;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
