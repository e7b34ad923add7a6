import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, Search, type LucideIcon } from 'lucide-react';
import type { ChatRecord } from '../../../contracts/parent-queries.contract';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardBody, CardHeader } from '../../ui/card';
import { cn } from '../../ui/cn';
import { EmptyState } from '../../ui/empty-state';
import { SearchInput } from '../../ui/search-input';
import { formatDateTime } from '../../lib/format';
import { Markdown } from '../../ui/markdown';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { TBody, TD, TH, THead, TR, Table } from '../../ui/table';
import {
  categoryLabel,
  filterByLanguage,
  LANGUAGE_FILTER_OPTIONS,
  languageLabel,
  type LanguageFilter,
  paginate,
  searchChats,
  SORT_OPTIONS,
  sortChats,
  type ChatSort,
} from './analytics.stats';
import { QueryStatusBadge } from './analytics.status-badge';

/** Sizes of the loading row's skeletons in the Category, Language, Date & Time and Status cells. */
const SKELETON_CELLS = ['h-5 w-24', 'h-4 w-16', 'h-4 w-32', 'h-5 w-20'];

/** An arrow of the pager (first, previous, next page). */
function PageButton(props: { icon: LucideIcon; label: string; disabled: boolean; to: () => void }) {
  return (
    <Button
      icon={props.icon}
      variant="ghost"
      size="icon"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.to}
    />
  );
}

/** "All Queries": search, sort and 5-per-page paging, all client-side (docs/product-spec.md). */
export function AllQueriesCard({ chats, loading }: { chats: ChatRecord[]; loading: boolean }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ChatSort>('date-desc');
  const [language, setLanguage] = useState<LanguageFilter>('all');
  const [requestedPage, setPage] = useState(1);

  const visible = useMemo(
    () => sortChats(filterByLanguage(searchChats(chats, search), language), sort),
    [chats, search, sort, language],
  );
  const info = paginate(visible.length, requestedPage);
  const rows = visible.slice(info.start, info.end);
  // A new search, filter or order starts again at page 1.
  const firstPageOn =
    <T extends string>(set: (value: T) => void) =>
    (event: { target: { value: string } }) => {
      set(event.target.value as T);
      setPage(1);
    };

  return (
    <Card>
      <CardHeader title="All Queries" />
      <CardBody className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            aria-label="Search queries"
            placeholder="Search queries..."
            value={search}
            onChange={firstPageOn(setSearch)}
          />
          <Select
            aria-label="Filter by language"
            className="sm:w-44"
            options={LANGUAGE_FILTER_OPTIONS}
            value={language}
            onChange={firstPageOn<LanguageFilter>(setLanguage)}
          />
          <Select
            aria-label="Sort queries"
            className="sm:w-56"
            options={SORT_OPTIONS}
            value={sort}
            onChange={firstPageOn<ChatSort>(setSort)}
          />
        </div>

        {!loading && rows.length === 0 ? (
          // Outside the scrolling table, so phones see it without scrolling sideways.
          <EmptyState title="No queries found" icon={Search} className="rounded-lg border border-slate-200" />
        ) : (
          <div className="overflow-hidden rounded-lg border border-slate-200">
            <Table className="min-w-[640px]">
              <THead>
                <tr>
                  <TH className="w-1/2">Query</TH>
                  <TH>Category</TH>
                  <TH>Language</TH>
                  <TH>Date &amp; Time</TH>
                  <TH>Status</TH>
                </tr>
              </THead>
              <TBody>
                {loading
                  ? Array.from({ length: 5 }, (_, i) => (
                      <TR key={i}>
                        <TD>
                          <Skeleton className="h-4 w-3/4" />
                          <Skeleton className="mt-2 h-3 w-full" />
                        </TD>
                        {SKELETON_CELLS.map((size) => (
                          <TD key={size}>
                            <Skeleton className={size} />
                          </TD>
                        ))}
                      </TR>
                    ))
                  : rows.map((chat) => (
                      <TR key={chat.id} data-testid="query-row">
                        <TD>
                          <p className="font-medium text-slate-900">{chat.query}</p>
                          {chat.response && (
                            <Markdown content={chat.response} className="mt-1.5 text-slate-600" />
                          )}
                        </TD>
                        <TD>
                          <Badge tone={chat.category.trim() ? 'indigo' : 'slate'}>
                            {categoryLabel(chat.category)}
                          </Badge>
                        </TD>
                        <TD className="whitespace-nowrap">{languageLabel(chat.language)}</TD>
                        <TD className="whitespace-nowrap">
                          {formatDateTime(chat.created_at, { fallback: '-' })}
                        </TD>
                        <TD>
                          <QueryStatusBadge chat={chat} />
                        </TD>
                      </TR>
                    ))}
              </TBody>
            </Table>
          </div>
        )}

        {!loading && visible.length > 0 && (
          <nav
            aria-label="Pagination"
            className="flex flex-col items-center justify-between gap-3 sm:flex-row"
          >
            <p className="text-sm text-slate-500">{info.caption}</p>
            <div className="flex items-center gap-0.5 sm:gap-1 [&>button]:size-8 sm:[&>button]:size-9">
              <PageButton
                icon={ChevronsLeft}
                label="First page"
                disabled={info.page === 1}
                to={() => setPage(1)}
              />
              <PageButton
                icon={ChevronLeft}
                label="Previous page"
                disabled={info.page === 1}
                to={() => setPage(info.page - 1)}
              />
              {info.pages.map((p) => (
                <Button
                  key={p}
                  variant={p === info.page ? 'primary' : 'ghost'}
                  size="icon"
                  aria-label={`Page ${p}`}
                  aria-current={p === info.page ? 'page' : undefined}
                  className={cn('text-sm', p !== info.page && 'text-slate-700')}
                  onClick={() => setPage(p)}
                >
                  {p}
                </Button>
              ))}
              <PageButton
                icon={ChevronRight}
                label="Next page"
                disabled={info.page === info.pageCount}
                to={() => setPage(info.page + 1)}
              />
            </div>
          </nav>
        )}
      </CardBody>
    </Card>
  );
}
