import { sanitizeCmsHtml } from '@/lib/sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** CMS HTML, sanitised before it reaches the page (DESIGN.md §5). */
export function SafeHtml({ html, className = 'rich-text' }: SafeHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
