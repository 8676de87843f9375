import type { ResolvedBlock } from '@/engine';
import { ArticleBlock } from './article/article-block';
import { CalendarFeed } from './calendar-feed/calendar-feed';
import { CardList } from './card-list/card-list';
import { ContentBlock } from './content/content-block';
import { Cover } from './cover/cover';
import { CoverFlow } from './cover-flow/cover-flow';
import { DirectionsBlock } from './directions/directions-block';
import { FestivalBlock } from './festival/festival-block';
import { MemberForgotPassword } from './member-forgot-password/member-forgot-password';
import { MemberLogin } from './member-login/member-login';
import { MemberMovie } from './member-movie/member-movie';
import { MemberRegister } from './member-register/member-register';
import { MemberTickets } from './member-tickets/member-tickets';
import { MemberWatchList } from './member-watch-list/member-watch-list';
import { MovieInfo } from './movie-info/movie-info';
import { NewsSubscribe } from './news-subscribe/news-subscribe';
import { OpenNowBlock } from './open-now/open-now-block';
import { Program } from './program/program';
import { QuickLinks } from './quick-links/quick-links';
import { Schedule } from './schedule/schedule';
import { SearchBlock } from './search/search-block';
import { Slideshow } from './slideshow/slideshow';
import { Subscribe } from './subscribe/subscribe';
import { TicketList } from './ticket-list/ticket-list';
import { TitleBlock } from './title/title-block';
import { WeekGrid } from './week-grid/week-grid';
import type { BlockContext } from './types';

/** The block registry; an exhaustive switch, so a new block name fails the type check until registered. */
export function Block({ block, context }: { block: ResolvedBlock; context: BlockContext }) {
  switch (block.component) {
    case 'cover':
      return <Cover block={block} context={context} />;
    case 'title':
      return <TitleBlock block={block} context={context} />;
    case 'content':
      return <ContentBlock block={block} context={context} />;
    case 'article':
      return <ArticleBlock block={block} context={context} />;
    case 'cardList':
      return <CardList block={block} context={context} />;
    case 'quickLinks':
      return <QuickLinks block={block} context={context} />;
    case 'program':
      return <Program block={block} context={context} />;
    case 'festival':
      return <FestivalBlock block={block} context={context} />;
    case 'schedule':
      return <Schedule block={block} context={context} />;
    case 'weekGrid':
      return <WeekGrid block={block} context={context} />;
    case 'slideshow':
      return <Slideshow block={block} context={context} />;
    case 'coverFlow':
      return <CoverFlow block={block} context={context} />;
    case 'movieInfo':
      return <MovieInfo block={block} context={context} />;
    case 'ticketList':
      return <TicketList block={block} context={context} />;
    case 'newsSubscribe':
      return <NewsSubscribe block={block} context={context} />;
    case 'subscribe':
      return <Subscribe block={block} context={context} />;
    case 'search':
      return <SearchBlock block={block} context={context} />;
    case 'directions':
      return <DirectionsBlock block={block} context={context} />;
    case 'openNow':
      return <OpenNowBlock block={block} context={context} />;
    case 'calendarFeed':
      return <CalendarFeed block={block} context={context} />;
    case 'memberLogin':
      return <MemberLogin block={block} context={context} />;
    case 'memberRegister':
      return <MemberRegister block={block} context={context} />;
    case 'memberForgotPassword':
      return <MemberForgotPassword block={block} context={context} />;
    case 'memberTickets':
      return <MemberTickets block={block} context={context} />;
    case 'memberWatchList':
      return <MemberWatchList block={block} context={context} />;
    case 'memberMovie':
      return <MemberMovie block={block} context={context} />;
  }
}
