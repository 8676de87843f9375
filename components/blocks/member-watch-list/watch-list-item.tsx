import Link from 'next/link';
import type { WatchListMovie } from '@/lib/schemas';
import styles from './member-watch-list.module.css';

/** A film on the watch list: poster and title, linked to the film's page when the site has it. */
export function WatchListItem({
  movie,
  path,
  headingLevel,
}: {
  movie: WatchListMovie;
  path: string | undefined;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.movie}>
      {movie.poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- static export: next/image cannot optimise
        <img
          src={movie.poster}
          alt={`Plakat for ${movie.title}`}
          width={160}
          height={240}
          className={styles.poster}
          loading="lazy"
        />
      ) : (
        <div className={styles.noPoster} aria-hidden="true" />
      )}
      <Heading className={styles.title}>
        {path ? <Link href={path}>{movie.title}</Link> : movie.title}
      </Heading>
    </article>
  );
}
