import { sanitizeCmsHtml } from '@/lib/sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** CMS HTML, sanitised before it reaches the page (docs/product.md, Quality rules). */
export function SafeHtml({ html, className = 'rich-text' }: SafeHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
