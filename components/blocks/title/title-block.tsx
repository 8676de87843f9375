import type { BlockProps } from '../types';

/** Title: the page heading (h1) with an optional lead paragraph. */
export function TitleBlock({ block }: BlockProps<'title'>) {
  return (
    <header className={block.props.visuallyHidden ? 'visually-hidden' : 'page-title'}>
      <h1>{block.props.text}</h1>
      {block.props.lead && <p className="page-title__lead">{block.props.lead}</p>}
    </header>
  );
}
