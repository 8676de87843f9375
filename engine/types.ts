import type {
  Article,
  BlockDefinition,
  Column,
  Event,
  PageDefinition,
  Production,
} from '@/lib/schemas';
import type { ShareImage } from '@/lib/share-image';
import type { RouteParams } from './routes';

export type { ContentSet } from '@/lib/schemas';

/** Data props a block can read, by name; each is checked against its source's model. */
export interface BlockData {
  subject?: Production | Article;
  article?: Article;
  articles?: Article[];
  production?: Production;
  productions?: Production[];
  events?: Event[];
}

type Resolve<B> = B extends BlockDefinition
  ? Omit<B, 'data' | 'place' | 'hide'> & { data: BlockData }
  : never;
/** A visible block with its data resolved from the page's sources. */
export type ResolvedBlock = Resolve<BlockDefinition>;

export interface PlacedColumn<B> extends Column {
  blocks: B[];
}
export interface PlacedRow<B> {
  index: number;
  container: boolean;
  columns: PlacedColumn<B>[];
}

/** The image for meta tags: the page's share image (lib/share-image.ts). */
export type MetaImage = ShareImage;

/** The meta of a rendered page (docs/product.md, Entities: meta bindings). */
export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string[];
  image: MetaImage;
  facebookVerificationCode?: string;
}

/** A page ready to render: the grid with its blocks and the bound meta. */
export interface ResolvedPage {
  id: string;
  path: string;
  pageType: PageDefinition['pageType'];
  params: RouteParams;
  rows: PlacedRow<ResolvedBlock>[];
  meta: PageMeta;
}
