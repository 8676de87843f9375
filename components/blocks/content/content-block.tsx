import { SafeHtml } from '@/components/shared/safe-html';
import type { BlockProps } from '../types';

/** Rich content: editor HTML, sanitised. */
export function ContentBlock({ block }: BlockProps<'content'>) {
  return <SafeHtml html={block.props.html} />;
}
