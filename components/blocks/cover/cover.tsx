import { coverOf } from '@/components/shared/production-links';
import { ShareButton } from '@/components/shared/share-button';
import { SiteImage } from '@/components/shared/site-image';
import type { ImageAsset } from '@/lib/schemas';
import type { BlockProps } from '../types';

/** Cover: a 16:9 image with the page heading, from props or the production or article it is bound to. */
export function Cover({ block }: BlockProps<'cover'>) {
  const subject = block.data.subject;
  const title = block.props.title ?? subject?.title;
  const image: ImageAsset | undefined =
    block.props.image ??
    (subject ? ('assets' in subject ? coverOf(subject) : subject.image) : undefined);
  const lead =
    block.props.lead ??
    (subject && 'contents' in subject ? subject.contents.summary : subject?.summary);
  return (
    <section
      className={image ? 'cover' : 'cover cover--plain'}
      aria-labelledby={`${block.id}-title`}
    >
      {image && <SiteImage asset={image} className="cover__image" priority sizes="100vw" />}
      <div className="cover__text container">
        <h1 id={`${block.id}-title`}>{title}</h1>
        {lead && <p className="cover__lead">{lead}</p>}
        {/* A film, event or article page: «Del» shares the page (docs/browser.md, Share). */}
        {subject && title && <ShareButton text={title} />}
      </div>
    </section>
  );
}
