import { SHOWING } from './showing-clock';

interface EmptyStateProps {
  /** True when the block rendered no coming item at all (the build's answer). */
  shown: boolean;
  /** True when the build knew of items after the last one the block rendered. */
  more: boolean;
  /** `visninger`, `badetider`, `timer`. */
  noun: string;
  children: React.ReactNode;
}

/** The empty state the showing clock shows; it says "none" only when the build knew of no later item (docs/product.md, Empty states). */
export function EmptyState({ shown, more, noun, children }: EmptyStateProps) {
  return (
    <p hidden={!shown} {...{ [SHOWING.none]: '' }}>
      {more
        ? `Flere ${noun} er lagt ut, men siden er ikke oppdatert med dem ennå. Prøv igjen litt senere.`
        : children}
    </p>
  );
}
