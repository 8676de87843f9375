import { SHOWING } from './showing-clock';

interface EmptyStateProps {
  /** True when the block rendered no coming item at all (the build's answer). */
  shown: boolean;
  /** True when the build knew of items after the last one the block rendered. */
  more: boolean;
  /** What the items are called, plural (`visninger`, `badetider`, `timer`). */
  noun: string;
  /** The "none" text («Ingen visninger er lagt ut for de neste dagene.»). */
  children: React.ReactNode;
}

/**
 * The empty state of a listing that marks its items for the showing clock (`data-showing-none`,
 * showing-clock.ts): the clock shows it when no coming item is left in the block. It says "none"
 * only when there is none: when the build knew of later items than the block rendered (a page
 * read days after its build, the daily rebuild not yet run), it says that there are more
 * (docs/product.md, Empty states).
 */
export function EmptyState({ shown, more, noun, children }: EmptyStateProps) {
  return (
    <p hidden={!shown} {...{ [SHOWING.none]: '' }}>
      {more
        ? `Flere ${noun} er lagt ut, men siden er ikke oppdatert med dem ennå. Prøv igjen litt senere.`
        : children}
    </p>
  );
}
