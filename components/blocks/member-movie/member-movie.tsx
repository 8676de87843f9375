import { memberIslandConfig } from '../member-shared/island-config';
import type { BlockProps } from '../types';
import styles from './member-movie.module.css';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** The film page's film-club part, by EDI number; nothing without a backend or an EDI number. */
export function MemberMovie({ block, context }: BlockProps<'memberMovie'>) {
  const config = memberIslandConfig(context);
  const production = block.data.production;
  if (!config || !production?.ediNumber) return null;
  const headingId = `${block.id}-title`;
  return (
    <section className={styles.memberMovie} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.props.title ?? 'Filmklubben'}</h2>
      <IslandBoundary name="member-movie">
        <MemberIslandLoader
          island="MovieIsland"
          props={{ config, ediNumber: production.ediNumber, title: production.title }}
        />
      </IslandBoundary>
    </section>
  );
}
