import type { WatchListMovie } from '@/lib/schemas';
import styles from './member-watch-list.module.css';
import { useFilmOnProgramme, WatchListShowings } from './watch-list-showings.client';

/**
 * A film on the watch list: poster, title linked to the film's page when the site has it, and its
 * next showings on the built programme (watch-list-showings.client.tsx).
 */
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
  const programme = useFilmOnProgramme(movie);
  const href = path ?? (programme.status === 'ready' ? programme.film?.path : undefined);
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
        {href ? <a href={href}>{movie.title}</a> : movie.title}
      </Heading>
      <WatchListShowings programme={programme} />
    </article>
  );
}
